import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Config } from '#server/config.js';
import { forwardedProto } from './client-ip.js';

export function isHttpsRequest(c: Context, config: Config): boolean {
  if (config.publicUrl?.startsWith('https://')) return true;
  if (forwardedProto(c, config.trustProxy) === 'https') return true;
  // The adapter hands over the request's URL already normalised (a lower-case scheme): a prefix
  // test says the same as parsing it, and this runs twice on every request (headers, cookie name).
  return c.req.url.startsWith('https:');
}

/** One of our HttpOnly cookies: its plain name, and the browsers it goes back from. */
export interface AppCookie {
  name: string;
  /** Lax for the session (the OIDC provider's redirect back must carry it); Strict otherwise. */
  sameSite: 'Lax' | 'Strict';
}

/**
 * Over HTTPS a cookie is named `__Host-<name>`: the browser then insists on Secure, Path=/ and no
 * Domain, so neither a sibling subdomain nor a plain-http page can set it. Over HTTPS only that name
 * is read or cleared: a plain `<name>` cookie could have been planted by exactly those.
 */
const nameFor = (c: Context, config: Config, cookie: AppCookie) =>
  isHttpsRequest(c, config) ? `__Host-${cookie.name}` : cookie.name;

export function readAppCookie(c: Context, config: Config, cookie: AppCookie): string | undefined {
  return getCookie(c, nameFor(c, config, cookie));
}

export function writeAppCookie(c: Context, config: Config, cookie: AppCookie, value: string, maxAgeSeconds: number) {
  const secure = isHttpsRequest(c, config);
  setCookie(c, nameFor(c, config, cookie), value, {
    httpOnly: true,
    sameSite: cookie.sameSite,
    path: '/',
    secure,
    maxAge: maxAgeSeconds,
  });
}

export function clearAppCookie(c: Context, config: Config, cookie: AppCookie): void {
  const secure = isHttpsRequest(c, config);
  deleteCookie(c, nameFor(c, config, cookie), { path: '/', secure, httpOnly: true, sameSite: cookie.sameSite });
}
