import type { Language } from '#shared/languages.js';

/** Content objects shown to a Hindi reader with some texts still in English, and which texts. */
const englishOnly = new WeakMap<object, readonly string[]>();
/** Content entries (the parsed answer) holding at least one such text. */
const entriesWithEnglish = new WeakSet<object>();

/** Records what localizeContent() found still English, for textLang() and the page's note. */
export function rememberEnglishFallbacks<T>(localized: { data: T; englishOnly: Map<object, readonly string[]> }): T {
  for (const [object, keys] of localized.englishOnly) englishOnly.set(object, keys);
  if (localized.englishOnly.size > 0 && localized.data && typeof localized.data === 'object')
    entriesWithEnglish.add(localized.data);
  return localized.data;
}

/**
 * 'en' when this text of a content object is shown in English to a Hindi reader (no Hindi yet):
 * the element carrying it takes lang="en", so screen readers pronounce it as English.
 */
export function textLang(object: object, key: string): Language | undefined {
  return englishOnly.get(object)?.includes(key) ? 'en' : undefined;
}

/** True when a content entry shows some of its texts in English (the page says so). */
export function showsEnglish(entry: unknown): boolean {
  return Boolean(entry && typeof entry === 'object' && entriesWithEnglish.has(entry));
}
