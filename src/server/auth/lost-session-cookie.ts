import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Config } from '#server/config.js';
import { isHttpsRequest } from '#server/sessions/session-cookie.js';
import { TOKEN_LIFETIMES_MS } from './account-tokens.js';

/** The lost-session grant travels in its own HttpOnly cookie: page scripts never see it. */
const SECURE_NAME = '__Host-portal_takeover';
const PLAIN_NAME = 'portal_takeover';

export function readGrant(c: Context): string | undefined {
  return getCookie(c, SECURE_NAME) ?? getCookie(c, PLAIN_NAME);
}

export function writeGrantCookie(c: Context, config: Config, grant: string): void {
  const secure = isHttpsRequest(c, config);
  setCookie(c, secure ? SECURE_NAME : PLAIN_NAME, grant, {
    httpOnly: true,
    // Only our own pages send it back: the grant is spent by a same-origin POST.
    sameSite: 'Strict',
    path: '/',
    secure,
    maxAge: Math.floor(TOKEN_LIFETIMES_MS['session-takeover'] / 1000),
  });
}

export function clearGrantCookie(c: Context, config: Config): void {
  const secure = isHttpsRequest(c, config);
  deleteCookie(c, secure ? SECURE_NAME : PLAIN_NAME, { path: '/', secure, httpOnly: true, sameSite: 'Strict' });
}
