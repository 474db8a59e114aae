import type { Context } from 'hono';
import { Hono } from 'hono';
import { GOOGLE_POPUP_MESSAGE, type GooglePopupResult, type ProvidersResponse } from '#shared/api/google.js';
import type { Config } from '#server/config.js';
import type { AppEnv } from '#server/http/app-env.js';
import { isHttpsRequest, readSessionToken, writeSessionCookie } from '#server/sessions/session-cookie.js';
import { writeGrantCookie } from '#server/auth/lost-session-cookie.js';
import type { LostSessionService } from '#server/auth/lost-session-service.js';
import type { GoogleSignInService } from './google-signin-service.js';
import { POPUP_SCRIPT, popupPage } from './popup-page.js';

/** The redirect URI registered with the provider: PUBLIC_URL when set, else this request's origin. */
function redirectUri(c: Context, config: Config): string {
  const origin =
    config.publicUrl ?? `${isHttpsRequest(c, config) ? 'https' : 'http'}://${c.req.header('host') ?? 'localhost'}`;
  return `${origin}/api/auth/google/callback`;
}

export function googleRoutes(deps: { config: Config; google: GoogleSignInService; lostSession: LostSessionService }) {
  const { config, google, lostSession } = deps;
  const app = new Hono<AppEnv>();

  /** The popup pages must keep their link to the opener through the provider's pages. */
  const popupHeaders = (c: Context) => {
    c.header('Cross-Origin-Opener-Policy', 'unsafe-none');
    c.header('Cache-Control', 'no-store');
  };
  const finishPage = (c: Context, result: GooglePopupResult) => {
    popupHeaders(c);
    return c.html(popupPage(result));
  };
  const failure = (c: Context, reason: string) =>
    finishPage(c, { type: GOOGLE_POPUP_MESSAGE, status: 'failed', reason });

  app.get('/providers', (c) => c.json({ google: config.oidc.enabled } satisfies ProvidersResponse));

  app.get('/google/popup.js', (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('Cache-Control', 'no-cache');
    return c.body(POPUP_SCRIPT);
  });

  app.get('/google/start', async (c) => {
    if (!config.oidc.enabled) return failure(c, 'Google sign-up is not configured on this server');
    try {
      const url = await google.start(redirectUri(c, config));
      popupHeaders(c);
      return c.redirect(url.toString(), 302);
    } catch (error) {
      console.error('Google sign-in could not start:', (error as Error).message);
      return failure(c, 'the sign-in provider could not be reached');
    }
  });

  app.get('/google/callback', async (c) => {
    const outcome = await google.finish(new URL(c.req.url), readSessionToken(c));
    switch (outcome.kind) {
      case 'failed':
        console.warn('Google sign-in failed:', outcome.reason);
        return failure(c, outcome.reason);
      case 'already-active':
        // The provider proved who this is: the opener may offer 'Sign out the other device'.
        writeGrantCookie(c, config, await lostSession.grant(outcome.userId));
        return finishPage(c, { type: GOOGLE_POPUP_MESSAGE, status: 'already_active' });
      case 'success':
        writeSessionCookie(c, config, outcome.session.token, Math.floor(config.session.absoluteLifetimeMs / 1000));
        return finishPage(c, { type: GOOGLE_POPUP_MESSAGE, status: 'success', user: outcome.user });
    }
  });

  return app;
}
