import { createHash, randomBytes } from 'node:crypto';
import type { AccountTokenPurpose } from '#server/db/schema.js';
import type { AccountTokenRepository } from './account-token-repository.js';

/** How long each kind of link or grant works. */
export const TOKEN_LIFETIMES_MS: Record<AccountTokenPurpose, number> = {
  'verify-email': 24 * 60 * 60_000,
  'password-reset': 30 * 60_000,
  'session-takeover': 5 * 60_000,
};

/** 256 random bits, base64url: 43 characters. Anything else is refused before the database sees it. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export type TokenCheck = { ok: true; userId: string } | { ok: false; reason: 'expired' | 'invalid' };

/**
 * Single-use tokens for e-mailed links and the lost-session grant: the raw token goes to the person
 * (in a link or an HttpOnly cookie), the database keeps only its SHA-256, and using it deletes it.
 */
export function createAccountTokens(repository: AccountTokenRepository, clock: () => number = Date.now) {
  return {
    async issue(userId: string, purpose: AccountTokenPurpose): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const now = clock();
      // Old rows are removed on the way, so the table holds only live tokens.
      await repository.deleteExpired(now);
      await repository.insert({
        token_hash: hashToken(token),
        user_id: userId,
        purpose,
        created_at: now,
        expires_at: now + TOKEN_LIFETIMES_MS[purpose],
      });
      return token;
    },

    /** Uses the token up: it answers ok once, never again. */
    async take(token: string, purpose: AccountTokenPurpose): Promise<TokenCheck> {
      if (!TOKEN_PATTERN.test(token)) return { ok: false, reason: 'invalid' };
      const row = await repository.take(hashToken(token), purpose);
      if (!row) return { ok: false, reason: 'invalid' };
      if (row.expires_at <= clock()) return { ok: false, reason: 'expired' };
      return { ok: true, userId: row.user_id };
    },

    /** Whether the token would work now, without using it (the reset page asks before showing its form). */
    async check(token: string, purpose: AccountTokenPurpose): Promise<TokenCheck> {
      if (!TOKEN_PATTERN.test(token)) return { ok: false, reason: 'invalid' };
      const row = await repository.peek(hashToken(token), purpose);
      if (!row) return { ok: false, reason: 'invalid' };
      if (row.expires_at <= clock()) return { ok: false, reason: 'expired' };
      return { ok: true, userId: row.user_id };
    },

    revokeAll(userId: string, purposes: AccountTokenPurpose[]): Promise<void> {
      return repository.deleteForUser(userId, purposes);
    },
  };
}

export type AccountTokens = ReturnType<typeof createAccountTokens>;
