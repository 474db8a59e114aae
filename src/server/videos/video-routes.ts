import { Hono } from 'hono';
import { videoQuerySchema } from '#shared/api/videos.js';
import type { AppEnv } from '#server/http/app-env.js';
import { jsonError, tooManyRequests } from '#server/http/errors.js';
import type { VideoSearchService } from './video-search-service.js';

/** GET /api/videos/search?q= (mounted behind requireSession). */
export function videoRoutes(videos: VideoSearchService) {
  const app = new Hono<AppEnv>();
  app.get('/search', async (c) => {
    const query = videoQuerySchema.safeParse(c.req.query('q') ?? '');
    if (!query.success) return jsonError(c, 400, 'invalid_query', query.error.issues[0]!.message);
    const result = await videos.search(query.data, c.get('session').user.id);
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
