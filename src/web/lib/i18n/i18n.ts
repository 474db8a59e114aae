import type { I18n, Messages } from '@lingui/core';
import { useCallback, useSyncExternalStore } from 'react';
import { DEFAULT_LANGUAGE, FORMAT_LOCALES, isLanguage, type Language } from '#shared/languages.js';
import type english from './catalogues/en.json';

/** Every message the interface says: the English catalogue's ids (the Hindi one has the same, a test checks). */
export type MessageId = keyof typeof english;
export type MessageValues = Record<string, string | number>;
export type Translate = (id: MessageId, values?: MessageValues) => string;

/** Each language's catalogue is its own chunk: a reader downloads only the one they read. */
const CATALOGUES: Record<Language, () => Promise<{ messages: Messages }>> = {
  en: () => import('virtual:catalogue/en'),
  hi: () => import('virtual:catalogue/hi'),
};

/**
 * The one Lingui instance (the active catalogue, ICU plurals and formats). Lingui's runtime comes
 * in its own chunk with the first catalogue, both fetched beside the session check before the
 * first render, so it is not part of every route's first code.
 */
let i18n: I18n | undefined;
const listeners = new Set<() => void>();
let latestRequest = 0;

/**
 * Loads a language's catalogue and makes it the interface's language: every component using
 * useT() re-renders, and <html lang> follows (screen readers, hyphenation, the system's fonts).
 * Of two quick switches the later one wins, whichever catalogue arrives first.
 */
export async function activateLanguage(language: Language): Promise<void> {
  const request = ++latestRequest;
  const [{ setupI18n }, { messages }] = await Promise.all([import('@lingui/core'), CATALOGUES[language]()]);
  if (request !== latestRequest) return;
  i18n ??= setupI18n();
  i18n.loadAndActivate({ locale: language, locales: [FORMAT_LOCALES[language]], messages });
  document.documentElement.lang = language;
  listeners.forEach((listener) => listener());
}

/** The interface's language now (English until a catalogue is active). */
export function currentLanguage(): Language {
  return isLanguage(i18n?.locale) ? i18n.locale : DEFAULT_LANGUAGE;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Says a message in the active language (the id itself before any catalogue is active). */
export const translate: Translate = (id, values) => (i18n ? i18n._(id, values) : id);

/** True when the active catalogue has this message (the server's texts it knows). */
export function hasMessage(id: string): boolean {
  return Boolean(i18n && Object.hasOwn(i18n.messages, id));
}

/** The active language, re-rendering the component when the learner switches. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
}

/** A component's translator: t('signin.submit'); the component re-renders in the new language. */
export function useT(): Translate {
  const language = useLanguage();
  // A new function per language, so memoised children that take it re-render too.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the language is the reason for a new function
  return useCallback<Translate>((id, values) => translate(id, values), [language]);
}
