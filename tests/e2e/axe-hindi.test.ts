import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousA11yViolations, signedInPage } from '#harness/browser.js';
import { useAppAndBrowser } from '#harness/signed-in-suite.js';

/**
 * The screens a student uses every day, in Hindi, in both themes: axe on each (the English ones are
 * swept in tests/e2e/theme.test.ts). Hindi words are longer and wrap differently, and its own texts
 * (badges, notices, forms) are different elements, so they are checked as shipped.
 */
const SCREENS = [
  '/',
  '/front-end',
  '/internship',
  '/hackathon',
  '/account',
  '/contact',
  '/soft-install',
  '/search?q=react',
  '/saved',
  '/notes',
  '/chatbot',
  '/suggest-listing',
];

describe('axe on the daily screens in Hindi', () => {
  const suite = useAppAndBrowser();

  describe.each(['light', 'dark'] as const)('in the %s theme', (theme) => {
    let page: Page;
    beforeAll(async () => {
      page = await signedInPage(suite.browser, suite.app, { colorScheme: theme, reducedMotion: 'reduce' });
      // The account's language decides the signed-in pages' language.
      const chosen = await page.request.put(`${suite.app.url}/api/account/language`, {
        data: { language: 'hi' },
        headers: { origin: suite.app.url },
      });
      expect(chosen.status()).toBe(200);
    });
    afterAll(() => page?.context().close());

    it.each(SCREENS)('passes on %s', async (path) => {
      await page.goto(`${suite.app.url}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  });
});
