// @module-tag database: its screens read or write the database, so CI runs it on PostgreSQL too.
import type { Browser, Page, Worker } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_LABEL, PUSH_LOG, PUSH_TEXT } from '#web/features/push/push-messages.js';
import { newBrowserSubscription } from '#tests/support/fake-push-service.js';
import type { AppServer } from '#harness/app-server.js';
import { seriousA11yViolations, signedInPage } from '#harness/browser.js';
import { startAppAndBrowser } from '#harness/signed-in-suite.js';

/**
 * Offline headless Chromium cannot reach its own push service, so PushManager.subscribe and
 * getSubscription are replaced before the app loads with a stand-in that behaves like the real
 * ones (needs the permission, remembers the subscription for the tab, unsubscribe forgets it) and
 * answers with a subscription whose keys the test generated. Everything else is the real browser:
 * the service worker, the permission flow, the API calls and the server.
 */
function stubPushManager(subscription: { endpoint: string; keys: { p256dh: string; auth: string } }) {
  const STORE = 'e2e-push-subscription';
  const state = window as unknown as { pushCalls: { subscribe: string[]; unsubscribe: number } };
  state.pushCalls = { subscribe: [], unsubscribe: 0 };
  const toBase64 = (buffer: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(buffer)));
  const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0)).buffer;
  const make = (applicationServerKey: ArrayBuffer) => ({
    endpoint: subscription.endpoint,
    expirationTime: null,
    options: { userVisibleOnly: true, applicationServerKey },
    toJSON: () => ({ endpoint: subscription.endpoint, expirationTime: null, keys: subscription.keys }),
    unsubscribe: async () => {
      sessionStorage.removeItem(STORE);
      state.pushCalls.unsubscribe += 1;
      return true;
    },
  });
  PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
    if (Notification.permission !== 'granted')
      throw new DOMException('Registration failed - permission denied', 'NotAllowedError');
    const key = options?.applicationServerKey as Uint8Array;
    const buffer = key.buffer.slice(key.byteOffset, key.byteOffset + key.byteLength) as ArrayBuffer;
    sessionStorage.setItem(STORE, toBase64(buffer));
    state.pushCalls.subscribe.push(toBase64(buffer));
    return make(buffer) as unknown as PushSubscription;
  };
  PushManager.prototype.getSubscription = async function () {
    const stored = sessionStorage.getItem(STORE);
    return stored ? (make(fromBase64(stored)) as unknown as PushSubscription) : null;
  };
}

describe('push notifications in Chromium', () => {
  let app: AppServer;
  let browser: Browser;

  beforeAll(async () => {
    ({ app, browser } = await startAppAndBrowser());
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  /** A signed-in page with the stand-in push manager; notifications allowed when `grant`. */
  async function pushPage(options: { grant: boolean }) {
    const page = await signedInPage(browser, app);
    const browserSubscription = newBrowserSubscription(`https://push.example.test/wpush/${Date.now()}`);
    if (options.grant) await page.context().grantPermissions(['notifications'], { origin: app.url });
    await page.context().addInitScript(stubPushManager, browserSubscription.json);
    const logs: string[] = [];
    page.on('console', (message) => logs.push(message.text()));
    await page.reload();
    return { page, logs, subscription: browserSubscription.json, bell: page.getByRole('button', { name: PUSH_LABEL }) };
  }
  /** The bell's note with this text, which is also the bell's accessible description. */
  const note = (page: Page, text: string) => page.locator('[aria-live="polite"]', { hasText: text });
  /** Waits until the bell shows this state (subscribing goes through the server). */
  const pressed = (page: Page, state: boolean) =>
    page.getByRole('button', { name: PUSH_LABEL, pressed: state }).waitFor();
  const activeWorkerUrl = (page: Page) =>
    page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  const serverPublicKey = (page: Page) =>
    page.evaluate(
      async () => ((await (await fetch('/api/push/public-key')).json()) as { publicKey: string }).publicKey,
    );
  const pushCalls = (page: Page) =>
    page.evaluate(() => (window as unknown as { pushCalls: { subscribe: string[]; unsubscribe: number } }).pushCalls);

  it('registers the service worker on sign-in, and the bell subscribes, stores, and unsubscribes with permission granted', async () => {
    const { page, logs, subscription, bell } = await pushPage({ grant: true });
    expect(await activeWorkerUrl(page)).toBe(`${app.url}/sw.js`);
    await pressed(page, false);
    const countBefore = await app.services.push.count();

    const stored = page.waitForRequest(
      (request) => request.url().endsWith('/api/push/subscriptions') && request.method() === 'POST',
    );
    await bell.click();
    expect((await stored).postDataJSON()).toEqual({ ...subscription, expirationTime: null });
    await pressed(page, true);
    await note(page, PUSH_TEXT.on).waitFor();
    expect(await page.locator(`[id="${await bell.getAttribute('aria-describedby')}"]`).textContent()).toBe(
      PUSH_TEXT.on,
    );
    expect(await app.services.push.count()).toBe(countBefore + 1);
    // Subscribed with the server's VAPID public key (standard base64 of the same 65 bytes).
    const publicKey = await serverPublicKey(page);
    expect((await pushCalls(page)).subscribe).toEqual([Buffer.from(publicKey, 'base64url').toString('base64')]);
    expect(logs).toContain(PUSH_LOG.permissionGranted);
    expect(logs).toContain(`${PUSH_LOG.subscribed} ${subscription.endpoint}`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    // The note points to where the subscriber chooses topics (tests/e2e/notification-topics.test.ts opens it).
    const topicsLink = note(page, PUSH_TEXT.on).getByRole('link', { name: 'Choose what you hear about' });
    expect(await topicsLink.getAttribute('href')).toBe('/account#notifications');

    // Escape closes the note; the state stays.
    await bell.focus();
    await page.keyboard.press('Escape');
    expect(await note(page, PUSH_TEXT.on).count()).toBe(0);

    // After a reload the browser still holds the subscription: the bell shows on and re-stores it.
    const restored = page.waitForRequest(
      (request) => request.url().endsWith('/api/push/subscriptions') && request.method() === 'POST',
    );
    await page.reload();
    await restored;
    await pressed(page, true);
    expect(await app.services.push.count()).toBe(countBefore + 1);

    const deleted = page.waitForRequest(
      (request) => request.url().endsWith('/api/push/subscriptions') && request.method() === 'DELETE',
    );
    await bell.click();
    expect((await deleted).postDataJSON()).toEqual({ endpoint: subscription.endpoint });
    await pressed(page, false);
    await note(page, PUSH_TEXT.off).waitFor();
    expect((await pushCalls(page)).unsubscribe).toBe(1);
    expect(await app.services.push.count()).toBe(countBefore);
    await page.context().close();
  });

  it('the service worker shows a pushed notification and a click takes an open window to its page', async () => {
    const { page } = await pushPage({ grant: true });
    await page.goto(`${app.url}/explore`);
    await activeWorkerUrl(page);
    const cdp = await page.context().newCDPSession(page);
    const registrationId = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((registration) => registration.scopeURL === `${app.url}/`);
        if (ours) resolve(ours.registrationId);
      }),
    );
    await cdp.send('ServiceWorker.enable');
    const message = {
      title: 'New hackathon',
      body: 'Registrations for the spring hackathon are open.',
      url: '/hackathon',
    };
    const deliver = async () =>
      cdp.send('ServiceWorker.deliverPushMessage', {
        origin: app.url,
        registrationId: await registrationId,
        data: JSON.stringify(message),
      });
    await deliver();

    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          url: (n.data as { url: string }).url,
        })),
      );
    // Under load a push can reach a worker still starting and be dropped by the browser; it is sent
    // again, which the notification's tag keeps to one on screen.
    await expect
      .poll(
        async () => {
          const notifications = await shown();
          if (!notifications.length) await deliver();
          return notifications;
        },
        { timeout: 20_000, interval: 3_000 },
      )
      .toEqual([message]);

    // A real click needs the operating system's notification; the worker's own click handler is run directly.
    const worker: Worker = page
      .context()
      .serviceWorkers()
      .find((sw) => sw.url() === `${app.url}/sw.js`)!;
    await worker.evaluate(
      (url) =>
        (self as unknown as { openNotificationTarget(url: string): Promise<unknown> }).openNotificationTarget(url),
      message.url,
    );
    await page.waitForURL(`${app.url}/hackathon`);
    await page.context().close();
  });

  it('when the browser replaces a subscription, the service worker stores the new one and forgets the old one', async () => {
    const { page, subscription, bell } = await pushPage({ grant: true });
    await bell.click();
    await pressed(page, true);
    const before = await app.services.push.count();
    const renewed = newBrowserSubscription(`${subscription.endpoint}-renewed`).json;
    await activeWorkerUrl(page);
    const worker = page
      .context()
      .serviceWorkers()
      .find((sw) => sw.url() === `${app.url}/sw.js`)!;
    await worker.evaluate(
      ([oldEndpoint, next]) =>
        (self as unknown as { replaceSubscription(a: unknown, b: unknown): Promise<void> }).replaceSubscription(
          { endpoint: oldEndpoint },
          { endpoint: next.endpoint, toJSON: () => next },
        ),
      [subscription.endpoint, renewed] as const,
    );
    // Same count: one stored, one deleted (the old one belonged to this account).
    expect(await app.services.push.count()).toBe(before);
    const stillThere = await page.evaluate(
      async (endpoint) =>
        (
          await fetch('/api/push/subscriptions', {
            method: 'DELETE',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ endpoint }),
          })
        ).status,
      renewed.endpoint,
    );
    expect(stillThere).toBe(204);
    expect(await app.services.push.count()).toBe(before - 1);
    await page.context().close();
  });

  it('explains a denied permission, logs it, and stores nothing', async () => {
    const { page, logs, bell } = await pushPage({ grant: false });
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/push/subscriptions')) posts.push(request.method());
    });
    expect(await activeWorkerUrl(page)).toBe(`${app.url}/sw.js`);
    await bell.click();
    // Headless Chromium answers a prompt nobody can see with 'denied' (after a moment).
    await note(page, PUSH_TEXT.denied).waitFor();
    expect(await bell.getAttribute('aria-pressed')).toBe('false');
    expect(logs).toContain(`${PUSH_LOG.permissionDenied} denied`);
    expect(posts).toEqual([]);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('explains that a browser without Web Push cannot be notified', async () => {
    const page = await signedInPage(browser, app);
    await page.context().addInitScript(() => {
      delete (window as { PushManager?: unknown }).PushManager;
    });
    await page.reload();
    const bell = page.getByRole('button', { name: PUSH_LABEL });
    await bell.click();
    await note(page, PUSH_TEXT.unsupported).waitFor();
    expect(await bell.getAttribute('aria-pressed')).toBe('false');
    await page.context().close();
  });
});
