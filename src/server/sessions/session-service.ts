import { hash, randomBytes } from 'node:crypto';
import type { AuthenticatedSession } from '#server/http/app-env.js';
import { SESSION_REPLACED, type SessionEnding } from '#shared/api/session-ending.js';
import { storedLanguage } from '#shared/languages.js';
import type { ActiveSessionRepository } from './active-session-repository.js';
import { absoluteExpiry, idleCutoff, isSessionExpired, needsTouch, type SessionPolicy } from './session-expiry.js';

export type Clock = () => number;

/** The reason stored for a session 'Sign out the other device' ended (ended_sessions.reason). */
const SIGNED_IN_ELSEWHERE = 'signed-in-elsewhere';

/** 256-bit random token, base64url: what the cookie carries. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** One-shot digest: the session gate hashes every request's cookie, and a Hash object per call cost more. */
export function hashSessionToken(token: string): string {
  return hash('sha256', token, 'hex');
}

export interface OpenedSession {
  token: string;
  expiresAt: number;
}

export function createSessionService(
  repository: ActiveSessionRepository,
  policy: SessionPolicy,
  clock: Clock = Date.now,
) {
  return {
    /**
     * Opens the user's one session. Returns null when another unexpired session holds the account
     * (spec: 'This account is already logged in on another device!'). The caller's own current
     * token, if any, may be replaced: the same browser signing in again is not "another device".
     */
    async open(userId: string, currentToken: string | undefined): Promise<OpenedSession | null> {
      const now = clock();
      const token = newSessionToken();
      const expiresAt = absoluteExpiry(now, policy);
      const claimed = await repository.claim(
        {
          user_id: userId,
          token_hash: hashSessionToken(token),
          created_at: now,
          last_seen_at: now,
          expires_at: expiresAt,
        },
        idleCutoff(now, policy),
        currentToken ? hashSessionToken(currentToken) : null,
      );
      if (!claimed) return null;
      await repository.recordSignIn(userId, now);
      return { token, expiresAt };
    },

    /** Resolves a cookie token to its user, ending the session if it has expired. */
    async authenticate(token: string | undefined): Promise<AuthenticatedSession | null> {
      if (!token || token.length > 128) return null;
      const tokenHash = hashSessionToken(token);
      const row = await repository.findByTokenHash(tokenHash);
      if (!row) return null;
      const now = clock();
      if (isSessionExpired(row, now, policy)) {
        await repository.deleteByTokenHash(tokenHash);
        return null;
      }
      if (needsTouch(row, now)) await repository.touch(tokenHash, now);
      return {
        user: {
          id: row.user_id,
          email: row.email,
          displayName: row.display_name,
          language: storedLanguage(row.language),
        },
        tokenHash,
        expiresAt: row.expires_at,
        emailVerified: row.email_verified_at != null,
      };
    },

    async close(token: string): Promise<boolean> {
      return repository.deleteByTokenHash(hashSessionToken(token));
    },

    /** Ends the account's one session wherever it is (a new password, a lost device, a maintainer). */
    async endAllForUser(userId: string): Promise<boolean> {
      return repository.deleteForUser(userId);
    },

    /**
     * 'Sign out the other device': ends the account's session and remembers when, so the browser
     * that held it is told why at its next request (whyEnded). True when there was one.
     */
    async endBecauseSignedInElsewhere(userId: string): Promise<boolean> {
      return repository.endForUserRemembering(userId, SIGNED_IN_ELSEWHERE, clock());
    },

    /**
     * Why a cookie's session is gone, when another sign-in ended it and it would still be valid;
     * null for any other token (never valid, signed out, expired, ended for another reason).
     */
    async whyEnded(token: string | undefined): Promise<SessionEnding | null> {
      if (!token || token.length > 128) return null;
      const ended = await repository.findEnded(hashSessionToken(token), clock());
      return ended?.reason === SIGNED_IN_ELSEWHERE ? { code: SESSION_REPLACED, endedAt: ended.ended_at } : null;
    },

    /**
     * A browser signing in (or up) as `userId` while its cookie still holds another account's
     * session ends that session first, so the other account is not left "logged in on another device".
     */
    async endOtherAccountSession(currentToken: string | undefined, userId: string): Promise<void> {
      if (!currentToken || currentToken.length > 128) return;
      await repository.deleteByTokenHashUnlessUser(hashSessionToken(currentToken), userId);
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
