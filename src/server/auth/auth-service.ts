import type { SessionUser } from '#shared/api/auth.js';
import type { OpenedSession, SessionService } from '#server/sessions/session-service.js';
import type { FailureThrottle } from '#server/throttle/failure-throttle.js';
import { DuplicateUserError, type UserRepository, type UserRow } from '#server/users/user-repository.js';
import { burnPasswordCheck, hashPassword, verifyPassword } from './password.js';
import { passwordProblem } from './password-policy.js';

export type SignInResult =
  | { kind: 'ok'; user: SessionUser; session: OpenedSession }
  | { kind: 'invalid' }
  | { kind: 'already-active' }
  | { kind: 'throttled'; retryAfterMs: number };

export type SignUpResult =
  | { kind: 'ok'; user: SessionUser; session: OpenedSession }
  | { kind: 'weak-password'; message: string }
  | { kind: 'email-taken' }
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
      const session = await sessions.open(user.id, attempt.currentToken);
      if (!session) return { kind: 'already-active' };
      await throttle.clear(keys[0]!);
      return { kind: 'ok', user: toSessionUser(user), session };
    },

    /** E-mail sign-up: every attempt counts against the address's budget, like failed sign-ins. */
    async signUp(request: { name: string; email: string; password: string; ip: string }): Promise<SignUpResult> {
      const keys = [`signup:ip:${request.ip}`];
      const verdict = await throttle.check(keys);
      if (verdict.blocked) return { kind: 'throttled', retryAfterMs: verdict.retryAfterMs };
      await throttle.recordFailure(keys);
      const problem = await passwordProblem(request.password, request);
      if (problem) return { kind: 'weak-password', message: problem };
      let user: UserRow;
      try {
        user = await users.create({
          email: request.email,
          displayName: request.name,
          passwordHash: await hashPassword(request.password),
        });
      } catch (error) {
        if (error instanceof DuplicateUserError) return { kind: 'email-taken' };
        throw error;
      }
      // A brand-new account has no session anywhere, so this always succeeds.
      const session = await sessions.open(user.id, undefined);
      if (!session) throw new Error('a new account already had a session');
      return { kind: 'ok', user: toSessionUser(user), session };
    },

    async createPasswordUser(email: string, displayName: string, password: string): Promise<UserRow> {
      return users.create({ email, displayName, passwordHash: await hashPassword(password) });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
