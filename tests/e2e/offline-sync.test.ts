import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import en from '#web/lib/i18n/catalogues/en.json' with { type: 'json' };
import { signedInPage, signInThroughForm } from '#harness/browser.js';
import { contentCacheUrls, controlledBySw, waitingOnDevice } from './support/offline.js';
import { useAppAndBrowser } from '#harness/signed-in-suite.js';

/** Opens /front-end's first section (its links' Done boxes) and waits until the page is idle. */
async function openFrontEndLinks(page: Page, url: string) {
  await page.goto(`${url}/front-end`);
  await page.locator('.topic-sections .accordion__button').first().click();
  const boxes = page.getByRole('checkbox', { name: /^Done/ });
  await boxes.first().waitFor();
  await page.waitForLoadState('networkidle');
  return boxes;
}

const ticksOnServer = async (page: Page, url: string) =>
  ((await (await page.request.get(`${url}/api/progress`)).json()) as { done: string[] }).done;

describe('offline: the outbox by Background Sync, and a 401 while syncing', () => {
  const suite = useAppAndBrowser();

  it('sends a tick made offline by Background Sync after its tab has closed', async () => {
    const page = await signedInPage(suite.browser, suite.app);
    const context = page.context();
    try {
      await controlledBySw(page);
      const boxes = await openFrontEndLinks(page, suite.app.url);
      await context.setOffline(true);
      await boxes.first().click();
      await expect.poll(() => boxes.first().isChecked()).toBe(true);
      // The page could not send it: it asked the browser for a Background Sync.
      await expect
        .poll(() =>
          page.evaluate(async () => {
            const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
              sync: { getTags(): Promise<string[]> };
            };
            return registration.sync.getTags();
          }),
        )
        .toContain('studyhub-outbox');

      // The tab closes; another tab (not StudyHub's) keeps the browser's DevTools connection.
      const other = await context.newPage();
      const cdp = await context.newCDPSession(other);
      const registrations: Array<{ registrationId: string; scopeURL: string }> = [];
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => registrations.push(...updated));
      await cdp.send('ServiceWorker.enable');
      await page.close();
      await context.setOffline(false);
      await expect.poll(() => registrations.length).toBeGreaterThan(0);
      const registration = registrations.find((entry) => entry.scopeURL.startsWith(suite.app.url))!;
      // What the browser does when its connection returns: fire the registered sync in the worker.
      await cdp.send('ServiceWorker.dispatchSyncEvent', {
        origin: new URL(suite.app.url).origin,
        registrationId: registration.registrationId,
        tag: 'studyhub-outbox',
        lastChance: false,
      });
      await expect.poll(() => ticksOnServer(other, suite.app.url)).toHaveLength(1);
    } finally {
      await context.close();
    }
  });

  it("a 401 during sync (session ended elsewhere) clears the cached content and keeps the change for that account's next sign-in", async () => {
    const page = await signedInPage(suite.browser, suite.app);
    const context = page.context();
    try {
      await controlledBySw(page);
      const { email } = (await (await page.request.get(`${suite.app.url}/api/account`)).json()) as { email: string };
      const { user } = (await (await page.request.get(`${suite.app.url}/api/auth/session`)).json()) as {
        user: { id: string };
      };
      const boxes = await openFrontEndLinks(page, suite.app.url);
      expect(await contentCacheUrls(page)).toContain('/api/content/topics/front-end');

      await context.setOffline(true);
      await page.getByRole('status').filter({ hasText: en['offline.bar'] }).waitFor();
      await boxes.first().click();
      await expect.poll(() => waitingOnDevice(page)).toBe(1);
      // The session ends elsewhere ('Sign out the other device', a password reset) while offline.
      await suite.app.services.sessions.endAllForUser(user.id);

      await context.setOffline(false);
      await page.waitForURL(`${suite.app.url}/signin`);
      await expect.poll(() => contentCacheUrls(page)).toEqual([]);
      expect(await waitingOnDevice(page)).toBe(1);
      expect((await page.request.get(`${suite.app.url}/api/progress`)).status()).toBe(401);

      // The same account signs in again: the change it made offline goes through.
      await signInThroughForm(page, suite.app.url, email, 'learning password');
      await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
      await expect.poll(() => waitingOnDevice(page)).toBe(0);
      const done = await ticksOnServer(page, suite.app.url);
      expect(done).toHaveLength(1);
      expect(done[0]).toMatch(/^link:front-end\//);
    } finally {
      await context.close();
    }
  });
});
