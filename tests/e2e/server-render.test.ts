import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNED_IN_PAGES } from '#shared/pages/signed-in-pages.js';
import { SERVER_RENDER_ID } from '#shared/server-render.js';
import { hydrated, signedInPage } from '#harness/browser.js';
import { closeSuite, startAppAndBrowser, type SignedInSuite } from '#harness/signed-in-suite.js';

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

describe('pages the server renders, and the browser hydrates (decision 0064)', () => {
  const suite = {} as Pick<SignedInSuite, 'app' | 'browser'>;
  beforeAll(async () => {
    Object.assign(suite, await startAppAndBrowser());
  });
  afterAll(() => closeSuite(suite));

  it('lets a student read /front-end and follow a link with JavaScript disabled', async () => {
    const email = `no-script-${Date.now()}@example.com`;
    await suite.app.services.auth.createPasswordUser(email, 'No Script', 'learning password');
    const context = await suite.browser.newContext({ javaScriptEnabled: false });
    try {
      const signedIn = await context.request.post(`${suite.app.url}/api/auth/signin`, {
        data: { email, password: 'learning password' },
        headers: { origin: suite.app.url },
      });
      expect(signedIn.status()).toBe(200);
      const page = await context.newPage();
      // Without scripts nothing ever hydrates: the page is read as it loads.
      await page.goto(`${suite.app.url}/front-end`, { waitUntil: 'domcontentloaded' });
      await page.getByRole('heading', { name: 'Front-End Development', level: 1 }).waitFor();
      // A closed section's study links are there to read (the buttons that open sections need scripts).
      const link = page.getByRole('link', { name: /Frontend Roadmap/ });
      expect(await link.isVisible()).toBe(true);
      expect(await link.getAttribute('href')).toBe('https://roadmap.sh/frontend');
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Explore' }).click();
      await page.waitForURL(`${suite.app.url}/explore`);
      await page.getByRole('heading', { name: 'Explore New Skills', level: 1 }).waitFor();
    } finally {
      await context.close();
    }
  });

  describe.each([
    { language: 'en', theme: 'light' },
    { language: 'hi', theme: 'dark' },
  ] as const)('every declared page in $language, $theme theme', ({ language, theme }) => {
    let page: Page;
    const trouble: string[] = [];
    beforeAll(async () => {
      // No worker: it answers navigations with the shell (decision 0064), and this is about the server's
      // HTML. A browser in India, as our students' are, before a server that runs on UTC: what depends
      // on the zone must not differ between the two renders.
      page = await signedInPage(suite.browser, suite.app, {
        colorScheme: theme,
        serviceWorkers: 'block',
        timezoneId: 'Asia/Kolkata',
      });
      const chosen = await page.request.put(`${suite.app.url}/api/account/language`, {
        data: { language },
        headers: { origin: suite.app.url },
      });
      expect(chosen.status()).toBe(200);
      page.on('console', (message) => {
        if (HYDRATION_TROUBLE.test(message.text())) trouble.push(`${page.url()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => trouble.push(`${page.url()}: ${error.message}`));
    });
    afterAll(() => page?.context().close());

    it('hydrates each without a warning and asks the network for nothing it was rendered with', async () => {
      const askedAgain: string[] = [];
      const asked = new Set<string>();
      page.on('request', (request) => asked.add(new URL(request.url()).pathname + new URL(request.url()).search));
      for (const declared of SIGNED_IN_PAGES) {
        asked.clear();
        await page.goto(suite.app.url + declared.path);
        await hydrated(page);
        expect(
          await page.evaluate(() => [document.documentElement.lang, document.documentElement.dataset.theme]),
        ).toEqual([language, theme]);
        const embedded = await embeddedUrls(page);
        expect(embedded).toContain('/api/auth/session?optional');
        for (const url of embedded) if (asked.has(url)) askedAgain.push(`${declared.path}: ${url}`);
      }
      expect(trouble).toEqual([]);
      expect(askedAgain).toEqual([]);
    });
  });

  it('keeps a tick made right after the page loads', async () => {
    const page = await signedInPage(suite.browser, suite.app, { serviceWorkers: 'block' });
    try {
      await page.goto(`${suite.app.url}/front-end`, { waitUntil: 'domcontentloaded' });
      // The first moment the page answers a tap: React has taken over the server's HTML.
      await hydrated(page);
      const section = page.getByRole('heading', { name: /How the Internet and HTTP Work/ }).getByRole('button');
      await section.click();
      const done = page.getByRole('checkbox', { name: /^Done.*Frontend Roadmap/ });
      const saved = page.waitForResponse(
        (response) => response.url().endsWith('/api/sync') && response.request().method() === 'POST',
      );
      // A tick shows once the device has kept it (a few milliseconds), so it is clicked, not check()ed.
      await done.click();
      expect((await saved).status()).toBe(200);
      await page.waitForLoadState('networkidle');
      expect(await done.isChecked()).toBe(true);
      // The server's next render of the page has it ticked, and so does the page it hydrates.
      await page.reload();
      await hydrated(page);
      await section.click();
      expect(await done.isChecked()).toBe(true);
    } finally {
      await page.context().close();
    }
  });
});
