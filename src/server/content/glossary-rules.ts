import { schemaOf } from '#shared/content/catalogue-files.js';
import { walkTranslatable } from '#shared/content/translation-walk.js';
import { glossaryProblems, type HindiPair } from './hindi-glossary.js';
import type { Catalogue } from './load-catalogue.js';

/** Each content `hi` text beside its English, 'file > key' for the report (an array item is 'key[2]'). */
export function contentHindiPairs(catalogue: Catalogue): HindiPair[] {
  const pairs: HindiPair[] = [];
  for (const [name, data] of catalogue)
    walkTranslatable(schemaOf(name), data, (object, keys) => {
      const hi = (object.hi ?? {}) as Record<string, unknown>;
      const label = typeof object.id === 'string' ? `${name} ${object.id}` : name;
      for (const key of keys) {
        const english = object[key];
        const hindi = hi[key];
        if (typeof hindi === 'string') pairs.push({ where: `${label} > ${key}`, english: String(english), hindi });
        if (Array.isArray(hindi))
          hindi.forEach((text, index) =>
            pairs.push({
              where: `${label} > ${key}[${index}]`,
              english: String((english as unknown[] | undefined)?.[index] ?? ''),
              hindi: String(text),
            }),
          );
      }
    });
  return pairs;
}

/** content:check's 'Hindi glossary' group: a content `hi` text that uses a form docs/hindi.md forbids. */
export const contentGlossaryProblems = (catalogue: Catalogue): string[] =>
  glossaryProblems(contentHindiPairs(catalogue));
