import { Hono } from 'hono';
import { reminderSchema } from '#shared/api/push.js';
import type { AppEnv } from '#server/http/app-env.js';
import { jsonError, tooManyRequests } from '#server/http/errors.js';
import { jsonBody } from '#server/http/validate.js';
import type { ReminderService } from './reminder-service.js';

/** GET, PUT and DELETE /api/reminders: this user's study reminder. */
export function reminderRoutes(reminders: ReminderService) {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json(await reminders.answer(c.get('session').user.id));
  });
  app.put('/', jsonBody(reminderSchema), async (c) => {
    const outcome = await reminders.set(c.get('session').user.id, c.get('body'));
    if (!outcome.allowed)
      return tooManyRequests(
        c,
        'too_many_changes',
        'You are changing your reminder very fast. Please wait a moment.',
        outcome.retryAfterMs,
      );
    if (!outcome.known) return jsonError(c, 400, 'unknown_time_zone', 'That time zone is not on the IANA list.');
    return c.json(await reminders.answer(c.get('session').user.id));
  });
  app.delete('/', async (c) => {
    await reminders.clear(c.get('session').user.id);
    return c.json({ reminder: null });
  });
  return app;
}
