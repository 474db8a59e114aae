import type { I18n, Messages } from '@lingui/core';
import { use, useCallback, useSyncExternalStore } from 'react';
import { DEFAULT_LANGUAGE, FORMAT_LOCALES, isLanguage, type Language } from '#shared/languages.js';
import type { CataloguePart } from '#shared/catalogue-parts.js';
import type english from './catalogues/en.json';

/** Every message the interface says: the English catalogue's ids (the Hindi one has the same, a test checks). */
export type MessageId = keyof typeof english;
export type MessageValues = Record<string, string | number>;
export type Translate = (id: MessageId, values?: MessageValues) => string;

/** Each language's catalogue is its own chunk: a reader downloads only the one they read. */
const CATALOGUES: Record<Language, () => Promise<{ messages: Messages; serverTexts: Record<string, string> }>> = {
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
/** The server's English texts the active catalogue knows, each with its `server.*` message id. */
let serverTexts: Record<string, string> = {};
/** The loading of catalogue parts (part-loading.ts), fetched with Lingui before the first render. */
let parts: typeof import('./part-loading.js') | undefined;
/** The language made active last, and how many parts were in use then. */
let activated: { language: Language; parts: number } | undefined;

/**
 * Loads a language's catalogue and makes it the interface's language: every component using
 * useT() re-renders, and <html lang> follows (screen readers, hyphenation, the system's fonts).
 * Of two quick switches the later one wins, whichever catalogue arrives first.
 */
export async function activateLanguage(language: Language): Promise<void> {
  const request = ++latestRequest;
  const [{ setupI18n }, core, loading] = await Promise.all([
    import('@lingui/core'),
    CATALOGUES[language](),
    import('./part-loading.js'),
  ]);
  if (request !== latestRequest) return;
  // Already active with every part in use (the server activates the reader's language for each page).
  const inUse = loading.partsInUseCount();
  if (activated?.language === language && activated.parts === inUse) return;
  // The catalogue parts the pages shown so far asked for, in this language too.
  const partMessages = await loading.partsFor(language);
  if (request !== latestRequest) return;
  i18n ??= setupI18n();
  parts = loading;
  serverTexts = core.serverTexts;
  i18n.loadAndActivate({
    locale: language,
    locales: [FORMAT_LOCALES[language]],
    messages: { ...core.messages, ...partMessages },
  });
  activated = { language, parts: inUse };
  if (typeof document !== 'undefined') document.documentElement.lang = language;
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

/**
 * What the server and the shared schemas say is English (the API's one error shape carries it);
 * a text the catalogues know (their `server.*` and `serverAccount.*` messages, found by their
 * English text through the core catalogue's `serverTexts`, see scripts/vite-catalogues.ts) is
 * shown in the reader's language, any other as it came. (Here rather than in a module of its own:
 * nearly every page says it, and a chunk of its own cost each of them more than these lines.)
 */
export function localizeServerMessage(message: string, t: Translate): string {
  const id = Object.hasOwn(serverTexts, message) ? (serverTexts[message] as MessageId) : undefined;
  // A text of a catalogue part not loaded on this page (Lingui answers the id) stays as it came.
  const said = id && t(id);
  return said && said !== id ? said : message;
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

/**
 * useT() for a component that says the messages of a catalogue part (catalogue-parts.ts): it
 * suspends (React's use) until the part has arrived in the active language, so the page's Suspense
 * boundary shows its loading state for that moment, never message ids.
 */
export function usePartT(part: CataloguePart): Translate {
  const language = useLanguage();
  if (i18n && parts) use(parts.partArrival(i18n, language, part));
  return useT();
}

/**
 * Fetches a catalogue part in the active language ahead of the component that says it (so that
 * component never suspends): a button can start it on hover, a component test before rendering.
 */
export async function loadPart(part: CataloguePart): Promise<void> {
  if (i18n && parts) await parts.partArrival(i18n, currentLanguage(), part);
}

/** Starts the catalogue parts a declared page says (its `parts`): its route loads them beside its code. */
export async function loadPageParts(pageParts: readonly CataloguePart[] = []): Promise<void> {
  if (i18n && parts) await parts.pagePartsArrival(i18n, currentLanguage(), pageParts);
}
