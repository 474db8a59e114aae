import { Hono, type Context } from 'hono';
import {
  forgotPasswordRequestSchema,
  linkTokenRequestSchema,
  resetPasswordRequestSchema,
} from '#shared/api/account.js';
import { ACCOUNT_MESSAGES } from '#shared/api/account-messages.js';
import { MESSAGES } from '#shared/messages.js';
import type { Config } from '#server/config.js';
import type { AppEnv } from '#server/http/app-env.js';
import { clientIp } from '#server/http/client-ip.js';
import { jsonError, tooManyRequests } from '#server/http/errors.js';
import { requestLanguage } from '#server/http/request-language.js';
import { jsonBody } from '#server/http/validate.js';
import { readSessionToken, writeSessionCookie } from '#server/sessions/session-cookie.js';
import { createMiddleware } from 'hono/factory';
import type { EmailVerificationService } from './email-verification-service.js';
import type { LinkAttemptLimit } from './link-attempt-limit.js';
import { clearGrantCookie, readGrant } from './lost-session-cookie.js';
import type { LostSessionService } from './lost-session-service.js';
import type { PasswordResetService } from './password-reset-service.js';
import { sessionUserAnswer, type IsMaintainer } from './session-user-answer.js';

/** Expired, used, tampered or unknown links: a clear 400 the page turns into a way forward. */
function badLink(c: Context, reason: 'expired' | 'invalid') {
  return reason === 'expired'
    ? jsonError(c, 400, 'token_expired', ACCOUNT_MESSAGES.tokenExpired)
    : jsonError(c, 400, 'token_invalid', ACCOUNT_MESSAGES.tokenInvalid);
}

/**
 * The signed-out ways back into an account (all on the public list): password reset, address
 * confirmation, and spending a lost-session grant.
 */
export function accountRecoveryRoutes(deps: {
  config: Config;
  passwordReset: PasswordResetService;
  verification: EmailVerificationService;
  lostSession: LostSessionService;
  linkAttempts: LinkAttemptLimit;
  mailAvailable: boolean;
  isMaintainer: IsMaintainer;
}) {
  const { config, passwordReset, verification, lostSession, linkAttempts, mailAvailable, isMaintainer } = deps;
  const app = new Hono<AppEnv>();
  const limitLinkAttempts = createMiddleware(async (c, next) => {
    const verdict = await linkAttempts(clientIp(c, config.trustProxy));
    if (!verdict.allowed)
      return tooManyRequests(c, 'too_many_requests', ACCOUNT_MESSAGES.tooManyRequests, verdict.retryAfterMs);
    await next();
  });
  for (const path of ['/password-reset/check', '/password-reset', '/verify-email', '/takeover'])
    app.use(path, limitLinkAttempts);

  app.get('/email-delivery', (c) => c.json({ available: mailAvailable }));

  app.post('/password-reset/request', jsonBody(forgotPasswordRequestSchema), async (c) => {
    const outcome = await passwordReset.request(
      c.get('body').email,
      clientIp(c, config.trustProxy),
      config.mail.linkOrigin,
      requestLanguage(c),
    );
    switch (outcome.kind) {
      case 'unavailable':
        return jsonError(c, 503, 'mail_unavailable', ACCOUNT_MESSAGES.mailUnavailable);
      case 'throttled':
        return tooManyRequests(c, 'too_many_requests', ACCOUNT_MESSAGES.tooManyRequests, outcome.retryAfterMs);
      case 'accepted':
        return c.json({ message: ACCOUNT_MESSAGES.resetRequested }, 202);
    }
  });

  app.post('/password-reset/check', jsonBody(linkTokenRequestSchema), async (c) => {
    const outcome = await passwordReset.check(c.get('body').token);
    return outcome.kind === 'valid' ? c.json({ valid: true }) : badLink(c, outcome.kind);
  });

  app.post('/password-reset', jsonBody(resetPasswordRequestSchema), async (c) => {
    const { token, password } = c.get('body');
    const outcome = await passwordReset.reset(token, password, requestLanguage(c));
    switch (outcome.kind) {
      case 'weak-password':
        return jsonError(c, 400, 'weak_password', outcome.message);
      case 'expired':
      case 'invalid':
        return badLink(c, outcome.kind);
      case 'done':
        return c.json({ message: ACCOUNT_MESSAGES.resetDone });
    }
  });

  app.post('/verify-email', jsonBody(linkTokenRequestSchema), async (c) => {
    const outcome = await verification.verify(c.get('body').token);
    if (outcome.kind !== 'verified') return badLink(c, outcome.kind);
    return c.json({ message: ACCOUNT_MESSAGES.emailVerified, email: outcome.email });
  });

  // 'Sign out the other device': spends the grant a refused sign-in left in this browser.
  app.post('/takeover', async (c) => {
    const grant = readGrant(c, config);
    clearGrantCookie(c, config);
    if (!grant) return jsonError(c, 400, 'grant_invalid', ACCOUNT_MESSAGES.grantInvalid);
    const outcome = await lostSession.takeOver(
      grant,
      readSessionToken(c, config),
      config.mail.linkOrigin,
      requestLanguage(c),
    );
    switch (outcome.kind) {
      case 'expired':
      case 'invalid':
        return jsonError(c, 400, 'grant_invalid', ACCOUNT_MESSAGES.grantInvalid);
      case 'already-active':
        return jsonError(c, 409, 'session_active_elsewhere', MESSAGES.alreadyLoggedIn);
      case 'ok':
        writeSessionCookie(c, config, outcome.session.token, Math.floor(config.session.absoluteLifetimeMs / 1000));
        return c.json({ user: await sessionUserAnswer(outcome.user, isMaintainer) });
    }
  });

  return app;
}
