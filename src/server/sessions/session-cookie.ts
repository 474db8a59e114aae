import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Config } from '#server/config.js';

/** Over HTTPS the __Host- prefix pins the cookie to this host and path /, and requires Secure. */
const SECURE_NAME = '__Host-portal_session';
const PLAIN_NAME = 'portal_session';

export function isHttpsRequest(c: Context, config: Config): boolean {
  if (config.publicUrl?.startsWith('https://')) return true;
  if (config.trustProxy && c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() === 'https') return true;
  return new URL(c.req.url).protocol === 'https:';
}

export function readSessionToken(c: Context): string | undefined {
  return getCookie(c, SECURE_NAME) ?? getCookie(c, PLAIN_NAME);
}

export function writeSessionCookie(c: Context, config: Config, token: string, maxAgeSeconds: number): void {
  const secure = isHttpsRequest(c, config);
  setCookie(c, secure ? SECURE_NAME : PLAIN_NAME, token, {
    httpOnly: true,
    sameSite: 'Lax', // Strict would drop the cookie on the OIDC provider's redirect back to us.
    path: '/',
    secure,
    maxAge: maxAgeSeconds,
  });
}

export function clearSessionCookie(c: Context, config: Config): void {
  const secure = isHttpsRequest(c, config);
  deleteCookie(c, secure ? SECURE_NAME : PLAIN_NAME, { path: '/', secure, httpOnly: true, sameSite: 'Lax' });
}
