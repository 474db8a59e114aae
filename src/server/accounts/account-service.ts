import type { AccountProfile } from '#shared/api/account-messages.js';
import type { Language } from '#shared/languages.js';
import type { AccountTokens } from '#server/credentials/account-tokens.js';
import { burnPasswordCheck, hashPassword, verifyPassword } from '#server/credentials/password.js';
import { passwordProblem } from '#server/credentials/password-policy.js';
import type { MailService } from '#server/mail/mail-service.js';
import type { FailureThrottle } from '#server/throttle/failure-throttle.js';
import type { RequestLimiter } from '#server/throttle/request-limiter.js';
import type { UserRepository, UserRow } from '#server/users/user-repository.js';
import { buildExport, type ExportSection } from './account-export.js';
import type { AccountRepository } from '#server/users/account-repository.js';

export type ConfirmOutcome = { kind: 'ok' } | { kind: 'wrong' } | { kind: 'throttled'; retryAfterMs: number };

export type ChangePasswordOutcome =
  ConfirmOutcome | { kind: 'weak-password'; message: string } | { kind: 'no-password' };

export type DeleteOutcome = ConfirmOutcome | { kind: 'gone' };

export function toProfile(user: UserRow, mailAvailable: boolean): AccountProfile {
  return {
    id: user.id,
    name: user.display_name,
    email: user.email,
    emailVerified: user.email_verified_at !== null,
    hasPassword: user.password_hash !== null,
    google: user.google_sub !== null,
    createdAt: user.created_at,
    mailAvailable,
  };
}

/**
 * The signed-in account's own page: profile, change password, download my data, delete. Asking for
 * the password again counts failures per account like sign-in does, so a session left open on a
 * shared computer cannot be used to guess it.
 */
export function createAccountService(deps: {
  users: UserRepository;
  accounts: AccountRepository;
  tokens: AccountTokens;
  mail: MailService;
  throttle: FailureThrottle;
  sections: readonly ExportSection[];
  limiter: RequestLimiter;
  /** Exports per account an hour (EXPORT_LIMIT). */
  exportsPerHour: number;
  clock?: () => number;
}) {
  const { users, accounts, tokens, mail, throttle, sections, limiter, exportsPerHour, clock = Date.now } = deps;

  /** The password again, or for an account without one its own address typed out. */
  async function confirm(user: UserRow, proof: { password?: string; email?: string }): Promise<ConfirmOutcome> {
    const key = `account:confirm:${user.id}`;
    // Counted before the check (one conditional upsert), so a burst cannot all pass together.
    const verdict = await throttle.attempt(key);
    if (verdict.blocked) return { kind: 'throttled', retryAfterMs: verdict.retryAfterMs };
    const ok = user.password_hash
      ? proof.password !== undefined && (await verifyPassword(user.password_hash, proof.password))
      : (await burnPasswordCheck(proof.password ?? ''),
        proof.email !== undefined && proof.email.trim().toLowerCase() === user.email.toLowerCase());
    if (!ok) return { kind: 'wrong' };
    await throttle.clear(key);
    return { kind: 'ok' };
  }

  return {
    /** The interface language follows the account to every device it signs in on. */
    async setLanguage(userId: string, language: Language): Promise<boolean> {
      return users.setLanguage(userId, language);
    },

    async profile(userId: string): Promise<AccountProfile | null> {
      const user = await users.findById(userId);
      return user ? toProfile(user, mail.available) : null;
    },

    /**
     * A new password under the usual policy. With one session per account, the session making the
     * change is the only one and stays; reset links and lost-session grants issued before are void.
     */
    async changePassword(userId: string, currentPassword: string, newPassword: string): Promise<ChangePasswordOutcome> {
      const user = await users.findById(userId);
      if (!user) return { kind: 'wrong' };
      if (!user.password_hash) return { kind: 'no-password' };
      const confirmed = await confirm(user, { password: currentPassword });
      if (confirmed.kind !== 'ok') return confirmed;
      const problem = await passwordProblem(newPassword, { email: user.email, name: user.display_name });
      if (problem) return { kind: 'weak-password', message: problem };
      await users.setPasswordHash(user.id, await hashPassword(newPassword));
      await tokens.revokeAll(user.id, ['password-reset', 'session-takeover']);
      return { kind: 'ok' };
    },

    /** 'Download my data': counted against the account's hourly limit before anything is read. */
    async exportData(userId: string) {
      const verdict = await limiter.take(`export:${userId}`, { limit: exportsPerHour, windowMs: 3_600_000 });
      if (!verdict.allowed) return { kind: 'rate-limited' as const, retryAfterMs: verdict.retryAfterMs };
      const user = await users.findById(userId);
      return user ? { kind: 'ok' as const, file: await buildExport(user, sections, clock()) } : null;
    },

    /** Deletes the account and everything keyed to it in one transaction; reports stay, detached. */
    async deleteAccount(userId: string, proof: { password?: string; email?: string }): Promise<DeleteOutcome> {
      const user = await users.findById(userId);
      if (!user) return { kind: 'gone' };
      const confirmed = await confirm(user, proof);
      if (confirmed.kind !== 'ok') return confirmed;
      return (await accounts.deleteAccount(user.id)) ? { kind: 'ok' } : { kind: 'gone' };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
