import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInPage as declaredPage } from '#shared/pages/signed-in-pages.js';
import { catalogueMessages } from '#scripts/vite-catalogues.js';
import type english from '#web/lib/i18n/catalogues/en.json';
import { seriousA11yViolations, signedInPage } from '#harness/browser.js';
import { layoutProblems } from './support/layout-checks.js';
import { controlledBySw } from './support/offline.js';
import { useAppAndBrowser } from '#harness/signed-in-suite.js';

/** The catalogues as the app gets them: the files plus the topic pages' titles (content/topics). */
type Catalogue = typeof english & Record<`page./${string}`, string>;
const en = catalogueMessages('en') as Catalogue;
const hi = catalogueMessages('hi') as Catalogue;

/** Saves /front-end for offline, goes offline, and opens /devops, which was never opened nor saved. */
async function openUnsavedPageOffline(page: Page, url: string, texts: Catalogue): Promise<void> {
  await controlledBySw(page);
  await page.goto(`${url}/front-end`);
  await page.getByRole('heading', { name: texts['page./front-end'], level: 1 }).waitFor();
  await page.getByRole('button', { name: texts['saveOffline.savePage'] }).click();
  await page.getByRole('status').filter({ hasText: texts['saveOffline.savedPage'] }).waitFor();
  await page.context().setOffline(true);
  await page.goto(`${url}/devops`);
  await page.getByRole('heading', { name: texts['offlineNotSaved.title'], level: 1 }).waitFor();
}

describe('offline: a page not kept on the device says so, and lists the pages that are', () => {
  const suite = useAppAndBrowser();

  it('in English and the light theme: not the crash screen; the saved page is listed and opens', async () => {
    const page = await signedInPage(suite.browser, suite.app, { width: 390 });
    try {
      await openUnsavedPageOffline(page, suite.app.url, en);
      expect(await page.getByRole('heading', { name: en['errorScreen.failedTitle'] }).count()).toBe(0);
      await page.getByText(en['offlineNotSaved.text']).waitFor();
      const onDevice = page.getByRole('region', { name: en['offlineNotSaved.onDevice'] });
      await onDevice.getByRole('link', { name: en['page./front-end'] }).waitFor();
      // Only what the device can open: /devops is not there.
      expect(await onDevice.getByRole('link', { name: en['page./devops'] }).count()).toBe(0);
      expect(await page.getByRole('link', { name: en['offlineNotSaved.accountLink'] }).getAttribute('href')).toBe(
        '/account',
      );
      expect(await layoutProblems(page, { touchTargets: true, navName: 'Main' })).toEqual([]);
      expect(await seriousA11yViolations(page)).toEqual([]);

      await onDevice.getByRole('link', { name: en['page./front-end'] }).click();
      await page.getByRole('heading', { name: declaredPage('/front-end')!.title, level: 1 }).waitFor();
    } finally {
      await page.context().close();
    }
  });

  it('in Hindi and the dark theme, and Retry opens the page once the connection is back', async () => {
    const page = await signedInPage(suite.browser, suite.app, { colorScheme: 'dark' });
    try {
      await controlledBySw(page);
      await page.goto(`${suite.app.url}/explore`);
      await page.getByRole('button', { name: 'हिन्दी' }).click();
      await page.getByRole('heading', { name: hi['page./explore'], level: 1 }).waitFor();
      await openUnsavedPageOffline(page, suite.app.url, hi);
      await page.getByText(hi['offlineNotSaved.text']).waitFor();
      await page
        .getByRole('region', { name: hi['offlineNotSaved.onDevice'] })
        .getByRole('link', { name: hi['page./front-end'] })
        .waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
      expect(await seriousA11yViolations(page)).toEqual([]);

      await page.context().setOffline(false);
      await page.getByRole('button', { name: hi['errorScreen.retry'] }).click();
      await page.getByRole('heading', { name: hi['page./devops'], level: 1 }).waitFor();
    } finally {
      await page.context().close();
    }
  });
});
