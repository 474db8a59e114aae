import type { LimitPolicy, RequestLimiter } from './request-limiter.js';

/**
 * Messages one address may receive because of requests anyone can make (password reset, the
 * sign-up notice, address confirmation), whatever their mix: a few an hour, a small number a day.
 */
export const RECIPIENT_MAIL_LIMITS: Record<'hour' | 'day', LimitPolicy> = {
  hour: { limit: 3, windowMs: 60 * 60_000 },
  day: { limit: 6, windowMs: 24 * 60 * 60_000 },
};

export type RecipientVerdict = { allowed: true } | { allowed: false; retryAfterMs: number };

/**
 * One budget per recipient address (lower-cased), counted in the shared rate-limit table by one
 * atomic hit per window, so parallel requests on any instance cannot slip past it together. Callers
 * give the requester the same answer either way: whether an address got a message says nothing.
 */
export function createRecipientMailBudget(limiter: RequestLimiter) {
  return {
    /** Takes one message from the address's hour and day; refused (nothing sent) once either is spent. */
    async take(address: string): Promise<RecipientVerdict> {
      const recipient = address.trim().toLowerCase();
      for (const [window, policy] of Object.entries(RECIPIENT_MAIL_LIMITS)) {
        const verdict = await limiter.take(`mail:to:${window}:${recipient}`, policy);
        if (!verdict.allowed) return verdict;
      }
      return { allowed: true };
    },
  };
}

export type RecipientMailBudget = ReturnType<typeof createRecipientMailBudget>;
