import { Hono } from 'hono';
import { pushEndpointSchema, pushSubscriptionSchema } from '#shared/api/push.js';
import type { AppEnv } from '#server/http/app-env.js';
import { jsonError } from '#server/http/errors.js';
import { jsonBody } from '#server/http/validate.js';
import type { PushService } from './push-service.js';

/**
 * Web Push for signed-in users:
 *   GET    /public-key      the VAPID public key browsers subscribe with
 *   POST   /subscriptions   store this browser's subscription (idempotent by endpoint)
 *   DELETE /subscriptions   forget it ({ endpoint })
 */
export function pushRoutes({ push }: { push: PushService }) {
  const app = new Hono<AppEnv>();

  app.get('/public-key', async (c) => {
    c.header('Cache-Control', 'private, no-cache');
    return c.json({ publicKey: await push.publicKey() });
  });

  app.post('/subscriptions', jsonBody(pushSubscriptionSchema), async (c) => {
    const result = await push.subscribe(c.get('session').user.id, c.get('body'));
    if (result.kind === 'refused') return jsonError(c, 400, 'invalid_subscription', result.message);
    return c.body(null, 204);
  });

  app.delete('/subscriptions', jsonBody(pushEndpointSchema), async (c) => {
    await push.unsubscribe(c.get('session').user.id, c.get('body').endpoint);
    return c.body(null, 204);
  });

  return app;
}
