import type { MailService } from '#server/mail/mail-service.js';
import { accountLinks } from '#server/mail/account-links.js';
import { mailLanguage } from '#server/mail/mail-language.js';
import { greetingName, handBackMail, passwordResetMail } from '#server/mail/mail-messages.js';
import type { Language } from '#shared/languages.js';
import type { SessionService } from '#server/sessions/session-service.js';
import type { RecipientMailBudget } from '#server/throttle/recipient-mail-budget.js';
import type { RequestLimiter } from '#server/throttle/request-limiter.js';
import type { UserRepository } from '#server/users/user-repository.js';
import type { AccountRepository } from '#server/users/account-repository.js';
import type { AccountTokens } from '#server/credentials/account-tokens.js';
import { hashPassword } from '#server/credentials/password.js';
import { passwordProblem } from '#server/credentials/password-policy.js';

/** Reset requests: per address (whoever asks) and per client address, each per hour. */
export const RESET_LIMITS = {
  perAddress: { limit: 5, windowMs: 60 * 60_000 },
  perClient: { limit: 20, windowMs: 60 * 60_000 },
};

export type ResetRequestOutcome =
  { kind: 'accepted' } | { kind: 'unavailable' } | { kind: 'throttled'; retryAfterMs: number };

export type ResetOutcome =
  { kind: 'done' } | { kind: 'weak-password'; message: string } | { kind: 'expired' } | { kind: 'invalid' };

/**
 * Forgotten passwords: one neutral answer to every request; when the address has an account, an
 * e-mailed single-use link (30 min) lets its owner choose a new password under the usual policy,
 * which ends every session of the account, voids older links and removes what binds the account's
 * notifications to devices (decision 0035); the owner is told by e-mail what was removed.
 */
export function createPasswordResetService(deps: {
  users: UserRepository;
  tokens: AccountTokens;
  sessions: SessionService;
  mail: MailService;
  limiter: RequestLimiter;
  recipients: RecipientMailBudget;
  accounts: Pick<AccountRepository, 'removeDeviceBound'>;
  clock?: () => number;
}) {
  const { users, tokens, sessions, mail, limiter, recipients, accounts, clock = Date.now } = deps;

  return {
    /** `language`: the request's (mail-language.ts); the account's own choice wins when it made one. */
    async request(email: string, ip: string, origin: string, language: Language): Promise<ResetRequestOutcome> {
      if (!mail.available) return { kind: 'unavailable' };
      const address = email.trim().toLowerCase();
      for (const [key, policy] of [
        [`reset:address:${address}`, RESET_LIMITS.perAddress],
        [`reset:client:${ip}`, RESET_LIMITS.perClient],
      ] as const) {
        const verdict = await limiter.take(key, policy);
        if (!verdict.allowed) return { kind: 'throttled', retryAfterMs: verdict.retryAfterMs };
      }
      // After the answer: looking the address up and storing the message must not make the answer
      // slower for an address that has an account.
      mail.later(async () => {
        const user = await users.findByEmail(address);
        // The address's budget of messages strangers can cause is spent: the answer was the same.
        if (!user || !(await recipients.take(user.email)).allowed) return;
        const token = await tokens.issue(user.id, 'password-reset');
        const content = passwordResetMail(
          greetingName(user),
          accountLinks(origin).resetPassword(token),
          mailLanguage(user.language, language),
        );
        await mail.send({ kind: 'password-reset', userId: user.id, to: user.email, ...content });
      });
      return { kind: 'accepted' };
    },

    /** Whether a link still works, so the page can say so before anyone types a new password. */
    async check(token: string): Promise<{ kind: 'valid' } | { kind: 'expired' } | { kind: 'invalid' }> {
      const checked = await tokens.check(token, 'password-reset');
      return checked.ok ? { kind: 'valid' } : { kind: checked.reason };
    },

    async reset(token: string, password: string, language: Language): Promise<ResetOutcome> {
      const checked = await tokens.check(token, 'password-reset');
      if (!checked.ok) return { kind: checked.reason };
      const user = await users.findById(checked.userId);
      if (!user) return { kind: 'invalid' };
      // The policy first: a refused password leaves the link usable for a better one.
      const problem = await passwordProblem(password, { email: user.email, name: user.display_name });
      if (problem) return { kind: 'weak-password', message: problem };
      const passwordHash = await hashPassword(password);
      const taken = await tokens.take(token, 'password-reset');
      if (!taken.ok) return { kind: taken.reason };
      await users.setPasswordHash(user.id, passwordHash);
      // The link came to the address, so its owner proved it.
      await users.markEmailVerified(user.id, clock());
      await tokens.revokeAll(user.id, ['password-reset', 'session-takeover']);
      await sessions.endAllForUser(user.id);
      const removed = await accounts.removeDeviceBound(user.id);
      const content = handBackMail(
        'passwordChanged',
        user.display_name,
        new Date(clock()),
        { removed, accountLanguage: user.language },
        mailLanguage(user.language, language),
      );
      await mail.send({ kind: 'password-changed', userId: user.id, to: user.email, ...content });
      return { kind: 'done' };
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
