/*
 * StudyHub's service worker (registered after sign-in by the navbar's notification bell).
 * It only does Web Push: shows the notifications `npm run push:send` sends, opens or focuses the
 * page a notification carries when it is clicked, and keeps the server's copy of the subscription
 * current when the browser replaces it. No fetch handler: pages load from the network as usual.
 * Plain JavaScript served as /sw.js (scope /), so no build step is involved.
 */

const FALLBACK_MESSAGE = { title: 'StudyHub', body: 'There is something new for you on StudyHub.', url: '/' };

self.addEventListener('install', () => self.skipWaiting());
// Control open pages straight away, so a notification click can navigate them.
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

const textOr = (value, fallback) => (typeof value === 'string' && value.trim() ? value.trim() : fallback);

/** The decrypted payload: { title, body, url } as JSON; plain text becomes the body. */
function readPushMessage(data) {
  if (!data) return FALLBACK_MESSAGE;
  try {
    const message = data.json();
    return {
      title: textOr(message.title, FALLBACK_MESSAGE.title),
      body: textOr(message.body, ''),
      url: textOr(message.url, '/'),
    };
  } catch {
    return { ...FALLBACK_MESSAGE, body: textOr(data.text(), FALLBACK_MESSAGE.body) };
  }
}

function showPushMessage(message) {
  return self.registration.showNotification(message.title, {
    body: message.body,
    icon: '/favicon.svg',
    lang: 'en',
    data: { url: message.url },
  });
}

self.addEventListener('push', (event) => {
  event.waitUntil(showPushMessage(readPushMessage(event.data)));
});

/** Where a click goes: a path on this site or an http(s) page elsewhere; anything else opens the home page. */
function notificationTarget(url) {
  try {
    const target = new URL(url || '/', self.location.origin);
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
async function openNotificationTarget(url) {
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

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openNotificationTarget(event.notification.data && event.notification.data.url));
});

function sendSubscriptionRequest(method, body) {
  return fetch('/api/push/subscriptions', {
    method,
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** Stores the browser's replacement subscription and forgets the old one (best effort: the session may have ended). */
async function replaceSubscription(oldSubscription, newSubscription) {
  if (newSubscription) await sendSubscriptionRequest('POST', newSubscription.toJSON());
  if (oldSubscription && (!newSubscription || oldSubscription.endpoint !== newSubscription.endpoint)) {
    await sendSubscriptionRequest('DELETE', { endpoint: oldSubscription.endpoint });
  }
}

self.addEventListener('pushsubscriptionchange', (event) => {
  const previous = event.oldSubscription;
  const renewed = event.newSubscription
    ? Promise.resolve(event.newSubscription)
    : previous
      ? self.registration.pushManager.subscribe(previous.options)
      : Promise.resolve(null);
  event.waitUntil(
    renewed
      .then((next) => replaceSubscription(previous, next))
      .catch((error) => console.error('Push subscription renewal failed:', error)),
  );
});
