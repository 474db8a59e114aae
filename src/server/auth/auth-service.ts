import type { SessionUser } from '#shared/api/auth.js';
import { storedLanguage } from '#shared/languages.js';
import type { OpenedSession, SessionService } from '#server/sessions/session-service.js';
import type { FailureThrottle, ProgressiveDelay } from '#server/throttle/failure-throttle.js';
import { DuplicateUserError, type UserRepository, type UserRow } from '#server/users/user-repository.js';
import type { KnownDevices } from './known-devices.js';
import { burnPasswordCheck, hashPassword, verifyPassword } from '#server/credentials/password.js';
import { passwordProblem } from '#server/credentials/password-policy.js';

export type SignInResult =
  /** deviceCookie: the known-device cookie's new value (this browser now knows the account). */
  | { kind: 'ok'; user: SessionUser; session: OpenedSession; deviceCookie: string }
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
  /** The browser's known-device cookie, if any (known-devices.ts). */
  deviceCookie?: string;
}

export function toSessionUser(user: UserRow): SessionUser {
  return { id: user.id, email: user.email, displayName: user.display_name, language: storedLanguage(user.language) };
}

/**
 * Sign-in limits (docs/SECURITY.md, "Sign-in limits"; decisions 0017 and 0034): a hard limit per
 * client address, and per account a progressive delay; a browser known to the account under its
 * current credential skips both and has a hard limit of its own. Every limit counts the attempt
 * before the password is checked; a success gives the attempt back and ends the account's streak.
 */
export function createAuthService(deps: {
  users: UserRepository;
  sessions: SessionService;
  /** Per client address (and sign-ups per address), and per known browser: a hard limit. */
  throttle: FailureThrottle;
  /** Per account, for browsers that are not known to it. */
  accountDelay: ProgressiveDelay;
  devices: KnownDevices;
}) {
  const { users, sessions, throttle, accountDelay, devices } = deps;

  return {
    async signIn(attempt: SignInAttempt): Promise<SignInResult> {
      // Only a cookie that could name an account is worth a read before the limit (decision 0034).
      const claimed = devices.carriesEntries(attempt.deviceCookie) ? await users.findByEmail(attempt.email) : undefined;
      const knownEntry = claimed ? await devices.recognises(attempt.deviceCookie, claimed) : undefined;
      // A known browser signing in to its own account answers to its own limit, not its (maybe
      // shared) address's; every other attempt meets the address limit, then the account's delay.
      const limitKey = knownEntry ? `signin:device:${knownEntry}` : `signin:ip:${attempt.ip}`;
      const limitVerdict = await throttle.attempt(limitKey);
      if (limitVerdict.blocked) return { kind: 'throttled', retryAfterMs: limitVerdict.retryAfterMs };

      const accountKey = `signin:account:${attempt.email.trim().toLowerCase()}`;
      if (!knownEntry) {
        const accountVerdict = await accountDelay.attempt(accountKey);
        if (accountVerdict.blocked) {
          await throttle.succeeded(limitKey); // no password was checked for it
          return { kind: 'throttled', retryAfterMs: accountVerdict.retryAfterMs };
        }
      }

      const user = claimed ?? (await users.findByEmail(attempt.email));
      const passwordOk = user?.password_hash
        ? await verifyPassword(user.password_hash, attempt.password)
        : (await burnPasswordCheck(attempt.password), false);
      if (!user || !passwordOk) return { kind: 'invalid' };
      await throttle.succeeded(limitKey);
      // A known browser's success leaves the streak alone: it says nothing about the other browsers.
      if (!knownEntry) await accountDelay.clear(accountKey);
      // A browser switching accounts ends the account it was signed in to first.
      await sessions.endOtherAccountSession(attempt.currentToken, user.id);
      const session = await sessions.open(user.id, attempt.currentToken);
      if (!session) return { kind: 'already-active', userId: user.id };
      const deviceCookie = await devices.remember(attempt.deviceCookie, user);
      return { kind: 'ok', user: toSessionUser(user), session, deviceCookie };
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
      const verdict = await throttle.attempt(`signup:ip:${request.ip}`);
      if (verdict.blocked) return { kind: 'throttled', retryAfterMs: verdict.retryAfterMs };
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
