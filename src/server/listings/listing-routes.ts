import { Hono } from 'hono';
import type { AppEnv } from '#server/http/app-env.js';
import { SUGGESTION_MESSAGES, suggestionRequestSchema } from '#shared/api/suggestions.js';
import { tooManyRequests } from '#server/http/errors.js';
import { jsonBody } from '#server/http/validate.js';
import type { ListingService } from './listing-service.js';
import type { SuggestionService } from './suggestion-service.js';

/**
 * GET /api/listings/internships and /api/listings/hackathons: published listings with their state.
 * POST /api/listings/suggestions: a student suggests one; GET lists their own with its status.
 */
export function listingRoutes({ listings, suggestions }: { listings: ListingService; suggestions: SuggestionService }) {
  const app = new Hono<AppEnv>();
  app.get('/internships', async (c) => {
    c.header('Cache-Control', 'private, no-cache');
    return c.json({ today: listings.today(), internships: await listings.list('internship') });
  });
  app.get('/hackathons', async (c) => {
    c.header('Cache-Control', 'private, no-cache');
    return c.json({ today: listings.today(), hackathons: await listings.list('hackathon') });
  });
  app.post('/suggestions', jsonBody(suggestionRequestSchema), async (c) => {
    const result = await suggestions.suggest(c.get('session').user.id, c.get('body'));
    if (result.kind === 'throttled')
      return tooManyRequests(c, 'too_many_suggestions', SUGGESTION_MESSAGES.tooMany, result.retryAfterMs);
    return c.json(result.suggestion, 201);
  });
  app.get('/suggestions', async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json({ suggestions: await suggestions.mine(c.get('session').user.id) });
  });
  return app;
}
