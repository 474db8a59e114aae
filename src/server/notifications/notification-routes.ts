import { Hono } from 'hono';
import { notificationTopicsSchema } from '#shared/api/notifications.js';
import type { AppEnv } from '#server/http/app-env.js';
import { jsonBody } from '#server/http/validate.js';
import type { ListingNotificationService } from './listing-notification-service.js';

/** GET and PUT /api/notifications/topics: what this user's bell notifies about. */
export function notificationRoutes(notifications: ListingNotificationService) {
  const app = new Hono<AppEnv>();
  app.get('/topics', async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json({ topics: await notifications.topics(c.get('session').user.id) });
  });
  app.put('/topics', jsonBody(notificationTopicsSchema), async (c) => {
    const topics = await notifications.setTopics(c.get('session').user.id, c.get('body').topics);
    return c.json({ topics });
  });
  return app;
}
