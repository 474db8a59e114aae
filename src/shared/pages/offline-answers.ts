/**
 * What 'Save for offline' keeps: the API answers a page's first render reads (its content, in the
 * reader's language, the layout's content, the per-user data it declares) and the session question
 * the signed-in app asks at start. The page asks the service worker to store exactly these, so a
 * saved page opens without a connection; 'Save everything' asks for every signed-in page's answers.
 */
import type { Language } from '#shared/languages.js';
import { dataPath, type PageDeclaration } from './page-types.js';
import { LAYOUT_CONTENT, SIGNED_IN_PAGES } from './signed-in-pages.js';

/** Asked by the signed-in app at every start (the worker learns the cache's owner from it). */
export const SESSION_QUESTION_PATH = '/api/auth/session?optional';

/** The answers (paths below the site, no duplicates) the given pages need to render offline. */
export function offlineAnswers(pages: readonly PageDeclaration[], language: Language): string[] {
  const lang = language === 'en' ? '' : `?lang=${language}`;
  const content = new Set<string>(LAYOUT_CONTENT);
  const userData = new Set<string>();
  for (const page of pages) {
    for (const name of page.content ?? []) content.add(name);
    for (const data of [...(page.userData ?? []), ...(page.laterData ?? [])]) userData.add(`/api${dataPath(data)}`);
  }
  return [SESSION_QUESTION_PATH, ...[...content].map((name) => `/api/content/${name}${lang}`), ...userData];
}

/** Every signed-in page's answers: what 'Save everything for offline' stores. */
export function everythingOffline(language: Language): string[] {
  return offlineAnswers(SIGNED_IN_PAGES, language);
}
