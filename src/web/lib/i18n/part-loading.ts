import type { I18n, Messages } from '@lingui/core';
import { partLoaders } from 'virtual:catalogue-parts';
import type { Language } from '#shared/languages.js';
import type { CataloguePart } from '#shared/catalogue-parts.js';

/**
 * Loading of catalogue parts (catalogue-parts.ts), fetched with Lingui before the first render so
 * that it costs no page anything; i18n.ts keeps only usePartT(). React's use() takes a promise
 * marked fulfilled at once, so a part already in the catalogue never suspends a render.
 */
type Arrival = Promise<void>;
const arrived = (): Arrival => Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });

const partsInUse = new Set<CataloguePart>();
const arrivals = new Map<string, Arrival>();

const fetchPart = (language: Language, part: CataloguePart): Promise<Messages> =>
  partLoaders[language][part]().then((module) => module.messages);

/** The messages of every part in use, in a language about to be activated (they arrive with it). */
/** How many parts the pages shown so far asked for: a new one means the active catalogue lacks it. */
export const partsInUseCount = () => partsInUse.size;

export async function partsFor(language: Language): Promise<Messages> {
  const parts = [...partsInUse];
  const messages = await Promise.all(parts.map((part) => fetchPart(language, part)));
  for (const part of parts) arrivals.set(`${language}/${part}`, arrived());
  return Object.assign({}, ...messages) as Messages;
}

/** A part's arrival in the active language: a promise React's use() waits for, fulfilled once it is in. */
export function partArrival(i18n: I18n, language: Language, part: CataloguePart): Arrival {
  partsInUse.add(part);
  const key = `${language}/${part}`;
  let arrival = arrivals.get(key);
  if (!arrival) {
    arrival = fetchPart(language, part).then((messages) => {
      i18n.load(language, messages);
      arrivals.set(key, arrived());
    });
    // A failed fetch reaches the page's error screen (Retry), and is tried again then.
    arrival.catch(() => arrivals.delete(key));
    arrivals.set(key, arrival);
  }
  return arrival;
}

/** The parts a declared page says on its first render (its declaration's `parts`), in the active language. */
export function pagePartsArrival(
  i18n: I18n,
  language: Language,
  pageParts: readonly CataloguePart[],
): Promise<unknown> {
  return Promise.all(pageParts.map((part) => partArrival(i18n, language, part)));
}
