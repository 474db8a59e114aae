/**
 * The content cache's rules as plain functions (unit-tested): which API answers may be kept, and
 * whose session a kept answer belongs to. content-cache.ts applies them in the service worker.
 */

import { dataPath, USER_DATA_PATHS } from '#shared/pages/page-types.js';
import { SIGNED_IN_PAGES } from '#shared/pages/signed-in-pages.js';

/** One Cache Storage cache per browser; it holds one account's answers at a time. */
export const CONTENT_CACHE = 'studyhub-content';

/** The entry naming the cache's account and its session's end (a same-origin key nothing fetches). */
export const OWNER_KEY = '/offline-cache-owner';

/**
 * The gated GET answers a page shows: catalogue content, every per-user answer a page declares
 * (ticks, bookmarks, dead-link marks, profile, listings: USER_DATA_PATHS, and the endpoints a page
 * declares, so a new one is kept too) and the session question. Search, videos and Talko need the
 * network.
 */
const CACHED_API_PATHS = new Set(
  [
    ...Object.values(USER_DATA_PATHS),
    ...SIGNED_IN_PAGES.flatMap((page) => [...(page.userData ?? []), ...(page.laterData ?? [])].map(dataPath)),
    '/auth/session',
  ].map((path) => `/api${path}`),
);
const CONTENT_PATH = /^\/api\/content\/[\w-]+(\/[\w-]+)?$/;

export const isCachedApiPath = (pathname: string) => CONTENT_PATH.test(pathname) || CACHED_API_PATHS.has(pathname);

/** The entry listing the answers stored by 'Save for offline' (path and query of each). */
export const SAVED_KEY = '/offline-saved-answers';

/** At most this many saved answers are remembered (a save stores at most 200; every page is fewer). */
export const SAVED_PATHS_MAX = 1_000;

/**
 * The server refreshes a session's last_seen_at at most once a minute (TOUCH_INTERVAL_MS), so its
 * idle clock may have started up to this long before the device saw the answer.
 */
const SERVER_TOUCH_SLACK_MS = 60_000;

export interface CacheOwner {
  userId: string;
  /** The session's absolute expiry (ms since the epoch): nothing is served after it. */
  expiresAt: number;
  /** The session's idle timeout: it ends this long after the server last saw it. */
  idleTimeoutMs: number;
  /** When this device last got a gated answer from the server for this session (ms since the epoch). */
  lastSeenAt: number;
}

/** The owner a session answer names (seen by the server at `now`), or null for a signed-out or unreadable answer. */
export function ownerFromSessionAnswer(data: unknown, now: number): CacheOwner | null {
  const answer = data as { user?: { id?: unknown } | null; expiresAt?: unknown; idleTimeoutMs?: unknown } | null;
  const userId = answer?.user?.id;
  const { expiresAt, idleTimeoutMs } = answer ?? {};
  if (typeof userId !== 'string' || !userId) return null;
  if (typeof expiresAt !== 'number' || !Number.isFinite(expiresAt)) return null;
  if (typeof idleTimeoutMs !== 'number' || !Number.isFinite(idleTimeoutMs) || idleTimeoutMs <= 0) return null;
  return { userId, expiresAt, idleTimeoutMs, lastSeenAt: now };
}

/**
 * What the cache may serve at `now`:
 * - 'all' while the session could still be valid: before its absolute expiry and less than the
 *   idle timeout after the server last answered it;
 * - 'saved' once it is idle (the server has ended it, or will have when asked) but not past its
 *   absolute expiry: only the answers the learner stored with 'Save for offline' (SECURITY.md says why);
 * - 'none' past the absolute expiry, or for an entry that does not name all of this.
 * A device clock earlier than the last answer counts as idle, so setting the clock back keeps nothing more.
 */
export function ownerAccess(owner: Partial<CacheOwner>, now: number): 'all' | 'saved' | 'none' {
  const { userId, expiresAt, idleTimeoutMs, lastSeenAt } = owner;
  if (typeof userId !== 'string' || userId === '') return 'none';
  if (typeof expiresAt !== 'number' || typeof idleTimeoutMs !== 'number' || typeof lastSeenAt !== 'number')
    return 'none';
  if (!(now < expiresAt)) return 'none';
  const idle = now - lastSeenAt;
  return idle >= 0 && idle < idleTimeoutMs - SERVER_TOUCH_SLACK_MS ? 'all' : 'saved';
}

/** The saved list after a save of `added`: each path once, the newest kept when the list is full. */
export function withSavedPaths(saved: readonly string[], added: readonly string[]): string[] {
  const paths = [...saved.filter((path) => !added.includes(path)), ...new Set(added)];
  return paths.slice(-SAVED_PATHS_MAX);
}

/** The key an answer's request is listed under in the saved list (path and query). */
export const savedKeyOf = (url: string) => {
  const parsed = new URL(url, 'https://studyhub.invalid');
  return parsed.pathname + parsed.search;
};
