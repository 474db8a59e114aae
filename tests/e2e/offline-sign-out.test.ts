import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '#server/content/load-catalogue.js';
import type { TopicPage } from '#shared/content/index.js';
import { contentCacheUrls, controlledBySw } from './support/offline.js';
import { useSignedInSuite } from '#harness/signed-in-suite.js';

const catalogue = await loadCatalogue('content');

/** The API answers the device keeps outside the precache (a waiting sign-out is no answer). */
const keptAnswers = async (page: Page) => (await contentCacheUrls(page)).filter((url) => url.startsWith('/api/'));
const frontEnd = catalogue.get('topics/front-end') as TopicPage;

describe('offline: signing out without a connection', () => {
  const suite = useSignedInSuite();

  it('shows the sign-in page at once, leaves no content readable, and ends the session on reconnect', async () => {
    const { page } = suite;
    const context = page.context();
    const { url } = suite.app;
    try {
      await controlledBySw(page);
      await page.goto(`${url}/front-end`);
      await page.getByRole('heading', { name: frontEnd.title, level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await contentCacheUrls(page)).toContain('/api/content/topics/front-end');
      // The session cookie as the server issued it, to ask the server about this session afterwards.
      const cookie = (await context.cookies(url)).map((entry) => `${entry.name}=${entry.value}`).join('; ');
      const sessionAnswer = async () => (await fetch(`${url}/api/auth/session`, { headers: { cookie } })).status;
      expect(await sessionAnswer()).toBe(200);

      await context.setOffline(true);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Explore More' }).click();
      await page.getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL(`${url}/signin`);
      await page.getByRole('button', { name: 'Login' }).waitFor();
      expect(await keptAnswers(page)).toEqual([]);

      // Still offline: a reload and a gated page both end at the sign-in page, and the worker has no answer.
      await page.reload();
      await page.getByRole('button', { name: 'Login' }).waitFor();
      await page.goto(`${url}/front-end`).catch(() => undefined);
      await page.waitForURL(`${url}/signin`);
      await page.getByRole('button', { name: 'Login' }).waitFor();
      expect(await page.getByRole('heading', { name: frontEnd.title }).count()).toBe(0);
      const offlineRead = await page.evaluate(() =>
        fetch('/api/content/topics/front-end').then(
          (answer) => answer.status,
          () => 'no answer',
        ),
      );
      expect(offlineRead).toBe('no answer');
      expect(await keptAnswers(page)).toEqual([]);
      // The session is still open on the server until the device reconnects.
      expect(await sessionAnswer()).toBe(200);

      await context.setOffline(false);
      await expect.poll(sessionAnswer, { timeout: 15_000 }).toBe(401);
      // Nothing waits any more: the worker's queue is empty and a reload asks the server again.
      await expect.poll(() => contentCacheUrls(page)).toEqual([]);
      await page.reload();
      await page.getByRole('button', { name: 'Login' }).waitFor();
    } finally {
      await context.setOffline(false);
    }
  });
});
