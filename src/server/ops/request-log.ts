import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { setAnswerHeader } from '#server/http/answer-header.js';
import type { AppEnv } from '#server/http/app-env.js';
import { peerIsTrustedProxy, type TrustProxy } from '#server/http/client-ip.js';
import { HEALTH_PATHS } from './health-routes.js';
import type { Logger } from './logger.js';

/** An id a proxy may hand us: short, and only characters that are safe in a log line and a header. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export interface RequestObserver {
  /** Called once per request with what the log line says (metrics count it). */
  (request: { method: string; route: string; status: number; seconds: number }): void;
}

/**
 * The request id and the request log, first in the chain. The id is the trusted proxy's
 * X-Request-Id when one sent a well-formed one, else a new UUID; it is returned as X-Request-Id
 * and put into error bodies (http/errors.ts), so a student can quote it. One JSON line per request:
 * method, route pattern (never the raw path: it may hold a token or an address), status, duration,
 * request id and the user id when signed in. Never headers, cookies, query strings or bodies.
 *
 * The API reads of a page's server render (`pageRequestId` in the bindings) are part of that page's
 * request: they take its id (a failed read's error body names the id the page was answered with),
 * their lines are debug ones marked `inPage` (error ones for a 5xx, which the page's line alone would
 * not place), and the metrics count only the page.
 */
export function requestLog(options: {
  logger: Logger;
  trustProxy: TrustProxy;
  observe?: RequestObserver;
}): MiddlewareHandler<AppEnv> {
  const { logger, trustProxy, observe } = options;
  return async (c, next) => {
    const started = performance.now();
    const page = c.env?.pageRequestId;
    const offered = c.req.header('x-request-id');
    const requestId =
      page ??
      (offered !== undefined && REQUEST_ID.test(offered) && peerIsTrustedProxy(c, trustProxy) ? offered : randomUUID());
    c.set('requestId', requestId);
    let failed: unknown;
    try {
      await next();
    } catch (error) {
      failed = error;
      throw error;
    } finally {
      setAnswerHeader(c, 'X-Request-Id', requestId);
      const status = failed === undefined ? c.res.status : 500;
      const route = routePattern(c);
      const seconds = (performance.now() - started) / 1000;
      if (page === undefined) observe?.({ method: c.req.method, route, status, seconds });
      const line = {
        requestId,
        method: c.req.method,
        route,
        status,
        ms: Math.round(seconds * 10_000) / 10,
        userId: c.get('session')?.user.id,
        ...(page === undefined ? {} : { inPage: true }),
      };
      if (HEALTH_PATHS.has(c.req.path) || (page !== undefined && status < 500)) logger.debug(line, 'request');
      else if (status >= 500) logger.error(line, 'request');
      else logger.info(line, 'request');
    }
  };
}

function routePattern(c: Parameters<MiddlewareHandler>[0]): string {
  try {
    return routePath(c) || 'unmatched';
  } catch {
    return 'unmatched';
  }
}
