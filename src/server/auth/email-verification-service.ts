import type { MailService } from '#server/mail/mail-service.js';
import { accountLinks } from '#server/mail/account-links.js';
import { mailLanguage } from '#server/mail/mail-language.js';
import { greetingName, signupAttemptMail, verificationMail } from '#server/mail/mail-messages.js';
import type { Language } from '#shared/languages.js';
import type { RecipientMailBudget } from '#server/throttle/recipient-mail-budget.js';
import type { RequestLimiter } from '#server/throttle/request-limiter.js';
import type { UserRepository, UserRow } from '#server/users/user-repository.js';
import type { AccountTokens } from '#server/credentials/account-tokens.js';
import type { SignUpResult } from './auth-service.js';

/** Resending a confirmation link: this many per account per hour. */
export const RESEND_LIMIT = { limit: 3, windowMs: 60 * 60_000 };
/** "Someone tried to sign up with your address": at most this many per account per hour (no mail bombing). */
export const SIGNUP_NOTICE_LIMIT = { limit: 3, windowMs: 60 * 60_000 };

export type VerifyOutcome = { kind: 'verified'; email: string } | { kind: 'expired' } | { kind: 'invalid' };
export type ResendOutcome =
  | { kind: 'sent' }
  | { kind: 'already-verified' }
  | { kind: 'unavailable' }
  | { kind: 'throttled'; retryAfterMs: number };

/**
 * Proving an address: sign-up sends a single-use link (24 h); clicking it marks the address
 * verified. An address that already had an account gets a different message instead (someone tried
 * to sign up with it), so the sign-up answer itself never tells who has an account.
 */
export function createEmailVerificationService(deps: {
  users: UserRepository;
  tokens: AccountTokens;
  mail: MailService;
  limiter: RequestLimiter;
  /** Every message here goes to an address nobody has proved yet, or is asked for by a stranger. */
  recipients: RecipientMailBudget;
  clock?: () => number;
}) {
  const { users, tokens, mail, limiter, recipients, clock = Date.now } = deps;

  async function sendVerification(user: UserRow, origin: string, language: Language): Promise<void> {
    const token = await tokens.issue(user.id, 'verify-email');
    const content = verificationMail(accountLinks(origin).verifyEmail(token), mailLanguage(user.language, language));
    await mail.send({ kind: 'verify-email', userId: user.id, to: user.email, ...content });
  }

  return {
    /** The e-mail that follows an accepted sign-up: a confirmation link, or a note to the owner. */
    /** `language`: the request's (mail-language.ts); the account's own choice wins when it made one. */
    async afterSignUp(
      outcome: Extract<SignUpResult, { kind: 'created' | 'existing' }>,
      origin: string,
      language: Language,
    ): Promise<void> {
      if (!mail.available) return;
      // Past a limit the answer stays the same: nothing tells the requester whether a message went.
      if (outcome.kind === 'created') {
        if ((await recipients.take(outcome.user.email)).allowed) await sendVerification(outcome.user, origin, language);
        return;
      }
      // The owner has been told already this hour.
      if (!(await limiter.take(`signup:notice:${outcome.user.id}`, SIGNUP_NOTICE_LIMIT)).allowed) return;
      if (!(await recipients.take(outcome.user.email)).allowed) return;
      const links = accountLinks(origin);
      const reset = outcome.user.password_hash
        ? links.resetPassword(await tokens.issue(outcome.user.id, 'password-reset'))
        : links.forgotPassword;
      const content = signupAttemptMail(
        greetingName(outcome.user),
        { signIn: links.signIn, reset },
        mailLanguage(outcome.user.language, language),
      );
      await mail.send({ kind: 'signup-attempt', userId: outcome.user.id, to: outcome.user.email, ...content });
    },

    async verify(token: string): Promise<VerifyOutcome> {
      const taken = await tokens.take(token, 'verify-email');
      if (!taken.ok) return { kind: taken.reason };
      const user = await users.findById(taken.userId);
      if (!user) return { kind: 'invalid' };
      await users.markEmailVerified(user.id, clock());
      await tokens.revokeAll(user.id, ['verify-email']);
      return { kind: 'verified', email: user.email };
    },

    async resend(userId: string, origin: string, language: Language): Promise<ResendOutcome> {
      const user = await users.findById(userId);
      if (!user) return { kind: 'unavailable' };
      if (user.email_verified_at !== null) return { kind: 'already-verified' };
      if (!mail.available) return { kind: 'unavailable' };
      const verdict = await limiter.take(`verify:resend:${userId}`, RESEND_LIMIT);
      if (!verdict.allowed) return { kind: 'throttled', retryAfterMs: verdict.retryAfterMs };
      // The address is not proved: whoever made the account may be mailing a stranger.
      const budget = await recipients.take(user.email);
      if (!budget.allowed) return { kind: 'throttled', retryAfterMs: budget.retryAfterMs };
      await sendVerification(user, origin, language);
      return { kind: 'sent' };
    },
  };
}

export type EmailVerificationService = ReturnType<typeof createEmailVerificationService>;
