import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '#server/content/load-catalogue.js';
import type { TopicPage } from '#shared/content/index.js';
import en from '#web/lib/i18n/catalogues/en.json' with { type: 'json' };
import { launchPersistentBrowser, signedInPage } from '#harness/browser.js';
import { useAppAndBrowser } from '#harness/signed-in-suite.js';
import { contentCacheUrls, controlledBySw, waitingOnDevice } from './support/offline.js';
import { startVersionProxy, type VersionProxy } from './support/version-proxy.js';

const catalogue = await loadCatalogue('content');
const frontEnd = catalogue.get('topics/front-end') as TopicPage;

describe('offline: installable app, update prompt, pages readable offline', () => {
  const suite = useAppAndBrowser();

  it('meets the install criteria: Chromium reports no installability errors', async () => {
    // A browser profile on disk: an incognito context can never install ('in-incognito').
    const profile = await mkdtemp(path.join(tmpdir(), 'studyhub-install-'));
    const context = await launchPersistentBrowser(profile);
    try {
      const page = await context.newPage();
      await page.goto(`${suite.app.url}/signin`);
      await controlledBySw(page);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: unknown[];
      };
      expect(installabilityErrors).toEqual([]);
      const manifest = (await (await page.request.get(`${suite.app.url}/manifest.webmanifest`)).json()) as {
        icons: Array<{ purpose: string }>;
        shortcuts: Array<{ url: string }>;
        display: string;
      };
      expect(manifest.display).toBe('standalone');
      expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
      expect(manifest.shortcuts.map((shortcut) => shortcut.url)).toEqual(['/explore', '/saved']);
    } finally {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    }
  });

  it("offers 'New version available -> Reload' when a new service worker waits, and Reload switches to it", async () => {
    let proxy: VersionProxy | undefined;
    const context = await suite.browser.newContext();
    try {
      proxy = await startVersionProxy(suite.app.url);
      const page = await context.newPage();
      await page.goto(`${proxy.url}/signin`);
      await controlledBySw(page);
      expect(await page.getByText(en['offline.updateAvailable']).count()).toBe(0);

      proxy.publishNewVersion();
      await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
      const prompt = page.getByRole('status').filter({ hasText: en['offline.updateAvailable'] });
      await prompt.waitFor();
      // The new version waits: the page keeps running the old one until the person chooses.
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null)).toBe(
        true,
      );

      await Promise.all([
        page.waitForEvent('load'),
        prompt.getByRole('button', { name: en['offline.reload'] }).click(),
      ]);
      await page.getByRole('button', { name: 'Login' }).waitFor();
      await expect
        .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null))
        .toBe(null);
      expect(await page.getByText(en['offline.updateAvailable']).count()).toBe(0);
    } finally {
      await context.close();
      await proxy?.stop();
    }
  });

  it('shows an opened page offline after a reload; after sign-out nothing is shown and no content is cached', async () => {
    const page = await signedInPage(suite.browser, suite.app);
    const context = page.context();
    try {
      await controlledBySw(page);
      await page.goto(`${suite.app.url}/front-end`);
      await page.getByRole('heading', { name: frontEnd.title, level: 1 }).waitFor();
      const roadmap = page.getByRole('link', { name: /^(Download The Roadmap|Download Now)/ });
      await roadmap.waitFor();
      await page.waitForLoadState('networkidle');

      await context.setOffline(true);
      await page.reload();
      await page.getByRole('heading', { name: frontEnd.title, level: 1 }).waitFor();
      expect(await roadmap.getAttribute('href')).toBe(frontEnd.overview.roadmap.url);
      expect(await contentCacheUrls(page)).toContain('/api/content/topics/front-end');

      await context.setOffline(false);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Explore More' }).click();
      await page.getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL(`${suite.app.url}/signin`);
      await expect.poll(() => contentCacheUrls(page)).toEqual([]);

      await context.setOffline(true);
      await page.goto(`${suite.app.url}/front-end`).catch(() => undefined);
      await page.waitForURL(`${suite.app.url}/signin`);
      expect(await page.getByRole('heading', { name: frontEnd.title }).count()).toBe(0);
      expect(await roadmap.count()).toBe(0);
      expect(await contentCacheUrls(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
  it('keeps two ticks made offline across an offline reload, and the server has both once online', async () => {
    const page = await signedInPage(suite.browser, suite.app);
    const context = page.context();
    const boxes = page.getByRole('checkbox', { name: /^Done/ });
    const openFirstSection = async () => {
      await page.getByRole('heading', { name: frontEnd.title, level: 1 }).waitFor();
      await page.locator('.topic-sections .accordion__button').first().click();
      await boxes.first().waitFor();
    };
    const banner = (text: string) => page.getByRole('status').filter({ hasText: text });
    try {
      await controlledBySw(page);
      await page.goto(`${suite.app.url}/front-end`);
      await openFirstSection();
      await page.waitForLoadState('networkidle');

      await context.setOffline(true);
      await banner(en['offline.bar']).waitFor();
      for (const index of [0, 1]) {
        await boxes.nth(index).click();
        await expect.poll(() => boxes.nth(index).isChecked()).toBe(true);
      }
      await page.reload();
      await openFirstSection();
      await expect.poll(() => boxes.nth(0).isChecked()).toBe(true);
      expect(await boxes.nth(1).isChecked()).toBe(true);
      await banner(en['offline.bar']).waitFor();

      await context.setOffline(false);
      await banner(en['offline.synced']).waitFor();
      const progress = (await (await page.request.get(`${suite.app.url}/api/progress`)).json()) as { done: string[] };
      expect(progress.done).toHaveLength(2);
      expect(progress.done.every((id) => id.startsWith('link:front-end/'))).toBe(true);
      // Nothing waits on the device any more.
      expect(await waitingOnDevice(page)).toBe(0);
    } finally {
      await context.close();
    }
  });
  it('video search and Talko say plainly that they need a connection while offline', async () => {
    const page = await signedInPage(suite.browser, suite.app);
    const context = page.context();
    try {
      await controlledBySw(page);
      for (const [path, what] of [
        ['/api', 'Video search'],
        ['/chatbot', 'Talko'],
      ] as const) {
        await page.goto(`${suite.app.url}${path}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        const note = page.getByRole('status').filter({ hasText: `${what} needs an internet connection.` });
        expect(await note.count()).toBe(0);
        await context.setOffline(true);
        await note.waitFor();
        await context.setOffline(false);
        await expect.poll(() => note.count()).toBe(0);
      }
    } finally {
      await context.close();
    }
  });
});
