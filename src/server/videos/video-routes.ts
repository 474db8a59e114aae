import { Hono } from 'hono';
import { videoQuerySchema } from '#shared/api/videos.js';
import type { AppEnv } from '#server/http/app-env.js';
import { jsonError, tooManyRequests } from '#server/http/errors.js';
import { queryParam } from '#server/http/validate.js';
import type { VideoSearchService } from './video-search-service.js';

/** GET /api/videos/search?q= */
export function videoRoutes(videos: VideoSearchService) {
  const app = new Hono<AppEnv>();
  app.get('/search', queryParam('q', videoQuerySchema), async (c) => {
    const session = c.get('session');
    const result = await videos.search(c.get('query'), { userId: session.user.id, verified: session.emailVerified });
    c.header('Cache-Control', 'private, no-store');
    switch (result.kind) {
      case 'rate-limited':
        return tooManyRequests(
          c,
          'too_many_searches',
          'You are searching very fast. Please wait a few minutes and try again.',
          result.retryAfterMs,
        );
      case 'upstream-failed':
        return jsonError(
          c,
          502,
          'video_search_unavailable',
          'Video search is not available right now. Please try again later.',
        );
      case 'ok':
        return c.json(result.response);
    }
  });
  return app;
}
