import { Hono, type Context } from 'hono';
import {
  changePasswordRequestSchema,
  deleteAccountRequestSchema,
  exportFormatSchema,
  languageRequestSchema,
} from '#shared/api/account.js';
import { ACCOUNT_MESSAGES } from '#shared/api/account-messages.js';
import { SERVER_MESSAGES } from '#shared/messages.js';
import type { EmailVerificationService } from '#server/auth/email-verification-service.js';
import type { Config } from '#server/config.js';
import type { AppEnv } from '#server/http/app-env.js';
import { jsonError, tooManyRequests } from '#server/http/errors.js';
import { jsonBody, queryParam } from '#server/http/validate.js';
import { clearSessionCookie } from '#server/sessions/session-cookie.js';
import { requestLanguage } from '#server/http/request-language.js';
import type { AccountService, ConfirmOutcome } from './account-service.js';
import { exportToMarkdown, type DescribeItem } from './export-markdown.js';
import { chunkedBody, prettyJsonPieces } from './export-stream.js';

/** /api/account: the signed-in account's own data (behind the session gate like the rest). */
export function accountRoutes(deps: {
  config: Config;
  accounts: AccountService;
  verification: EmailVerificationService;
  /** Titles for the Markdown export: the catalogue's item registry. */
  describeItem: DescribeItem;
}) {
  const { config, accounts, verification, describeItem } = deps;
  const app = new Hono<AppEnv>();

  const refused = (c: Context, outcome: Exclude<ConfirmOutcome, { kind: 'ok' }>, wrong: string) =>
    outcome.kind === 'throttled'
      ? tooManyRequests(c, 'too_many_attempts', SERVER_MESSAGES.tooManyAttempts, outcome.retryAfterMs)
      : jsonError(c, 403, 'wrong_confirmation', wrong);

  app.get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    const profile = await accounts.profile(c.get('session').user.id);
    if (!profile) return jsonError(c, 401, 'unauthenticated', SERVER_MESSAGES.signedOut);
    return c.json(profile);
  });

  app.post('/password', jsonBody(changePasswordRequestSchema), async (c) => {
    const { currentPassword, newPassword } = c.get('body');
    const outcome = await accounts.changePassword(c.get('session').user.id, currentPassword, newPassword);
    switch (outcome.kind) {
      case 'no-password':
        return jsonError(c, 409, 'no_password', ACCOUNT_MESSAGES.noPasswordToChange);
      case 'weak-password':
        return jsonError(c, 400, 'weak_password', outcome.message);
      case 'wrong':
      case 'throttled':
        return refused(c, outcome, ACCOUNT_MESSAGES.wrongPassword);
      case 'ok':
        return c.json({ message: ACCOUNT_MESSAGES.passwordChanged });
    }
  });

  app.put('/language', jsonBody(languageRequestSchema), async (c) => {
    const { language } = c.get('body');
    if (!(await accounts.setLanguage(c.get('session').user.id, language)))
      return jsonError(c, 401, 'unauthenticated', SERVER_MESSAGES.signedOut);
    return c.json({ language });
  });

  app.post('/verification', async (c) => {
    const outcome = await verification.resend(c.get('session').user.id, config.mail.linkOrigin, requestLanguage(c));
    switch (outcome.kind) {
      case 'already-verified':
        return jsonError(c, 409, 'already_verified', ACCOUNT_MESSAGES.alreadyVerified);
      case 'unavailable':
        return jsonError(c, 503, 'mail_unavailable', ACCOUNT_MESSAGES.mailUnavailable);
      case 'throttled':
        return tooManyRequests(c, 'too_many_requests', ACCOUNT_MESSAGES.tooManyRequests, outcome.retryAfterMs);
      case 'sent':
        return c.json({ message: ACCOUNT_MESSAGES.verificationSent }, 202);
    }
  });

  // ?format=markdown gives the readable file; anything else (or nothing) the complete JSON.
  // Limited per account before anything is read; the file is built and sent in chunks (export-stream.ts).
  app.get('/export', queryParam('format', exportFormatSchema), async (c) => {
    const data = await accounts.exportData(c.get('session').user.id);
    if (!data) return jsonError(c, 401, 'unauthenticated', SERVER_MESSAGES.signedOut);
    if (data.kind === 'rate-limited')
      return tooManyRequests(c, 'too_many_exports', ACCOUNT_MESSAGES.tooManyExports, data.retryAfterMs);
    const markdown = c.get('query') === 'markdown';
    const { file: content } = data;
    const file = `studyhub-data-${content.exportedAt.slice(0, 10)}.${markdown ? 'md' : 'json'}`;
    c.header('Cache-Control', 'no-store');
    c.header('Content-Disposition', `attachment; filename="${file}"`);
    return markdown
      ? c.body(chunkedBody(exportToMarkdown(content, describeItem, config.mail.linkOrigin)), 200, {
          'Content-Type': 'text/markdown; charset=utf-8',
        })
      : c.body(chunkedBody(prettyJsonPieces(content)), 200, { 'Content-Type': 'application/json; charset=utf-8' });
  });

  app.delete('/', jsonBody(deleteAccountRequestSchema), async (c) => {
    const outcome = await accounts.deleteAccount(c.get('session').user.id, c.get('body'));
    switch (outcome.kind) {
      case 'wrong':
      case 'throttled':
        return refused(
          c,
          outcome,
          c.get('body').password !== undefined ? ACCOUNT_MESSAGES.wrongPassword : ACCOUNT_MESSAGES.wrongEmail,
        );
      case 'gone':
      case 'ok':
        clearSessionCookie(c, config);
        return c.json({ message: ACCOUNT_MESSAGES.accountDeleted });
    }
  });

  return app;
}
