import { Hono } from 'hono';
import { signInRequestSchema } from '#shared/api/auth.js';
import { SIGNUP_MESSAGES, signUpRequestSchema } from '#shared/api/signup.js';
import { MESSAGES, SERVER_MESSAGES } from '#shared/messages.js';
import type { Config } from '#server/config.js';
import type { AppEnv } from '#server/http/app-env.js';
import { clientIp } from '#server/http/client-ip.js';
import { jsonError, tooManyRequests } from '#server/http/errors.js';
import { jsonBody } from '#server/http/validate.js';
import { clearSessionCookie, readSessionToken, writeSessionCookie } from '#server/sessions/session-cookie.js';
import type { SessionService } from '#server/sessions/session-service.js';
import { signedOutAnswer } from '#server/sessions/session-gate.js';
import { requestLanguage } from '#server/http/request-language.js';
import type { AuthService } from './auth-service.js';
import type { EmailVerificationService } from './email-verification-service.js';
import { readDeviceCookie, writeDeviceCookie } from './known-device-cookie.js';
import { writeGrantCookie } from './lost-session-cookie.js';
import type { LostSessionService } from './lost-session-service.js';
import { sessionUserAnswer, type IsMaintainer } from './session-user-answer.js';

export function authRoutes(deps: {
  config: Config;
  auth: AuthService;
  sessions: SessionService;
  lostSession: LostSessionService;
  verification: EmailVerificationService;
  mailAvailable: boolean;
  isMaintainer: IsMaintainer;
}) {
  const { config, auth, sessions, lostSession, verification, mailAvailable, isMaintainer } = deps;
  const app = new Hono<AppEnv>();

  app.post('/signin', jsonBody(signInRequestSchema), async (c) => {
    const body = c.get('body');
    const result = await auth.signIn({
      email: body.email,
      password: body.password,
      ip: clientIp(c, config.trustProxy),
      currentToken: readSessionToken(c, config),
      deviceCookie: readDeviceCookie(c, config),
    });
    switch (result.kind) {
      case 'throttled':
        return tooManyRequests(c, 'too_many_attempts', SERVER_MESSAGES.tooManyAttempts, result.retryAfterMs);
      case 'invalid':
        return jsonError(c, 401, 'invalid_credentials', MESSAGES.signinFailed);
      case 'already-active':
        // The password was right: this browser may end the other session ('Sign out the other device').
        writeGrantCookie(c, config, await lostSession.grant(result.userId));
        return jsonError(c, 409, 'session_active_elsewhere', MESSAGES.alreadyLoggedIn);
      case 'ok':
        writeSessionCookie(c, config, result.session.token, Math.floor(config.session.absoluteLifetimeMs / 1000));
        writeDeviceCookie(c, config, result.deviceCookie);
        return c.json({ user: await sessionUserAnswer(result.user, isMaintainer) });
    }
  });

  app.post('/signup', jsonBody(signUpRequestSchema), async (c) => {
    const currentToken = readSessionToken(c, config);
    const result = await auth.signUp({ ...c.get('body'), ip: clientIp(c, config.trustProxy), currentToken });
    switch (result.kind) {
      case 'throttled':
        return tooManyRequests(c, 'too_many_attempts', SIGNUP_MESSAGES.tooManyAttempts, result.retryAfterMs);
      case 'weak-password':
        return jsonError(c, 400, 'weak_password', result.message);
      case 'created':
      case 'existing':
        // One answer for both, so nobody learns here whether the address already had an account.
        await verification.afterSignUp(result, config.mail.linkOrigin, requestLanguage(c));
        if (currentToken) clearSessionCookie(c, config);
        return c.json({ message: mailAvailable ? SIGNUP_MESSAGES.checkEmail : SIGNUP_MESSAGES.checkEmailNoMail }, 202);
    }
  });

  app.get('/session', async (c) => {
    const token = readSessionToken(c, config);
    const session = await sessions.authenticate(token);
    c.header('Cache-Control', 'no-store');
    if (!session) {
      const ended = await sessions.whyEnded(token);
      // The web app asks "who is signed in, if anyone?" on every start: with ?optional, nobody is an
      // answer (200, user null) rather than an error the browser logs in its console; `ended` says
      // why, when another sign-in ended this browser's session (its sign-in page tells the reader).
      if (c.req.query('optional') !== undefined) return c.json(ended ? { user: null, ended } : { user: null });
      return signedOutAnswer(c, ended);
    }
    // The session's absolute expiry and idle timeout: the service worker keeps this account's pages
    // only while the session could still be valid (src/web/sw/content-gate.ts).
    return c.json({
      user: await sessionUserAnswer(session.user, isMaintainer),
      expiresAt: session.expiresAt,
      idleTimeoutMs: config.session.idleTimeoutMs,
    });
  });

  app.post('/signout', async (c) => {
    const token = readSessionToken(c, config);
    // Sign-out deletes the session row first, then clears the cookie.
    if (token) await sessions.close(token);
    clearSessionCookie(c, config);
    return c.body(null, 204);
  });

  return app;
}
