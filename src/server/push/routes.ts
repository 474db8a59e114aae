import { Hono } from 'hono';
import { pushEndpointSchema, pushSubscriptionSchema } from '#shared/api/push.js';
import type { AppEnv } from '#server/http/app-env.js';
import { jsonError } from '#server/http/errors.js';
import { readJson } from '#server/http/read-json.js';
import type { PushService } from './push-service.js';

/**
 * Web Push for signed-in users; the caller mounts this behind requireSession.
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

  app.post('/subscriptions', async (c) => {
    const body = await readJson(c, pushSubscriptionSchema);
    if (!body.ok) return jsonError(c, body.status, body.code, body.message);
    const result = await push.subscribe(c.get('session').user.id, body.data);
    if (result.kind === 'refused') return jsonError(c, 400, 'invalid_subscription', result.message);
    return c.body(null, 204);
  });

  app.delete('/subscriptions', async (c) => {
    const body = await readJson(c, pushEndpointSchema);
    if (!body.ok) return jsonError(c, body.status, body.code, body.message);
    await push.unsubscribe(c.get('session').user.id, body.data.endpoint);
    return c.body(null, 204);
  });

  return app;
}
