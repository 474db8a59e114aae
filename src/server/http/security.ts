import { createMiddleware } from 'hono/factory';
import { SERVER_MESSAGES } from '#shared/messages.js';
import type { Config } from '#server/config.js';
import { isHttpsRequest } from '#server/http/app-cookie.js';
import { jsonError } from './errors.js';

export interface CspSources {
  /** Extra origins allowed in frames (the embedded video player, a configured chatbot frame). */
  frames: string[];
  /** Extra origins allowed for images (video thumbnails). */
  images: string[];
}

export function contentSecurityPolicy(sources: CspSources): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src 'self' data: ${sources.images.join(' ')}`.trim(),
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${sources.frames.length ? sources.frames.join(' ') : "'none'"}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * Security headers on every response; HSTS only in production over HTTPS. They are set before the
 * handler runs, so they travel with the response it builds: setting headers on a finished response
 * makes Hono copy it into a stream-backed Response, the largest cost of every request in
 * `npm run bench -- --profile`. A handler may still override one (the sign-in popup's pages set
 * their own Cross-Origin-Opener-Policy).
 */
export function securityHeaders(config: Config, sources: CspSources) {
  const csp = contentSecurityPolicy(sources);
  const headers: Record<string, string> = {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    // Pages may keep a popup's link to us; the sign-in popup's own pages set unsafe-none themselves.
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  };
  return createMiddleware(async (c, next) => {
    const hsts = config.isProduction && isHttpsRequest(c, config);
    for (const [name, value] of Object.entries(headers)) c.header(name, value);
    if (hsts) c.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    await next();
    // A Response built without the context (none today) would miss them: add them afterwards.
    if (!c.res.headers.has('Content-Security-Policy')) {
      for (const [name, value] of Object.entries(headers)) if (!c.res.headers.has(name)) c.header(name, value);
      if (hsts) c.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
  });
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF guard for state-changing requests: a browser tells us where a request comes from through
 * Sec-Fetch-Site and Origin; anything from another site is refused. Non-browser clients (curl,
 * scripts) send neither and carry no ambient cookie risk. JSON-only bodies add a second barrier:
 * a cross-site form cannot send application/json without a CORS preflight, which we never grant.
 */
export function csrfGuard(config: Config) {
  return createMiddleware(async (c, next) => {
    if (UNSAFE_METHODS.has(c.req.method)) {
      const site = c.req.header('sec-fetch-site');
      if (site && site !== 'same-origin' && site !== 'none') {
        return jsonError(c, 403, 'cross_site', SERVER_MESSAGES.crossSite);
      }
      const origin = c.req.header('origin');
      if (origin) {
        const expected =
          config.publicUrl ?? `${isHttpsRequest(c, config) ? 'https' : 'http'}://${c.req.header('host') ?? ''}`;
        if (origin !== expected) return jsonError(c, 403, 'cross_site', SERVER_MESSAGES.crossSite);
      }
    }
    await next();
  });
}
