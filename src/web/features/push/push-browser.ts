import { deletePushSubscription, fetchPushPublicKey } from './push-api.js';

/** Served from the site's root (src/web/public/sw.js), so its scope covers every page. */
const SERVICE_WORKER_URL = '/sw.js';

/** Web Push needs a secure context, a service worker, the Push API and notifications. */
export function pushSupported(): boolean {
  return window.isSecureContext && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** How long a fresh service worker may take to activate (it has nothing to install) before we give up. */
const ACTIVATION_TIMEOUT_MS = 10_000;

/** Registers (or finds) our service worker; the registration can read the current subscription at once. */
export function registerServiceWorker(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
}

/** Our registration once its worker is active, which subscribing needs; rejects rather than wait forever. */
export async function readyRegistration(): Promise<ServiceWorkerRegistration> {
  await registerServiceWorker();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('The service worker did not become active.')), ACTIVATION_TIMEOUT_MS);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function decodeBase64Url(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

function sameBytes(buffer: ArrayBuffer | null, bytes: Uint8Array): boolean {
  if (!buffer || buffer.byteLength !== bytes.length) return false;
  const view = new Uint8Array(buffer);
  return bytes.every((byte, index) => view[index] === byte);
}

/**
 * This browser's subscription made with the server's current VAPID key: the existing one, or a
 * new one. A subscription made with an older key (the keys were replaced) is dropped first, on the
 * server too, because push services refuse our signatures for it.
 */
export async function subscribeWithServerKey(registration: ServiceWorkerRegistration): Promise<PushSubscription> {
  const serverKey = decodeBase64Url(await fetchPushPublicKey());
  const existing = await registration.pushManager.getSubscription();
  if (existing && sameBytes(existing.options.applicationServerKey, serverKey)) return existing;
  if (existing) {
    await deletePushSubscription(existing.endpoint).catch(() => undefined);
    await existing.unsubscribe();
  }
  // userVisibleOnly: every push shows a notification (browsers require it for web pages).
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: serverKey });
}
