/// <reference lib="webworker" />
/**
 * The gated content cache: the API answers a signed-in browser fetched (content, ticks, bookmarks,
 * dead links, the session question), kept so the pages already opened read offline. The gate holds:
 * - an answer is stored only while this browser's session is known (the owner entry, written from
 *   the session answer: which account, the session's absolute expiry and idle timeout, and when the
 *   server last answered it, stamped again by each gated answer from the network);
 * - it is served only when the network fails, and only while the session could still be valid:
 *   once idle, every answer not stored by 'Save for offline' is deleted; after the absolute expiry,
 *   everything is (content-gate.ts ownerAccess);
 * - everything goes at sign-out (at once when offline: offline-sign-out.ts queues the request),
 *   account deletion, a signed-out session answer, any 401 from the API, and when another account
 *   signs in on this browser.
 * Network first: online, pages always show the server's current answer.
 */
import { registerRoute } from 'workbox-routing';
import { NetworkFirst, NetworkOnly } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core';
import {
  CONTENT_CACHE,
  OWNER_KEY,
  SAVED_KEY,
  isCachedApiPath,
  ownerAccess,
  ownerFromSessionAnswer,
  savedKeyOf,
  withSavedPaths,
  type CacheOwner,
} from './content-gate.js';
import { clearPendingSignOut, queueSignOut, sendPendingSignOut } from './offline-sign-out.js';

declare const self: ServiceWorkerGlobalScope;

export async function clearContent(): Promise<void> {
  await caches.delete(CONTENT_CACHE);
}

async function readOwner(): Promise<CacheOwner | null> {
  const cache = await caches.open(CONTENT_CACHE);
  const entry = await cache.match(OWNER_KEY);
  return entry ? ((await entry.json()) as CacheOwner) : null;
}

async function writeOwner(owner: CacheOwner): Promise<void> {
  const cache = await caches.open(CONTENT_CACHE);
  await cache.put(OWNER_KEY, Response.json(owner));
}

/** Records whose session the cache serves; answers of another account are deleted first. */
async function recordOwner(owner: CacheOwner): Promise<void> {
  const current = await readOwner().catch(() => null);
  if (current && current.userId !== owner.userId) await clearContent();
  await writeOwner(owner);
}

/** The server just answered a gated request with this browser's session: its idle clock restarted. */
async function stampSeen(): Promise<void> {
  const owner = await readOwner().catch(() => null);
  if (owner) await writeOwner({ ...owner, lastSeenAt: Date.now() });
}

async function savedPaths(): Promise<string[]> {
  const cache = await caches.open(CONTENT_CACHE);
  const entry = await cache.match(SAVED_KEY);
  const paths: unknown = entry ? await entry.json().catch(() => []) : [];
  return Array.isArray(paths) ? paths.filter((path): path is string => typeof path === 'string') : [];
}

/** Lists answers 'Save for offline' stored: they outlive the idle timeout (not the absolute expiry). */
export async function recordSaved(paths: readonly string[]): Promise<void> {
  const saved = withSavedPaths(await savedPaths(), paths.map(savedKeyOf));
  const cache = await caches.open(CONTENT_CACHE);
  await cache.put(SAVED_KEY, Response.json(saved));
}

/**
 * Every answer the cache may serve now (path and query), saved or kept from pages already opened:
 * what an offline page can still read. Empty when the gate serves nothing (no owner, or expired).
 */
export async function servableAnswers(): Promise<string[]> {
  if (!(await validOwner())) return [];
  const cache = await caches.open(CONTENT_CACHE);
  return (await cache.keys())
    .map((request) => savedKeyOf(request.url))
    .filter((key) => key !== OWNER_KEY && key !== SAVED_KEY);
}

/** Deletes every kept answer the learner did not save (the session went idle). */
async function dropUnsaved(): Promise<void> {
  const saved = new Set(await savedPaths());
  const cache = await caches.open(CONTENT_CACHE);
  for (const request of await cache.keys()) {
    const key = savedKeyOf(request.url);
    if (key !== OWNER_KEY && key !== SAVED_KEY && !saved.has(key)) await cache.delete(request);
  }
}

/**
 * The owner while the cache may serve something, else null (past the absolute expiry everything is
 * deleted; once idle, everything but the saved answers).
 */
export async function validOwner(): Promise<CacheOwner | null> {
  const owner = await readOwner().catch(() => null);
  if (!owner) return null;
  const access = ownerAccess(owner, Date.now());
  if (access === 'none') {
    await clearContent();
    return null;
  }
  if (access === 'saved') await dropUnsaved();
  return owner;
}

const isSessionQuestion = (url: URL) => url.pathname === '/api/auth/session';

/** Applies the gate to each answer going into and coming out of the cache. */
const gate: WorkboxPlugin = {
  async requestWillFetch({ request }) {
    // A sign-out made offline goes first; while it cannot, the session question fails too.
    if (isSessionQuestion(new URL(request.url)) && !(await sendPendingSignOut()))
      throw new Error('A sign-out waits for the connection.');
    return request;
  },
  async fetchDidSucceed({ request, response }) {
    if (response.status === 401) await clearContent();
    else if (response.ok && isSessionQuestion(new URL(request.url))) {
      const owner = ownerFromSessionAnswer(
        await response
          .clone()
          .json()
          .catch(() => null),
        Date.now(),
      );
      if (owner) await recordOwner(owner);
      else await clearContent();
    } else if (response.ok) await stampSeen();
    return response;
  },
  async cacheWillUpdate({ response }) {
    if (response.status !== 200) return null;
    return (await validOwner()) ? response : null;
  },
  async cachedResponseWillBeUsed({ request, cachedResponse }) {
    if (!cachedResponse || !(await validOwner())) return null;
    // validOwner deleted what an idle session may not serve; this answer may have been one of them.
    return (await caches.open(CONTENT_CACHE).then((cache) => cache.match(request, { ignoreVary: true }))) ?? null;
  },
};

/** After a successful request that ends or opens a session: forget, or learn the new owner. */
const sessionChange: WorkboxPlugin = {
  async fetchDidSucceed({ request, response }) {
    if (!response.ok) {
      if (response.status === 401) await clearContent();
      return response;
    }
    const path = new URL(request.url).pathname;
    await Promise.all([clearContent(), clearPendingSignOut()]);
    // A sign-in answer names the user but not the expiry: ask the session question once.
    if (path === '/api/auth/signin' || path === '/api/auth/takeover') {
      const answer = await fetch('/api/auth/session?optional', { credentials: 'include' }).catch(() => null);
      const owner = ownerFromSessionAnswer(await answer?.json().catch(() => null), Date.now());
      if (owner) await recordOwner(owner);
    }
    return response;
  },
};

export function registerContentCache() {
  registerRoute(
    ({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && isCachedApiPath(url.pathname),
    new NetworkFirst({
      cacheName: CONTENT_CACHE,
      plugins: [gate],
      matchOptions: { ignoreVary: true },
    }),
    'GET',
  );
  // Each opens or ends a session (a password reset ends every session of its account).
  const sessionRequests = /^\/api\/auth\/(signin|takeover|password-reset)$/;
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && sessionRequests.test(url.pathname),
    new NetworkOnly({ plugins: [sessionChange] }),
    'POST',
  );
  // Without a connection a sign-out is queued and the content goes at once (offline-sign-out.ts).
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && url.pathname === '/api/auth/signout',
    new NetworkOnly({ plugins: [sessionChange, { handlerDidError: queueSignOut }] }),
    'POST',
  );
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && url.pathname === '/api/account',
    new NetworkOnly({ plugins: [sessionChange] }),
    'DELETE',
  );
  // The page says when its session ended in a way the worker did not see (a password reset).
  self.addEventListener('message', (event) => {
    if ((event.data as { type?: unknown } | null)?.type === 'SESSION_ENDED') event.waitUntil(clearContent());
  });
}
