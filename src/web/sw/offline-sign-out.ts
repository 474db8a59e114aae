/// <reference lib="webworker" />
/**
 * Signing out without a connection. When POST /api/auth/signout cannot reach the server, the worker
 * deletes the gated content at once, keeps the sign-out (an entry in its own small cache) and
 * answers 202 (accepted, not yet delivered), so the page goes to the sign-in page with nothing
 * readable. The waiting sign-out is sent with this browser's cookie:
 * - by Background Sync once the connection returns (Chromium; even with every tab closed);
 * - when an open page says the connection is back (message SEND_PENDING_SIGN_OUT on `online`);
 * - before any session question, which fails while the sign-out cannot be sent, so no start
 *   shows this browser signed in while its sign-out waits.
 * Any later sign-in, sign-out, reset or deletion that reaches the server makes it moot.
 */
import { clearContent } from './content-cache.js';

declare const self: ServiceWorkerGlobalScope;

const PENDING_CACHE = 'studyhub-sign-out';
const PENDING_KEY = '/pending-sign-out';
export const SIGN_OUT_SYNC_TAG = 'studyhub-sign-out';
export const SEND_PENDING_SIGN_OUT = 'SEND_PENDING_SIGN_OUT';

export const clearPendingSignOut = () => caches.delete(PENDING_CACHE);

export async function queueSignOut(): Promise<Response> {
  await clearContent();
  const cache = await caches.open(PENDING_CACHE);
  await cache.put(PENDING_KEY, new Response(new Date().toISOString()));
  const registration = self.registration as ServiceWorkerRegistration & {
    sync?: { register(tag: string): Promise<void> };
  };
  await registration.sync?.register(SIGN_OUT_SYNC_TAG).catch(() => undefined);
  return new Response(null, { status: 202 });
}

/** Sends the waiting sign-out, if one waits; false while it still cannot be delivered. */
export async function sendPendingSignOut(): Promise<boolean> {
  if (!(await caches.has(PENDING_CACHE))) return true;
  try {
    const response = await fetch('/api/auth/signout', { method: 'POST', credentials: 'include' });
    // Any other answer means this browser's session is over (204) or was already gone.
    if (response.status >= 500) return false;
  } catch {
    return false;
  }
  await clearPendingSignOut();
  return true;
}

/** The event's shape (not in TypeScript's worker types yet). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

async function sendOrRetry(): Promise<void> {
  // A failed sync event is retried by the browser later.
  if (!(await sendPendingSignOut())) throw new Error('The sign-out could not be sent yet.');
}

export function registerOfflineSignOut() {
  self.addEventListener('sync', (rawEvent) => {
    const event = rawEvent as SyncEvent;
    if (event.tag === SIGN_OUT_SYNC_TAG) event.waitUntil(sendOrRetry());
  });
  self.addEventListener('message', (event) => {
    if ((event.data as { type?: unknown } | null)?.type === SEND_PENDING_SIGN_OUT)
      event.waitUntil(sendPendingSignOut());
  });
}
