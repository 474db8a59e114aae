import type { Page } from 'playwright-core';
import { SERVER_RENDER_ID } from '#shared/server-render.js';
import { hydrated } from '#harness/browser.js';

/**
 * React's words for a hydration that did not match, in development and in production (error codes),
 * and the CSP refusing something of the page (the inline theme script goes by its hash).
 */
const HYDRATION_TROUBLE =
  /hydrat|did not match|didn't match|react-dom\.development|errors\/4(18|19|21|22|23|25)\b|Content Security Policy/i;

/** The API answers the server embedded in the page, by URL. */
const embeddedUrls = (page: Page) =>
  page.evaluate((id) => {
    const text = document.getElementById(id)?.textContent;
    return text ? Object.keys((JSON.parse(text) as { answers: object }).answers) : [];
  }, SERVER_RENDER_ID);

/**
 * Watches a page (opened with no service worker, which would answer with the shell) while it opens
 * server-rendered pages (decision 0064): `open` loads one and waits for its hydration; `problems`
 * lists every hydration warning, CSP refusal, page error and embedded answer the browser asked for
 * again, with the page it happened on.
 */
export function watchHydration(page: Page) {
  const problems: string[] = [];
  const asked = new Set<string>();
  page.on('console', (message) => {
    if (HYDRATION_TROUBLE.test(message.text())) problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  page.on('request', (request) => {
    const url = new URL(request.url());
    asked.add(url.pathname + url.search);
  });
  return {
    problems,
    async open(url: string) {
      asked.clear();
      await page.goto(url);
      await hydrated(page);
      const embedded = await embeddedUrls(page);
      if (!embedded.includes('/api/auth/session?optional')) problems.push(`${url}: not rendered by the server`);
      for (const answer of embedded) if (asked.has(answer)) problems.push(`${url}: asked again for ${answer}`);
    },
  };
}
