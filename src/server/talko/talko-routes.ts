import { Hono } from 'hono';
import { talkoRequestSchema, type TalkoConfig } from '#shared/api/talko.js';
import type { AppEnv } from '#server/http/app-env.js';
import { jsonError, tooManyRequests } from '#server/http/errors.js';
import { readJson } from '#server/http/read-json.js';
import type { RequestLimiter } from '#server/throttle/request-limiter.js';
import type { TalkoService } from './talko-service.js';

export const TALKO_RATE = { limit: 30, windowMs: 5 * 60_000 } as const;

/** POST /api/talko and GET /api/talko/config (mounted behind requireSession). */
export function talkoRoutes(deps: { talko: TalkoService; limiter: RequestLimiter; embedUrl?: string }) {
  const { talko, limiter, embedUrl } = deps;
  const app = new Hono<AppEnv>();

  app.get('/config', (c) => c.json({ embedUrl: embedUrl ?? null } satisfies TalkoConfig));

  app.post('/', async (c) => {
    const body = await readJson(c, talkoRequestSchema);
    if (!body.ok) return jsonError(c, body.status, body.code, body.message);
    const verdict = await limiter.take(`talko:${c.get('session').user.id}`, TALKO_RATE);
    if (!verdict.allowed)
      return tooManyRequests(
        c,
        'too_many_questions',
        'Talko needs a short break. Please ask again in a few minutes.',
        verdict.retryAfterMs,
      );
    return c.json(talko.answer(body.data.message));
  });
  return app;
}
