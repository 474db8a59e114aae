import { describe, expect, it } from 'vitest';
import {
  TOUCH_INTERVAL_MS,
  absoluteExpiry,
  cookieMaxAgeSeconds,
  idleCutoff,
  isSessionExpired,
  needsTouch,
} from '#server/sessions/session-expiry.js';

const policy = { idleTimeoutMs: 30 * 60_000, absoluteLifetimeMs: 7 * 86_400_000 };
const start = 1_700_000_000_000;
const session = { last_seen_at: start, expires_at: absoluteExpiry(start, policy) };

describe('session expiry', () => {
  it('is valid right after sign-in and just before the idle timeout', () => {
    expect(isSessionExpired(session, start, policy)).toBe(false);
    expect(isSessionExpired(session, start + policy.idleTimeoutMs - 1, policy)).toBe(false);
  });

  it('expires after the idle timeout without activity', () => {
    expect(isSessionExpired(session, start + policy.idleTimeoutMs, policy)).toBe(true);
  });

  it('expires at the absolute lifetime even with recent activity', () => {
    const active = { ...session, last_seen_at: session.expires_at - 1_000 };
    expect(isSessionExpired(active, session.expires_at - 1, policy)).toBe(false);
    expect(isSessionExpired(active, session.expires_at, policy)).toBe(true);
  });

  it('computes the idle cutoff and absolute expiry from the policy', () => {
    expect(idleCutoff(start, policy)).toBe(start - policy.idleTimeoutMs);
    expect(absoluteExpiry(start, policy)).toBe(start + policy.absoluteLifetimeMs);
  });

  it('refreshes last_seen_at at most once a minute', () => {
    expect(needsTouch(session, start + TOUCH_INTERVAL_MS - 1)).toBe(false);
    expect(needsTouch(session, start + TOUCH_INTERVAL_MS)).toBe(true);
  });

  it('lets the cookie live until the absolute expiry, never negative', () => {
    expect(cookieMaxAgeSeconds(session, start)).toBe(policy.absoluteLifetimeMs / 1000);
    expect(cookieMaxAgeSeconds(session, session.expires_at + 5_000)).toBe(0);
  });
});
