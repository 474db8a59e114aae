import type { Context } from 'hono';
import { Hono } from 'hono';
import { GOOGLE_POPUP_MESSAGE, type GooglePopupResult, type ProvidersResponse } from '#shared/api/google.js';
import type { Config } from '#server/config.js';
import type { AppEnv } from '#server/http/app-env.js';
import {
  clearAppCookie,
  isHttpsRequest,
  readAppCookie,
  writeAppCookie,
  type AppCookie,
} from '#server/http/app-cookie.js';
import { clientIp } from '#server/http/client-ip.js';
import { requestLanguage } from '#server/http/request-language.js';
import { readSessionToken, writeSessionCookie } from '#server/sessions/session-cookie.js';
import { writeGrantCookie } from '#server/auth/lost-session-cookie.js';
import type { LostSessionService } from '#server/auth/lost-session-service.js';
import { FLOW_LIFETIME_MS, type GoogleSignInService } from './google-signin-service.js';
import { POPUP_SCRIPT, popupPage } from './popup-page.js';

/**
 * The hash of the flow's state, held by the browser that started it. Lax: the provider's redirect
 * back to the callback is a top-level navigation from another site, which Strict would strip.
 */
const FLOW_COOKIE: AppCookie = { name: 'portal_oidc', sameSite: 'Lax' };

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
      const started = await google.start(redirectUri(c, config), clientIp(c, config.trustProxy));
      if (!started.allowed) return failure(c, 'too many sign-in attempts; wait a few minutes and try again');
      writeAppCookie(c, config, FLOW_COOKIE, started.binding, Math.floor(FLOW_LIFETIME_MS / 1000));
      popupHeaders(c);
      return c.redirect(started.url.toString(), 302);
    } catch (error) {
      console.error('Google sign-in could not start:', (error as Error).message);
      return failure(c, 'the sign-in provider could not be reached');
    }
  });

  app.get('/google/callback', async (c) => {
    const binding = readAppCookie(c, config, FLOW_COOKIE);
    const outcome = await google.finish(new URL(c.req.url), readSessionToken(c, config), binding, requestLanguage(c));
    // The binding is spent either way (after the cookies the outcome writes, which come first).
    const spendBinding = () => {
      if (binding !== undefined) clearAppCookie(c, config, FLOW_COOKIE);
    };
    switch (outcome.kind) {
      case 'failed':
        console.warn('Google sign-in failed:', outcome.reason);
        spendBinding();
        return failure(c, outcome.reason);
      case 'already-active':
        // The provider proved who this is: the opener may offer 'Sign out the other device'.
        writeGrantCookie(c, config, await lostSession.grant(outcome.userId));
        spendBinding();
        return finishPage(c, { type: GOOGLE_POPUP_MESSAGE, status: 'already_active' });
      case 'success':
        writeSessionCookie(c, config, outcome.session.token, Math.floor(config.session.absoluteLifetimeMs / 1000));
        spendBinding();
        return finishPage(c, { type: GOOGLE_POPUP_MESSAGE, status: 'success', user: outcome.user });
    }
  });

  return app;
}
