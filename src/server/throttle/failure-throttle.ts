import type { RateLimitRepository } from './rate-limit-repository.js';

export interface ThrottlePolicy {
  maxFailures: number;
  windowMs: number;
}

export interface ThrottleVerdict {
  blocked: boolean;
  retryAfterMs: number;
}

/**
 * Counts failures per key (e.g. per account and per IP) and blocks a key that reached the limit
 * until its window passes. Only failures count, so a legitimate user's successful sign-ins never
 * throttle them, and a success clears the account's counter.
 */
export function createFailureThrottle(
  repository: RateLimitRepository,
  policy: ThrottlePolicy,
  clock: () => number = Date.now,
) {
  return {
    async check(keys: string[]): Promise<ThrottleVerdict> {
      const now = clock();
      let retryAfterMs = 0;
      for (const key of keys) {
        const window = await repository.peek(key);
        if (window && window.count >= policy.maxFailures && window.windowStart > now - policy.windowMs) {
          retryAfterMs = Math.max(retryAfterMs, window.windowStart + policy.windowMs - now);
        }
      }
      return { blocked: retryAfterMs > 0, retryAfterMs };
    },

    async recordFailure(keys: string[]): Promise<void> {
      const now = clock();
      await Promise.all(keys.map((key) => repository.hit(key, now, policy.windowMs)));
    },

    async clear(key: string): Promise<void> {
      await repository.clear(key);
    },
  };
}

export type FailureThrottle = ReturnType<typeof createFailureThrottle>;
