/** Pure rules for when a session ends; unit-tested without a database. */

export interface SessionTimes {
  last_seen_at: number;
  expires_at: number;
}

export interface SessionPolicy {
  idleTimeoutMs: number;
  absoluteLifetimeMs: number;
}

/** Activity refreshes last_seen_at at most this often, so reads do not turn into writes. */
export const TOUCH_INTERVAL_MS = 60_000;

export function isSessionExpired(session: SessionTimes, now: number, policy: SessionPolicy): boolean {
  return now >= session.expires_at || now - session.last_seen_at >= policy.idleTimeoutMs;
}

/** A session row whose last_seen_at is at or before this instant is idle-expired. */
export function idleCutoff(now: number, policy: SessionPolicy): number {
  return now - policy.idleTimeoutMs;
}

export function absoluteExpiry(createdAt: number, policy: SessionPolicy): number {
  return createdAt + policy.absoluteLifetimeMs;
}

export function needsTouch(session: SessionTimes, now: number): boolean {
  return now - session.last_seen_at >= TOUCH_INTERVAL_MS;
}

/** Seconds the cookie should live: until the absolute expiry (idle expiry is enforced server-side). */
export function cookieMaxAgeSeconds(session: SessionTimes, now: number): number {
  return Math.max(0, Math.floor((session.expires_at - now) / 1000));
}
