import { readFileSync } from 'node:fs';

/**
 * The Hindi glossary (docs/hindi.md, the table under '## Glossary') as data: each English term,
 * its one Hindi term, and the forms NOT to use. The table is the single source: content:check and
 * the unit tests over the interface catalogue and the server's texts read it through this module.
 */
export interface GlossaryTerm {
  /** The English spellings in the first column ('e-mail / email'), lower case. */
  english: string[];
  hindi: string;
  /** The second-column forms; a different term's Hindi is wrong only where the English says this term. */
  notToUse: string[];
}

/** An English text and its Hindi, and where they come from (a message id, a content path). */
export interface HindiPair {
  where: string;
  english: string;
  hindi: string;
}

const GLOSSARY_FILE = new URL('../../../docs/hindi.md', import.meta.url);

/** Reads the glossary table out of docs/hindi.md's markdown. */
export function parseGlossary(markdown: string): GlossaryTerm[] {
  const section = markdown.split(/^## Glossary\s*$/m)[1] ?? '';
  const rows = section.split('\n').filter((line) => line.startsWith('|'));
  return rows.slice(2).map((row) => {
    const cells = row
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    return {
      english: (cells[0] ?? '').split('/').map((word) => word.trim().toLowerCase()),
      hindi: cells[1] ?? '',
      notToUse: [...(cells[2] ?? '').matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? ''),
    };
  });
}

let cached: GlossaryTerm[] | undefined;
export function hindiGlossary(): GlossaryTerm[] {
  cached ??= parseGlossary(readFileSync(GLOSSARY_FILE, 'utf8'));
  return cached;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A Latin form matches as a whole word (so 'account' is not found in 'accountant'); Devanagari as a substring. */
const formPattern = (form: string) =>
  /[A-Za-z]/.test(form) ? new RegExp(`(?<![A-Za-z])${escape(form)}(?![A-Za-z])`, 'i') : new RegExp(escape(form));
/** 'explore' is said by 'Explore', 'explored' and 'Explore More'. */
const says = (english: string, term: string) => new RegExp(`(?<![A-Za-z])${escape(term)}`, 'i').test(english);

/**
 * 'where: uses "ईमेल" for "e-mail" (the glossary's term is "ई-मेल")' for each forbidden form found.
 * A form that is itself another glossary term's Hindi ('खोजें' is Search) is only wrong in a text
 * whose English says this term; any other form is wrong in every Hindi text.
 */
export function glossaryProblems(pairs: readonly HindiPair[], glossary = hindiGlossary()): string[] {
  const otherTerms = new Set(glossary.map((term) => term.hindi));
  const problems: string[] = [];
  for (const pair of pairs)
    for (const term of glossary)
      for (const form of term.notToUse) {
        if (otherTerms.has(form) && !term.english.some((word) => says(pair.english, word))) continue;
        if (formPattern(form).test(pair.hindi))
          problems.push(
            `${pair.where}: uses "${form}" for "${term.english[0]}" (the glossary's term is "${term.hindi}")`,
          );
      }
  return problems;
}

/**
 * Pairs every text of an English object with the same place in its Hindi twin (the server's
 * per-language text tables). A function is called with the number 2 for each argument, which
 * renders its general branch ('2 days', a hackathon).
 */
export function pairTexts(english: unknown, hindi: unknown, where: string): HindiPair[] {
  const render = (value: unknown): unknown =>
    typeof value === 'function' ? (value as (...args: unknown[]) => unknown)(2, 2, 2) : value;
  const en = render(english);
  const hi = render(hindi);
  if (typeof hi === 'string') return [{ where, english: typeof en === 'string' ? en : '', hindi: hi }];
  if (hi === null || typeof hi !== 'object') return [];
  const enObject = (en ?? {}) as Record<string, unknown>;
  return Object.entries(hi).flatMap(([key, value]) => pairTexts(enObject[key], value, `${where}.${key}`));
}
