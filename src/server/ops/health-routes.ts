import { Hono } from 'hono';
import type { Readiness } from './readiness.js';

/**
 * GET /healthz: the process answers (no database). GET /readyz: this instance should get traffic
 * (readiness.ts), else 503 with the reason. Public, tiny, not rate-limited, and logged only at debug
 * level (request-log.ts), since a load balancer asks every few seconds.
 */
export function healthRoutes(readiness: Readiness) {
  const routes = new Hono();
  const noStore = { 'Cache-Control': 'no-store' };
  routes.get('/healthz', (c) => c.json({ status: 'ok' }, 200, noStore));
  routes.get('/readyz', async (c) => {
    const reason = await readiness.check();
    return reason === null
      ? c.json({ status: 'ready' }, 200, noStore)
      : c.json({ status: 'unavailable', reason }, 503, noStore);
  });
  return routes;
}

export const HEALTH_PATHS: ReadonlySet<string> = new Set(['/healthz', '/readyz']);
