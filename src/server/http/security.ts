import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';
import { SERVER_MESSAGES } from '#shared/messages.js';
import type { Config } from '#server/config.js';
import { isHttpsRequest } from '#server/http/app-cookie.js';
import { setAnswerHeader } from './answer-header.js';
import { jsonError } from './errors.js';

export interface CspSources {
  /** Extra origins allowed in frames (the embedded video player, a configured chatbot frame). */
  frames: string[];
  /** Extra origins allowed for images (video thumbnails). */
  images: string[];
  /** The inline scripts allowed, by hash ('sha256-...'): index.html's theme script, and no other. */
  scripts?: string[];
}

/**
 * Our CSP as hono/secure-headers takes it: same-origin everything, frames and images as configured,
 * and the inline scripts named by their hashes.
 */
function cspDirectives(sources: CspSources) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...(sources.scripts ?? []).map((hash) => `'${hash}'`)],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", 'data:', ...sources.images],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    frameSrc: sources.frames.length ? sources.frames : ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    objectSrc: ["'none'"],
  };
}

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every response (hono/secure-headers), limited to the ones we mean: Hono's
 * other defaults (CORP, Origin-Agent-Cluster, X-XSS-Protection...) stay off. A handler may still set
 * its own (the sign-in popup's pages send their own Cross-Origin-Opener-Policy), so nothing is
 * overwritten. HSTS only in production over HTTPS, decided per request (behind a proxy the scheme
 * comes from X-Forwarded-Proto), which a fixed secureHeaders option cannot say.
 */
export function securityHeaders(config: Config, sources: CspSources) {
  const headers = secureHeaders({
    contentSecurityPolicy: cspDirectives(sources),
    xContentTypeOptions: true,
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    // Pages may keep a popup's link to us; the sign-in popup's own pages set unsafe-none themselves.
    crossOriginOpenerPolicy: 'same-origin-allow-popups',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    overwrite: false,
  });
  return createMiddleware(async (c, next) => {
    await headers(c, next);
    if (config.isProduction && isHttpsRequest(c, config)) setAnswerHeader(c, 'Strict-Transport-Security', HSTS);
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
