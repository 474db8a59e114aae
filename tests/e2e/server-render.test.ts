import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNED_IN_PAGES } from '#shared/pages/signed-in-pages.js';
import { SIGNED_OUT_PAGES } from '#shared/pages/signed-out-pages.js';
import { hydrated, signedInPage } from '#harness/browser.js';
import { watchHydration } from './support/hydration-checks.js';
import { useAppAndBrowser } from '#harness/signed-in-suite.js';

describe('pages the server renders, and the browser hydrates (decision 0064)', () => {
  const suite = useAppAndBrowser();

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

  it('hydrates each signed-out page without a warning, never showing the loading state', async () => {
    const context = await suite.browser.newContext({ serviceWorkers: 'block' });
    // Whether a loading spinner was ever put into the page, from its first byte to hydration and after.
    await context.addInitScript(() => {
      new MutationObserver(() => {
        if (document.querySelector('.spinner')) document.documentElement.dataset.spinnerSeen = 'yes';
      }).observe(document, { childList: true, subtree: true });
    });
    try {
      const page = await context.newPage();
      const hydration = watchHydration(page);
      for (const { path } of SIGNED_OUT_PAGES) {
        await hydration.open(suite.app.url + path);
        await page.getByRole('heading', { level: 1 }).waitFor();
        const spinner = await page.evaluate(() => document.documentElement.dataset.spinnerSeen ?? 'no');
        expect({ path, spinner }).toEqual({ path, spinner: 'no' });
      }
      expect(hydration.problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  // In English and the light theme, tests/e2e/structure.test.ts checks the same while it opens every page.
  describe('every declared page in Hindi, dark theme', () => {
    let page: Page;
    beforeAll(async () => {
      // A browser in India, as our students' are, before a server that runs on UTC: what depends on
      // the zone must not differ between the two renders.
      page = await signedInPage(suite.browser, suite.app, {
        colorScheme: 'dark',
        serviceWorkers: 'block',
        timezoneId: 'Asia/Kolkata',
      });
      const chosen = await page.request.put(`${suite.app.url}/api/account/language`, {
        data: { language: 'hi' },
        headers: { origin: suite.app.url },
      });
      expect(chosen.status()).toBe(200);
    });
    afterAll(() => page?.context().close());

    it('hydrates each without a warning and asks the network for nothing it was rendered with', async () => {
      const hydration = watchHydration(page);
      for (const declared of SIGNED_IN_PAGES) {
        await hydration.open(suite.app.url + declared.path);
        expect(
          await page.evaluate(() => [document.documentElement.lang, document.documentElement.dataset.theme]),
        ).toEqual(['hi', 'dark']);
      }
      expect(hydration.problems).toEqual([]);
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
