import type { RateLimitRepository } from './rate-limit-repository.js';

export interface LimitPolicy {
  limit: number;
  windowMs: number;
}

export type LimitVerdict = { allowed: true } | { allowed: false; retryAfterMs: number };

/** What a rate-limited service call gives back: its result, or how long to wait. */
export type Limited<T> = ({ allowed: true } & T) | { allowed: false; retryAfterMs: number };

/**
 * Counts every request under a key in a fixed window shared by all instances (one atomic hit, so
 * parallel requests cannot slip past together); past the limit it says how long to wait.
 */
export function createRequestLimiter(rateLimits: RateLimitRepository, clock: () => number = Date.now) {
  return {
    async take(key: string, policy: LimitPolicy): Promise<LimitVerdict> {
      const now = clock();
      const window = await rateLimits.hit(key, now, policy.windowMs);
      if (window.count <= policy.limit) return { allowed: true };
      return { allowed: false, retryAfterMs: Math.max(1_000, window.windowStart + policy.windowMs - now) };
    },
  };
}

export type RequestLimiter = ReturnType<typeof createRequestLimiter>;
