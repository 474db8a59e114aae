import type { Context } from 'hono';
import type { Config } from '#server/config.js';
import { clearAppCookie, readAppCookie, writeAppCookie, type AppCookie } from '#server/http/app-cookie.js';

// Lax, not Strict: Strict would drop the cookie on the OIDC provider's redirect back to us.
const SESSION_COOKIE: AppCookie = { name: 'portal_session', sameSite: 'Lax' };

export function readSessionToken(c: Context, config: Config): string | undefined {
  return readAppCookie(c, config, SESSION_COOKIE);
}

export function writeSessionCookie(c: Context, config: Config, token: string, maxAgeSeconds: number): void {
  writeAppCookie(c, config, SESSION_COOKIE, token, maxAgeSeconds);
}

export function clearSessionCookie(c: Context, config: Config): void {
  clearAppCookie(c, config, SESSION_COOKIE);
}
