import type { SessionUser } from '#shared/api/auth.js';
import type { OpenedSession, SessionService } from '#server/sessions/session-service.js';
import type { FailureThrottle } from '#server/throttle/failure-throttle.js';
import { DuplicateUserError, type UserRepository, type UserRow } from '#server/users/user-repository.js';
import { burnPasswordCheck, hashPassword, verifyPassword } from './password.js';
import { passwordProblem } from './password-policy.js';

export type SignInResult =
  | { kind: 'ok'; user: SessionUser; session: OpenedSession }
  | { kind: 'invalid' }
  /** The password was right, but the account's one session is elsewhere (the lost-session grant follows). */
  | { kind: 'already-active'; userId: string }
  | { kind: 'throttled'; retryAfterMs: number };

/**
 * created and existing get the same answer (no stranger learns whether an address has an
 * account); they differ only in the e-mail that follows (email-verification-service.ts).
 */
export type SignUpResult =
  | { kind: 'created'; user: UserRow }
  | { kind: 'existing'; user: UserRow }
  | { kind: 'weak-password'; message: string }
  | { kind: 'throttled'; retryAfterMs: number };

export interface SignInAttempt {
  email: string;
  password: string;
  ip: string;
  /** The session token this browser already holds, if any. */
  currentToken?: string;
}

export function toSessionUser(user: UserRow): SessionUser {
  return { id: user.id, email: user.email, displayName: user.display_name };
}

export function createAuthService(deps: {
  users: UserRepository;
  sessions: SessionService;
  throttle: FailureThrottle;
}) {
  const { users, sessions, throttle } = deps;
  const throttleKeys = (email: string, ip: string) => [
    `signin:account:${email.trim().toLowerCase()}`,
    `signin:ip:${ip}`,
  ];

  return {
    async signIn(attempt: SignInAttempt): Promise<SignInResult> {
      const keys = throttleKeys(attempt.email, attempt.ip);
      const verdict = await throttle.check(keys);
      if (verdict.blocked) return { kind: 'throttled', retryAfterMs: verdict.retryAfterMs };

      const user = await users.findByEmail(attempt.email);
      const passwordOk = user?.password_hash
        ? await verifyPassword(user.password_hash, attempt.password)
        : (await burnPasswordCheck(attempt.password), false);
      if (!user || !passwordOk) {
        await throttle.recordFailure(keys);
        return { kind: 'invalid' };
      }
      // A browser switching accounts ends the account it was signed in to first.
      await sessions.endOtherAccountSession(attempt.currentToken, user.id);
      const session = await sessions.open(user.id, attempt.currentToken);
      if (!session) return { kind: 'already-active', userId: user.id };
      await throttle.clear(keys[0]!);
      return { kind: 'ok', user: toSessionUser(user), session };
    },

    /**
     * E-mail sign-up: every attempt counts against the address's budget, like failed sign-ins. It
     * opens no session (an existing address must get the same answer); the browser's current session,
     * if any, ends, since it is switching to another account.
     */
    async signUp(request: {
      name: string;
      email: string;
      password: string;
      ip: string;
      currentToken?: string;
    }): Promise<SignUpResult> {
      const keys = [`signup:ip:${request.ip}`];
      const verdict = await throttle.check(keys);
      if (verdict.blocked) return { kind: 'throttled', retryAfterMs: verdict.retryAfterMs };
      await throttle.recordFailure(keys);
      const problem = await passwordProblem(request.password, request);
      if (problem) return { kind: 'weak-password', message: problem };
      // Hashed in both cases, so the answer takes as long for an address that has an account.
      const passwordHash = await hashPassword(request.password);
      if (request.currentToken) await sessions.close(request.currentToken);
      try {
        return {
          kind: 'created',
          user: await users.create({ email: request.email, displayName: request.name, passwordHash }),
        };
      } catch (error) {
        if (!(error instanceof DuplicateUserError)) throw error;
        const existing = await users.findByEmail(request.email);
        if (!existing) throw error;
        return { kind: 'existing', user: existing };
      }
    },

    /** An account made by a maintainer (user:add) or a test; `emailVerifiedAt` when its address is vouched for. */
    async createPasswordUser(
      email: string,
      displayName: string,
      password: string,
      emailVerifiedAt: number | null = null,
    ): Promise<UserRow> {
      return users.create({ email, displayName, passwordHash: await hashPassword(password), emailVerifiedAt });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
