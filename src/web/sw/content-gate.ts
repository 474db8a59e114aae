/**
 * The content cache's rules as plain functions (unit-tested): which API answers may be kept, and
 * whose session a kept answer belongs to. content-cache.ts applies them in the service worker.
 */

import { USER_DATA_PATHS } from '#shared/pages/page-types.js';

/** One Cache Storage cache per browser; it holds one account's answers at a time. */
export const CONTENT_CACHE = 'studyhub-content';

/** The entry naming the cache's account and its session's end (a same-origin key nothing fetches). */
export const OWNER_KEY = '/offline-cache-owner';

/**
 * The gated GET answers a page shows: catalogue content, every per-user answer a page declares
 * (ticks, bookmarks, dead-link marks, profile, listings: USER_DATA_PATHS, so a new one is kept too)
 * and the session question. Search, videos and Talko need the network.
 */
const CACHED_API_PATHS = new Set([...Object.values(USER_DATA_PATHS), '/auth/session'].map((path) => `/api${path}`));
const CONTENT_PATH = /^\/api\/content\/[\w-]+(\/[\w-]+)?$/;

export const isCachedApiPath = (pathname: string) => CONTENT_PATH.test(pathname) || CACHED_API_PATHS.has(pathname);

export interface CacheOwner {
  userId: string;
  /** The session's absolute expiry (ms since the epoch): nothing is served after it. */
  expiresAt: number;
}

/** The owner a session answer names, or null for a signed-out (or unreadable) answer. */
export function ownerFromSessionAnswer(data: unknown): CacheOwner | null {
  const answer = data as { user?: { id?: unknown } | null; expiresAt?: unknown } | null;
  const userId = answer?.user?.id;
  const expiresAt = answer?.expiresAt;
  if (typeof userId !== 'string' || !userId) return null;
  if (typeof expiresAt !== 'number' || !Number.isFinite(expiresAt)) return null;
  return { userId, expiresAt };
}

export function ownerIsValid(owner: CacheOwner, now: number): boolean {
  return typeof owner.userId === 'string' && owner.userId !== '' && now < owner.expiresAt;
}
