import type { Context } from 'hono';
import type { Config } from '#server/config.js';
import { clearAppCookie, readAppCookie, writeAppCookie, type AppCookie } from '#server/http/app-cookie.js';
import { TOKEN_LIFETIMES_MS } from '#server/credentials/account-tokens.js';

/** The lost-session grant travels in its own HttpOnly cookie; only our own pages send it back (spent by a same-origin POST). */
const GRANT_COOKIE: AppCookie = { name: 'portal_takeover', sameSite: 'Strict' };

export function readGrant(c: Context, config: Config): string | undefined {
  return readAppCookie(c, config, GRANT_COOKIE);
}

export function writeGrantCookie(c: Context, config: Config, grant: string): void {
  writeAppCookie(c, config, GRANT_COOKIE, grant, Math.floor(TOKEN_LIFETIMES_MS['session-takeover'] / 1000));
}

export function clearGrantCookie(c: Context, config: Config): void {
  clearAppCookie(c, config, GRANT_COOKIE);
}
