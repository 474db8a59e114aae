import type { SessionUser } from '../../shared/api/auth.js';
import type { OpenedSession, SessionService } from '../sessions/session-service.js';
import type { FailureThrottle } from '../throttle/failure-throttle.js';
import type { UserRepository, UserRow } from '../users/user-repository.js';
import { burnPasswordCheck, hashPassword, verifyPassword } from './password.js';

export type SignInResult =
  | { kind: 'ok'; user: SessionUser; session: OpenedSession }
  | { kind: 'invalid' }
  | { kind: 'already-active' }
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

export function createAuthService(deps: { users: UserRepository; sessions: SessionService; throttle: FailureThrottle }) {
  const { users, sessions, throttle } = deps;
  const throttleKeys = (email: string, ip: string) => [`signin:account:${email.trim().toLowerCase()}`, `signin:ip:${ip}`];

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

    async createPasswordUser(email: string, displayName: string, password: string): Promise<UserRow> {
      return users.create({ email, displayName, passwordHash: await hashPassword(password) });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
