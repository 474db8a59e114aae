import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '#server/content/load-catalogue.js';
import type { TopicPage } from '#shared/content/index.js';
import { useSignedInSuite } from '#harness/signed-in-suite.js';

const catalogue = await loadCatalogue('content');

/** Opens a path in a new tab of the page's context, as typing it in the address bar would. */
async function openFresh(page: Page, url: string) {
  const tab = await page.context().newPage();
  const apiRequests: string[] = [];
  const consoleErrors: string[] = [];
  tab.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiRequests.push(new URL(request.url()).pathname);
  });
  tab.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await tab.goto(url);
  return { tab, apiRequests, consoleErrors };
}

describe('opening a page straight from the address bar (the server renders it, decision 0064)', () => {
  // No worker: it answers navigations with the shell, and these are about what the server sends.
  const suite = useSignedInSuite({}, { serviceWorkers: 'block' });

  it.each([
    // Each path with a text that shows only once its content has arrived.
    ['/front-end', (catalogue.get('topics/front-end') as TopicPage).sections[0]!.title],
    ['/', 'Curated Roadmaps and Study Links'],
    ['/explore', 'AI Tools Categories'],
    ['/account', 'Signs in with'],
  ])('%s arrives with its data: the page asks for none of it again, nor anything twice', async (path, contentText) => {
    const { tab, apiRequests, consoleErrors } = await openFresh(suite.page, suite.app.url + path);
    await tab.getByText(contentText).first().waitFor();
    await tab.waitForLoadState('networkidle');
    for (const rendered of ['/api/auth/session', '/api/content/contact']) expect(apiRequests).not.toContain(rendered);
    expect(apiRequests.filter((request, index) => apiRequests.indexOf(request) !== index)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await tab.close();
  });

  it('sends a signed-in page with its content and no early asks, and a signed-out browser the sign-in page', async () => {
    const signedIn = await (await suite.page.request.get(`${suite.app.url}/front-end`)).text();
    const topic = catalogue.get('topics/front-end') as TopicPage;
    expect(signedIn).toContain(topic.sections[0]!.title);
    // Its first data is in the page, and its code is not hinted: fetched beside the stylesheet, the
    // chunks held the first paint back (decision 0064). Vite's own preload of the entry's shared
    // React chunk is not one of the server's hints.
    expect(signedIn).not.toContain('<link rel="preload" href="/api/');
    expect(signedIn).not.toContain('<link rel="modulepreload" href=');
    const stranger = await suite.browser.newContext();
    try {
      const signedOut = await (await stranger.request.get(`${suite.app.url}/front-end`)).text();
      expect(signedOut).not.toContain('/api/content');
      expect(signedOut).not.toContain(topic.sections[0]!.title);
      // The sign-in page is in the HTML itself: it shows before any code has run.
      expect(signedOut).toMatch(/<h1[^>]*>Login<\/h1>/);
      // No hint of the server's (Vite's own preload of the entry's shared React chunk is not one).
      expect(signedOut).not.toContain('<link rel="modulepreload" href=');
    } finally {
      await stranger.close();
    }
  });

  it('a signed-out visitor to a gated page is sent to sign-in and asks for no content', async () => {
    const stranger = await suite.browser.newContext();
    try {
      const { tab, apiRequests, consoleErrors } = await openFresh(
        await stranger.newPage(),
        `${suite.app.url}/front-end`,
      );
      await tab.waitForURL(`${suite.app.url}/signin`);
      await tab.waitForLoadState('networkidle');
      // Who is signed in came with the page.
      expect(apiRequests.filter((request) => request !== '/api/auth/providers')).toEqual([]);
      expect(consoleErrors).toEqual([]);
    } finally {
      await stranger.close();
    }
  });
});
