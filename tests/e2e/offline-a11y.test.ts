import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import en from '#web/lib/i18n/catalogues/en.json' with { type: 'json' };
import { seriousA11yViolations, signedInPage } from '#harness/browser.js';
import { controlledBySw } from './support/offline.js';
import { useAppAndBrowser } from '#harness/signed-in-suite.js';
import { startVersionProxy, type VersionProxy } from './support/version-proxy.js';

describe('offline: axe on the offline strip and the update prompt', () => {
  const suite = useAppAndBrowser();

  it.each(['light', 'dark'] as const)('passes in the %s theme', async (theme) => {
    let proxy: VersionProxy | undefined;
    let page: Page | undefined;
    try {
      proxy = await startVersionProxy(suite.app.url);
      // Signed in through the proxy, whose /sw.js can become a new version.
      page = await signedInPage(
        suite.browser,
        { url: proxy.url, services: suite.app.services },
        { colorScheme: theme, reducedMotion: 'reduce' },
      );
      await controlledBySw(page);
      await page.goto(`${proxy.url}/explore`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);

      await page.context().setOffline(true);
      await page.getByRole('status').filter({ hasText: en['offline.bar'] }).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.context().setOffline(false);

      proxy.publishNewVersion();
      await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
      const prompt = page.getByRole('status').filter({ hasText: en['offline.updateAvailable'] });
      await prompt.waitFor();
      await prompt.getByRole('button', { name: en['offline.reload'] }).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
    } finally {
      await page?.context().close();
      await proxy?.stop();
    }
  });
});
