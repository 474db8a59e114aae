/**
 * The languages StudyHub speaks (docs/decisions/0024-interface-languages.md). English is the
 * spec's own; Hindi is written for the same readers (docs/hindi.md).
 */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's name as its own readers write it: what the language switch shows. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

/**
 * The locale numbers, plurals and dates are formatted for: Indian English and Hindi, so both keep
 * the lakh grouping (5,00,000) with Latin digits, as the pages write figures.
 */
export const FORMAT_LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The first of the browser's preferred languages that StudyHub speaks ('hi-IN' -> Hindi), else
 * English: a first visit follows the browser until the learner chooses.
 */
export function languageFromPreferences(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const primary = tag.split('-')[0]?.toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

/** A language read back from storage: a value this version does not speak counts as no choice. */
export function storedLanguage(value: string | null | undefined): Language | null {
  return isLanguage(value) ? value : null;
}
