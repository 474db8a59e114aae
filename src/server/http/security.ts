import { createMiddleware } from 'hono/factory';
import { SERVER_MESSAGES } from '../../shared/messages.js';
import type { Config } from '../config.js';
import { isHttpsRequest } from '../sessions/session-cookie.js';
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

/** Security headers on every response; HSTS only in production over HTTPS. */
export function securityHeaders(config: Config, sources: CspSources) {
  const csp = contentSecurityPolicy(sources);
  return createMiddleware(async (c, next) => {
    await next();
    c.header('Content-Security-Policy', csp);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header('X-Frame-Options', 'DENY');
    // Pages may keep a popup's link to us; the sign-in popup's own pages set unsafe-none themselves.
    if (!c.res.headers.has('Cross-Origin-Opener-Policy')) c.header('Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
    c.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    if (config.isProduction && isHttpsRequest(c, config)) {
      c.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
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
        const expected = config.publicUrl ?? `${isHttpsRequest(c, config) ? 'https' : 'http'}://${c.req.header('host') ?? ''}`;
        if (origin !== expected) return jsonError(c, 403, 'cross_site', SERVER_MESSAGES.crossSite);
      }
    }
    await next();
  });
}
