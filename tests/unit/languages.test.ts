import { describe, expect, it } from 'vitest';
import { languageFromPreferences, storedLanguage } from '#shared/languages.js';

describe("the browser's languages on a first visit", () => {
  it('picks the first language StudyHub speaks, by its primary subtag', () => {
    expect(languageFromPreferences(['hi-IN', 'en-US'])).toBe('hi');
    expect(languageFromPreferences(['hi'])).toBe('hi');
    expect(languageFromPreferences(['HI-in'])).toBe('hi');
    expect(languageFromPreferences(['en-IN', 'hi'])).toBe('en');
    expect(languageFromPreferences(['ta-IN', 'hi-IN', 'en'])).toBe('hi');
  });

  it('falls back to English for languages it does not speak, or none', () => {
    expect(languageFromPreferences(['fr-FR', 'de'])).toBe('en');
    expect(languageFromPreferences([])).toBe('en');
    expect(languageFromPreferences([''])).toBe('en');
  });

  it('reads back only a language it speaks from storage', () => {
    expect(storedLanguage('hi')).toBe('hi');
    expect(storedLanguage('en')).toBe('en');
    expect(storedLanguage('fr')).toBeNull();
    expect(storedLanguage(null)).toBeNull();
  });
});
