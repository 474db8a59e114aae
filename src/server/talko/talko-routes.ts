import { Hono } from 'hono';
import { talkoRequestSchema, type TalkoConfig } from '../../shared/api/talko.js';
import type { AppEnv } from '../http/app-env.js';
import { jsonError } from '../http/errors.js';
import { readJson } from '../http/read-json.js';
import type { RateLimitRepository } from '../throttle/rate-limit-repository.js';
import type { TalkoService } from './talko-service.js';

export const TALKO_RATE = { limit: 30, windowMs: 5 * 60_000 } as const;

/** POST /api/talko and GET /api/talko/config (mounted behind requireSession). */
export function talkoRoutes(deps: { talko: TalkoService; rateLimits: RateLimitRepository; embedUrl?: string; clock?: () => number }) {
  const { talko, rateLimits, embedUrl, clock = Date.now } = deps;
  const app = new Hono<AppEnv>();

  app.get('/config', (c) => c.json({ embedUrl: embedUrl ?? null } satisfies TalkoConfig));

  app.post('/', async (c) => {
    const body = await readJson(c, talkoRequestSchema);
    if (!body.ok) return jsonError(c, body.status, body.code, body.message);
    const now = clock();
    const window = await rateLimits.hit(`talko:${c.get('session').user.id}`, now, TALKO_RATE.windowMs);
    if (window.count > TALKO_RATE.limit) {
      return jsonError(c, 429, 'too_many_questions', 'Talko needs a short break. Please ask again in a few minutes.', {
        'Retry-After': String(Math.max(1, Math.ceil((window.windowStart + TALKO_RATE.windowMs - now) / 1000))),
      });
    }
    return c.json(talko.answer(body.data.message));
  });
  return app;
}
