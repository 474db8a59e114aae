import type { Locator, Page } from 'playwright-core';

/**
 * Locators for widgets several suites read, by role and accessible name (what a screen reader
 * announces), so a test does not depend on class names.
 */

/** A topic page's learning path: the region named by its 'Learning path' heading, in English or Hindi. */
export const learningPath = (page: Page): Locator =>
  page.getByRole('region', { name: /^(Learning path|सीखने का रास्ता)$/ });

/** The learning path's section buttons (the accordion's headings), in order. */
export const sectionButtons = (page: Page): Locator =>
  learningPath(page).getByRole('heading', { level: 3 }).getByRole('button');

/** The study links of the open sections: each opens in a new tab and says so. */
export const studyLinks = (scope: Page | Locator): Locator =>
  (isPage(scope) ? learningPath(scope) : scope).getByRole('link', { name: /\(opens in a new tab\)$/ });

/** The loading placeholder a page shows until its content arrives. */
export const loadingContent = (page: Page): Locator => page.getByRole('status', { name: 'Loading content' });

/** Waits until the page's content has replaced its loading placeholder. */
export const contentLoaded = (page: Page): Promise<void> => loadingContent(page).waitFor({ state: 'detached' });

/** The element the address's #fragment points at (the item a search result or link jumped to). */
export function fragmentTarget(page: Page): Locator {
  const id = decodeURIComponent(new URL(page.url()).hash.slice(1));
  return page.locator(`id=${id}`);
}

/** The accessible names of the links inside a scope, in order, as Chromium's accessibility tree has them. */
export async function linkNames(scope: Locator): Promise<string[]> {
  const snapshot = await scope.ariaSnapshot();
  return [...snapshot.matchAll(/^\s*- link "((?:[^"\\]|\\.)*)"/gm)].map(
    (match) => JSON.parse(`"${match[1]}"`) as string,
  );
}

function isPage(scope: Page | Locator): scope is Page {
  return 'goto' in scope;
}
