/// <reference lib="webworker" />
/**
 * Web Push in the service worker: shows the notifications `npm run push:send` sends, opens or
 * focuses the page a notification carries when it is clicked, and keeps the server's copy of the
 * subscription current when the browser replaces it.
 */

declare const self: ServiceWorkerGlobalScope;

interface PushMessage {
  title: string;
  body: string;
  url: string;
}

const FALLBACK_MESSAGE: PushMessage = {
  title: 'StudyHub',
  body: 'There is something new for you on StudyHub.',
  url: '/',
};

const textOr = (value: unknown, fallback: string) =>
  typeof value === 'string' && value.trim() ? value.trim() : fallback;

/** The decrypted payload: { title, body, url } as JSON; plain text becomes the body. */
function readPushMessage(data: PushMessageData | null): PushMessage {
  if (!data) return FALLBACK_MESSAGE;
  try {
    const message = data.json() as Partial<Record<keyof PushMessage, unknown>>;
    return {
      title: textOr(message.title, FALLBACK_MESSAGE.title),
      body: textOr(message.body, ''),
      url: textOr(message.url, '/'),
    };
  } catch {
    return { ...FALLBACK_MESSAGE, body: textOr(data.text(), FALLBACK_MESSAGE.body) };
  }
}

function showPushMessage(message: PushMessage) {
  return self.registration.showNotification(message.title, {
    // A message delivered twice (push services may redeliver) shows once; a new one replaces an
    // unread one only when title and page are the same (yesterday's study reminder, say).
    tag: `${message.title}\n${message.url}`,
    body: message.body,
    icon: '/icons/icon-192.png',
    lang: 'en',
    data: { url: message.url },
  });
}

/** Where a click goes: a path on this site or an http(s) page elsewhere; anything else opens the home page. */
function notificationTarget(url: unknown): URL {
  try {
    const target = new URL(typeof url === 'string' && url ? url : '/', self.location.origin);
    if (target.protocol === 'https:' || target.protocol === 'http:') return target;
  } catch {
    // fall through to the home page
  }
  return new URL('/', self.location.origin);
}

/**
 * Focuses a StudyHub window already showing the target, else takes an open StudyHub window there,
 * else opens a new window. focus() needs the click's user activation; a refusal is not fatal.
 */
async function openNotificationTarget(url: unknown) {
  const target = notificationTarget(url);
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const showing = windows.find((client) => client.url === target.href);
  if (showing) return showing.focus().catch(() => showing);
  if (target.origin === self.location.origin) {
    const ours = windows.find((client) => new URL(client.url).origin === self.location.origin);
    if (ours) {
      await ours.focus().catch(() => undefined);
      const navigated = await ours.navigate(target.href).catch(() => null);
      if (navigated) return navigated;
    }
  }
  return self.clients.openWindow(target.href);
}

function sendSubscriptionRequest(method: 'POST' | 'DELETE', body: unknown) {
  return fetch('/api/push/subscriptions', {
    method,
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** Stores the browser's replacement subscription and forgets the old one (best effort: the session may have ended). */
async function replaceSubscription(oldSubscription: PushSubscription | null, newSubscription: PushSubscription | null) {
  if (newSubscription) await sendSubscriptionRequest('POST', newSubscription.toJSON());
  if (oldSubscription && (!newSubscription || oldSubscription.endpoint !== newSubscription.endpoint)) {
    await sendSubscriptionRequest('DELETE', { endpoint: oldSubscription.endpoint });
  }
}

/** The renewal event is not in TypeScript's worker types yet. */
interface PushSubscriptionChangeEvent extends ExtendableEvent {
  readonly oldSubscription: PushSubscription | null;
  readonly newSubscription: PushSubscription | null;
}

export function registerPushHandlers() {
  // On the worker's global scope, as in the plain script this came from: tests/e2e/push.test.ts runs
  // them in the worker, since a real notification click and subscription renewal need the system.
  Object.assign(self, { openNotificationTarget, replaceSubscription });
  self.addEventListener('push', (event) => {
    event.waitUntil(showPushMessage(readPushMessage(event.data)));
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    event.waitUntil(openNotificationTarget((event.notification.data as { url?: unknown } | null)?.url));
  });

  self.addEventListener('pushsubscriptionchange', (rawEvent) => {
    const event = rawEvent as PushSubscriptionChangeEvent;
    const previous = event.oldSubscription;
    const renewed = event.newSubscription
      ? Promise.resolve(event.newSubscription)
      : previous
        ? self.registration.pushManager.subscribe(previous.options)
        : Promise.resolve(null);
    event.waitUntil(
      renewed
        .then((next) => replaceSubscription(previous, next))
        .catch((error: unknown) => console.error('Push subscription renewal failed:', error)),
    );
  });
}
