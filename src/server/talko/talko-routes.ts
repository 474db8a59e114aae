import { Hono } from 'hono';
import { talkoRequestSchema, type TalkoConfig } from '#shared/api/talko.js';
import type { AppEnv } from '#server/http/app-env.js';
import { tooManyRequests } from '#server/http/errors.js';
import { jsonBody } from '#server/http/validate.js';
import type { TalkoService } from './talko-service.js';

/** POST /api/talko and GET /api/talko/config. */
export function talkoRoutes(deps: { talko: TalkoService; embedUrl?: string }) {
  const { talko, embedUrl } = deps;
  const app = new Hono<AppEnv>();

  app.get('/config', (c) => c.json({ embedUrl: embedUrl ?? null } satisfies TalkoConfig));

  app.post('/', jsonBody(talkoRequestSchema), async (c) => {
    const result = await talko.ask(c.get('session').user.id, c.get('body').message);
    if (!result.allowed) {
      const message = 'Talko needs a short break. Please ask again in a few minutes.';
      return tooManyRequests(c, 'too_many_questions', message, result.retryAfterMs);
    }
    return c.json(result.reply);
  });
  return app;
}
