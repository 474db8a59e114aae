import type { DelayLadder, RateLimitRepository } from './rate-limit-repository.js';

export interface ThrottlePolicy {
  maxFailures: number;
  windowMs: number;
}

export type ThrottleVerdict = { blocked: false } | { blocked: true; retryAfterMs: number };

const MIN_RETRY_MS = 1_000;

/**
 * Failure limits counted before the check they guard. An attempt is counted in one conditional
 * upsert while its key is under the limit, so requests sent at the same moment cannot all pass a
 * read made before any of them failed; a success gives its attempt back (`succeeded`) or clears the
 * key (`clear`). Past the limit nothing is counted and the check never runs.
 */
export function createFailureThrottle(
  repository: RateLimitRepository,
  policy: ThrottlePolicy,
  clock: () => number = Date.now,
) {
  return {
    policy,

    async attempt(key: string): Promise<ThrottleVerdict> {
      const now = clock();
      if (await repository.hitBelow(key, now, policy.windowMs, policy.maxFailures)) return { blocked: false };
      const window = await repository.peek(key);
      const retryAfterMs = window ? window.windowStart + policy.windowMs - now : policy.windowMs;
      return { blocked: true, retryAfterMs: Math.max(MIN_RETRY_MS, retryAfterMs) };
    },

    /** The attempt succeeded: it no longer counts against the key. */
    async succeeded(key: string): Promise<void> {
      await repository.refund(key);
    },

    async clear(key: string): Promise<void> {
      await repository.clear(key);
    },
  };
}

export type FailureThrottle = ReturnType<typeof createFailureThrottle>;

/**
 * The wait before each attempt once `freeAttempts` have failed: 1 s, doubling, up to `maxDelayMs`.
 * Slows guessing to a crawl without ever locking the key for good.
 */
export function doublingLadder(freeAttempts: number, maxDelayMs: number): DelayLadder {
  const ladder: DelayLadder = [];
  for (let delay = MIN_RETRY_MS, count = freeAttempts; ; delay *= 2, count += 1) {
    ladder.push({ fromCount: count, delayMs: Math.min(delay, maxDelayMs) });
    if (delay >= maxDelayMs) return ladder;
  }
}

/** The wait the ladder asks for after `count` counted attempts. */
export function ladderDelay(ladder: DelayLadder, count: number): number {
  let delay = 0;
  for (const step of ladder) if (count >= step.fromCount) delay = Math.max(delay, step.delayMs);
  return delay;
}

/**
 * Progressive delay per key: the first `freeAttempts` in a streak go straight through, each later
 * one must wait twice as long as the one before (capped). Counted atomically like the hard limit.
 */
export function createProgressiveDelay(
  repository: RateLimitRepository,
  policy: { freeAttempts: number; maxDelayMs: number; resetAfterMs: number },
  clock: () => number = Date.now,
) {
  const ladder = doublingLadder(policy.freeAttempts, policy.maxDelayMs);
  return {
    async attempt(key: string): Promise<ThrottleVerdict> {
      const now = clock();
      if (await repository.hitAfterDelay(key, now, policy.resetAfterMs, ladder)) return { blocked: false };
      const last = await repository.peek(key);
      const retryAfterMs = last ? last.windowStart + ladderDelay(ladder, last.count) - now : 0;
      return { blocked: true, retryAfterMs: Math.max(MIN_RETRY_MS, retryAfterMs) };
    },

    async clear(key: string): Promise<void> {
      await repository.clear(key);
    },
  };
}

export type ProgressiveDelay = ReturnType<typeof createProgressiveDelay>;

/** A failure streak on an account ends a day after its last attempt (or at once on a success). */
const ACCOUNT_STREAK_MS = 24 * 60 * 60_000;

/**
 * The per-account policy for browsers not known to the account: SIGNIN_MAX_FAILURES attempts go
 * straight through, then the waits double from 1 s up to SIGNIN_THROTTLE_WINDOW.
 */
export function signinAccountDelayPolicy(policy: ThrottlePolicy) {
  return { freeAttempts: policy.maxFailures, maxDelayMs: policy.windowMs, resetAfterMs: ACCOUNT_STREAK_MS };
}
