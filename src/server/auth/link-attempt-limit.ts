import type { LimitVerdict, RequestLimiter } from '#server/throttle/request-limiter.js';

/** Link and grant endpoints: attempts per client address per 15 minutes (a person needs a handful). */
export const LINK_ATTEMPT_LIMIT = { limit: 60, windowMs: 15 * 60_000 };

/** Bounds how fast one client can try tokens (which are 256-bit, so this guards the database, not the tokens). */
export function createLinkAttemptLimit(limiter: RequestLimiter) {
  return (ip: string): Promise<LimitVerdict> => limiter.take(`links:client:${ip}`, LINK_ATTEMPT_LIMIT);
}

export type LinkAttemptLimit = ReturnType<typeof createLinkAttemptLimit>;
