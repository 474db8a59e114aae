import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '#server/content/load-catalogue.js';
import type { TopicPage } from '#shared/content/index.js';
import { signedInPage as declaredPage } from '#shared/pages/signed-in-pages.js';
import en from '#web/lib/i18n/catalogues/en.json' with { type: 'json' };
import { signedInPage } from '#harness/browser.js';
import { contentCacheUrls, controlledBySw } from './support/offline.js';
import { useAppAndBrowser } from '#harness/signed-in-suite.js';

const frontEnd = (await loadCatalogue('content')).get('topics/front-end') as TopicPage;
const title = (path: string) => declaredPage(path)!.title;

/** Opens a page while the browser is offline: the worker serves the shell, the saved answers the rest. */
async function opensOffline(page: Page, url: string, path: string): Promise<void> {
  await page.goto(`${url}${path}`);
  await page.getByRole('heading', { name: title(path), level: 1 }).waitFor();
}

describe("offline: 'Save for offline' and 'Save everything for offline'", () => {
  const suite = useAppAndBrowser();

  it('saves every page from the account page, shows the size, and pages never opened then read offline', async () => {
    const page = await signedInPage(suite.browser, suite.app);
    const context = page.context();
    try {
      await controlledBySw(page);
      await page.goto(`${suite.app.url}/account`);
      await page.getByRole('heading', { name: en['saveOffline.heading'], level: 2 }).waitFor();
      expect(await contentCacheUrls(page)).not.toContain('/api/content/topics/devops');

      await page.getByRole('button', { name: en['saveOffline.saveEverything'] }).click();
      await page.getByRole('status').filter({ hasText: en['saveOffline.savedEverything'] }).waitFor();
      // The size of what is kept (every page's content is over a hundred kilobytes).
      const size = page.getByText(/^Saved on this device: /);
      await expect.poll(() => size.textContent()).toMatch(/^Saved on this device: (\d{3} kB|\d+(\.\d)? MB)$/);
      const saved = await contentCacheUrls(page);
      for (const answer of ['/api/content/topics/devops', '/api/content/tools/tool-1', '/api/content/books'])
        expect(saved).toContain(answer);

      await context.setOffline(true);
      for (const path of ['/devops', '/tool-1', '/books']) await opensOffline(page, suite.app.url, path);
      const roadmap = page.getByRole('link', { name: /^(Download The Roadmap|Download Now)/ });
      await opensOffline(page, suite.app.url, '/devops');
      await roadmap.waitFor();
    } finally {
      await context.close();
    }
  });

  it("says 'Not enough space to save this page offline' and stores nothing when the quota is short; then saves", async () => {
    const page = await signedInPage(suite.browser, suite.app);
    const context = page.context();
    const cdp = await context.newCDPSession(page);
    const origin = new URL(suite.app.url).origin;
    try {
      await controlledBySw(page);
      await page.goto(`${suite.app.url}/front-end`);
      await page.getByRole('heading', { name: title('/front-end'), level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      const before = await contentCacheUrls(page);
      // The device as good as full: a few kilobytes free beyond what the origin already uses.
      const usage = await page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);
      await cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize: usage + 4_000 });

      const save = page.getByRole('button', { name: en['saveOffline.savePage'] });
      await save.click();
      await page.getByRole('alert').filter({ hasText: en['saveOffline.noSpace'] }).waitFor();
      // Nothing new was stored (the browser may drop an entry it could not refresh on a full device).
      for (const url of await contentCacheUrls(page)) expect(before).toContain(url);

      await cdp.send('Storage.overrideQuotaForOrigin', { origin });
      await save.click();
      await page.getByRole('status').filter({ hasText: en['saveOffline.savedPage'] }).waitFor();
      expect(await contentCacheUrls(page)).toEqual(
        expect.arrayContaining(['/api/content/topics/front-end', '/api/progress', '/api/notes', '/api/links/dead']),
      );

      await context.setOffline(true);
      // Saving needs the network: said plainly while offline.
      await page.getByText(en['saveOffline.offline']).waitFor();
      expect(await save.isDisabled()).toBe(true);
      await page.reload();
      await page.getByRole('heading', { name: title('/front-end'), level: 1 }).waitFor();
      await page.getByRole('link', { name: /^(Download The Roadmap|Download Now)/ }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('Ctrl+K searches what is kept on the device while offline and opens the item', async () => {
    const page = await signedInPage(suite.browser, suite.app);
    const context = page.context();
    const section = frontEnd.sections[1]!;
    try {
      await controlledBySw(page);
      await page.goto(`${suite.app.url}/front-end`);
      await page.getByRole('heading', { name: title('/front-end'), level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      await page.goto(`${suite.app.url}/explore`);
      await page.getByRole('heading', { name: title('/explore'), level: 1 }).waitFor();

      await context.setOffline(true);
      await page.keyboard.press('Control+k');
      const input = page.getByRole('combobox', { name: /Search topics, links/ });
      await input.fill(section.title);
      const option = page.getByRole('option').filter({ hasText: section.title }).first();
      await option.waitFor();
      await option.click();
      await page.waitForURL(/\/front-end#/);
      await page.getByRole('heading', { name: title('/front-end'), level: 1 }).waitFor();
    } finally {
      await context.close();
    }
  });
});
