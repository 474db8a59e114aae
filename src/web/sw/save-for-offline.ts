/// <reference lib="webworker" />
/**
 * 'Save for offline' in the service worker: the page posts the answers a page (or every page)
 * needs, and the worker stores them in the gated content cache, all or nothing:
 * - only while the cache has a valid owner (a signed-in session), and only paths the gate caches;
 * - every answer is downloaded first and measured; when the device's free quota
 *   (navigator.storage.estimate) cannot hold them, nothing is stored and the page says
 *   'Not enough space to save this page offline';
 * - if storing still fails part way (the quota filled meanwhile), what this save stored is removed.
 * The page also asks how much the saved content takes (the account page shows it).
 */
import { CONTENT_CACHE, OWNER_KEY, SAVED_KEY, isCachedApiPath } from './content-gate.js';
import { clearContent, recordSaved, servableAnswers, validOwner } from './content-cache.js';
import { OFFLINE_SAVE_MAX_ANSWERS, type OfflineSaveOutcome } from '#shared/offline-save-messages.js';

declare const self: ServiceWorkerGlobalScope;

/** Room kept free beyond the answers' own size: the browser stores headers and indexes beside them. */
const HEADROOM = 1.2;

/** A path below this site that the gate may cache (a language or the session question's ?optional only), else null. */
function cacheablePath(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const url = new URL(value, self.location.origin);
  if (url.origin !== self.location.origin || !isCachedApiPath(url.pathname)) return null;
  if (!/^(\?(lang=[a-z]{2}|optional))?$/.test(url.search)) return null;
  return url.pathname + url.search;
}

async function saveAnswers(values: unknown): Promise<OfflineSaveOutcome> {
  if (!Array.isArray(values) || values.length === 0 || values.length > OFFLINE_SAVE_MAX_ANSWERS)
    return { outcome: 'failed' };
  const paths = values.map(cacheablePath);
  if (paths.some((path) => path === null)) return { outcome: 'failed' };
  if (!(await validOwner())) return { outcome: 'signed-out' };

  let answers: Array<{ path: string; response: Response; size: number }>;
  try {
    answers = await Promise.all(
      (paths as string[]).map(async (path) => {
        const response = await fetch(path, { credentials: 'same-origin' });
        if (response.status === 401) throw Object.assign(new Error('signed out'), { signedOut: true });
        if (!response.ok) throw new Error(`${path} answered ${response.status}`);
        // Read once to measure it; the stored copy is rebuilt from the same bytes.
        const body = await response.arrayBuffer();
        return { path, response: new Response(body, response), size: body.byteLength };
      }),
    );
  } catch (error) {
    if ((error as { signedOut?: boolean }).signedOut) {
      await clearContent();
      return { outcome: 'signed-out' };
    }
    return { outcome: navigatorOnline() ? 'failed' : 'offline' };
  }

  const bytes = answers.reduce((total, answer) => total + answer.size, 0);
  const { quota, usage } = await self.navigator.storage.estimate();
  if (quota !== undefined && usage !== undefined && quota - usage < bytes * HEADROOM) return { outcome: 'no-space' };

  // The session may have ended while the answers downloaded: the gate decides again.
  if (!(await validOwner())) return { outcome: 'signed-out' };
  const cache = await caches.open(CONTENT_CACHE);
  const stored: string[] = [];
  try {
    for (const answer of answers) {
      await cache.put(answer.path, answer.response);
      stored.push(answer.path);
    }
  } catch (error) {
    await Promise.all(stored.map((path) => cache.delete(path)));
    const full = error instanceof DOMException && error.name === 'QuotaExceededError';
    return { outcome: full ? 'no-space' : 'failed' };
  }
  await recordSaved(stored);
  return { outcome: 'saved', bytes };
}

const navigatorOnline = () => self.navigator.onLine;

/** What the saved content takes on the device (the bodies of every kept answer). */
async function savedBytes(): Promise<number> {
  if (!(await caches.has(CONTENT_CACHE))) return 0;
  const cache = await caches.open(CONTENT_CACHE);
  let total = 0;
  for (const request of await cache.keys()) {
    const { pathname } = new URL(request.url);
    if (pathname === OWNER_KEY || pathname === SAVED_KEY) continue;
    const response = await cache.match(request);
    if (response) total += (await response.arrayBuffer()).byteLength;
  }
  return total;
}

export function registerSaveForOffline() {
  self.addEventListener('message', (event) => {
    const data = event.data as { type?: unknown; paths?: unknown } | null;
    const port = event.ports[0];
    if (!port) return;
    if (data?.type === 'SAVE_FOR_OFFLINE')
      event.waitUntil(
        saveAnswers(data.paths)
          .catch((): OfflineSaveOutcome => ({ outcome: 'failed' }))
          .then((outcome) => port.postMessage(outcome)),
      );
    else if (data?.type === 'KEPT_ANSWERS')
      event.waitUntil(
        servableAnswers()
          .catch(() => [])
          .then((paths) => port.postMessage({ paths })),
      );
    else if (data?.type === 'OFFLINE_SIZE')
      event.waitUntil(
        savedBytes()
          .catch(() => 0)
          .then((bytes) => port.postMessage({ bytes })),
      );
  });
}
