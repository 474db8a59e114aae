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

describe('opening a page straight from the address bar (route loaders)', () => {
  const suite = useSignedInSuite();

  it.each([
    // Each path with a text that shows only once its content has arrived.
    ['/front-end', (catalogue.get('topics/front-end') as TopicPage).sections[0]!.title],
    ['/', 'Curated Roadmaps and Study Links'],
    ['/explore', 'AI Tools Categories'],
    ['/account', 'Signs in with'],
  ])(
    '%s asks for its data once: the early requests are taken over by the page, not repeated',
    async (path, contentText) => {
      const { tab, apiRequests, consoleErrors } = await openFresh(suite.page, suite.app.url + path);
      await tab.getByText(contentText).first().waitFor();
      await tab.waitForLoadState('networkidle');
      expect(apiRequests).toContain('/api/content/contact');
      expect(apiRequests.filter((request, index) => apiRequests.indexOf(request) !== index)).toEqual([]);
      expect(consoleErrors).toEqual([]);
      await tab.close();
    },
  );

  it("hints a signed-in page's code and first data in its HTML, and nothing gated to a signed-out browser", async () => {
    const signedIn = await (await suite.page.request.get(`${suite.app.url}/front-end`)).text();
    for (const url of [
      '/api/content/contact',
      '/api/content/topics/front-end',
      '/api/progress',
      '/api/saved',
      '/api/links/dead',
    ])
      expect(signedIn).toContain(`<link rel="preload" href="${url}" as="fetch" crossorigin="use-credentials" />`);
    expect(signedIn).toMatch(/<link rel="modulepreload" href="\/assets\/signed-in-[\w-]+\.js" \/>/);
    expect(signedIn).toMatch(/<link rel="modulepreload" href="\/assets\/TopicPage-[\w-]+\.js" \/>/);
    // The catalogue part the topic page says (its item cards), before the app asks for it.
    expect(signedIn).toMatch(/<link rel="modulepreload" href="\/assets\/learning-[\w-]+\.js" \/>/);
    const stranger = await suite.browser.newContext();
    try {
      const signedOut = await (await stranger.request.get(`${suite.app.url}/front-end`)).text();
      expect(signedOut).not.toContain('/api/content');
      // The spec's loading state is in the HTML itself: something shows before any code has run.
      expect(signedOut).toContain('<span class="spinner__label">Loading...</span>');
      // No hint of the server's (Vite's own preload of the entry's shared React chunk is not one).
      expect(signedOut).not.toContain('<link rel="modulepreload" href=');
      // Everyone's page asks who is signed in while its code downloads.
      expect(signedOut).toContain('<link rel="preload" href="/api/auth/session?optional"');
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
      expect(apiRequests.filter((request) => request !== '/api/auth/providers')).toEqual(['/api/auth/session']);
      expect(consoleErrors).toEqual([]);
    } finally {
      await stranger.close();
    }
  });
});
