import type { SessionUser } from '#shared/api/auth.js';
import type { MailService } from '#server/mail/mail-service.js';
import { accountLinks } from '#server/mail/account-links.js';
import { mailLanguage } from '#server/mail/mail-language.js';
import { greetingName, sessionEndedMail } from '#server/mail/mail-messages.js';
import type { Language } from '#shared/languages.js';
import type { OpenedSession, SessionService } from '#server/sessions/session-service.js';
import type { UserRepository } from '#server/users/user-repository.js';
import type { AccountRepository } from '#server/users/account-repository.js';
import type { AccountTokens } from '#server/credentials/account-tokens.js';
import { toSessionUser } from './auth-service.js';

export type TakeoverOutcome =
  | { kind: 'ok'; user: SessionUser; session: OpenedSession }
  | { kind: 'expired' }
  | { kind: 'invalid' }
  | { kind: 'already-active' };

/**
 * Ending a lost session without breaking the one-session rule. A sign-in whose password was right
 * but which met the account's session elsewhere receives a grant: a single-use server-side token
 * (5 minutes, HttpOnly cookie). Spending it ends the other session, removes what binds the account's
 * notifications to devices (decision 0035), signs this browser in and e-mails the owner what was
 * removed, with a reset link in case it was not them.
 */
export function createLostSessionService(deps: {
  users: UserRepository;
  tokens: AccountTokens;
  sessions: SessionService;
  mail: MailService;
  accounts: Pick<AccountRepository, 'removeDeviceBound'>;
  clock?: () => number;
}) {
  const { users, tokens, sessions, mail, accounts, clock = Date.now } = deps;

  return {
    /** Only for a refused sign-in whose password was verified (auth-routes.ts). */
    grant(userId: string): Promise<string> {
      return tokens.issue(userId, 'session-takeover');
    },

    async takeOver(
      grant: string,
      currentToken: string | undefined,
      origin: string,
      language: Language,
    ): Promise<TakeoverOutcome> {
      const taken = await tokens.take(grant, 'session-takeover');
      if (!taken.ok) return { kind: taken.reason };
      const user = await users.findById(taken.userId);
      if (!user) return { kind: 'invalid' };
      await sessions.endOtherAccountSession(currentToken, user.id);
      // The device signed out is told why and when at its next request (decision 0046).
      await sessions.endBecauseSignedInElsewhere(user.id);
      const removed = await accounts.removeDeviceBound(user.id);
      // Another sign-in could win the freed slot in between; then the rule refuses this one as usual.
      const session = await sessions.open(user.id, currentToken);
      if (!session) return { kind: 'already-active' };

      const resetLink = mail.available
        ? accountLinks(origin).resetPassword(await tokens.issue(user.id, 'password-reset'))
        : null;
      const content = sessionEndedMail(
        greetingName(user),
        new Date(clock()),
        resetLink,
        mailLanguage(user.language, language),
        { removed, accountLanguage: user.language },
      );
      await mail.send({ kind: 'session-ended', userId: user.id, to: user.email, ...content });
      return { kind: 'ok', user: toSessionUser(user), session };
    },
  };
}

export type LostSessionService = ReturnType<typeof createLostSessionService>;
