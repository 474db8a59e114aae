import { Hono } from 'hono';
import { NOTE_MESSAGES, noteUpdateSchema } from '#shared/api/notes.js';
import type { AppEnv } from '#server/http/app-env.js';
import { jsonError } from '#server/http/errors.js';
import { jsonBody } from '#server/http/validate.js';
import type { NotesService } from './notes-service.js';

/** GET /api/notes (this user's notes) and PUT /api/notes { itemId, text, baseVersion }. */
export function notesRoutes(notes: NotesService) {
  const app = new Hono<AppEnv>();

  app.get('/', async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json({ notes: await notes.list(c.get('session').user.id) });
  });

  app.put('/', jsonBody(noteUpdateSchema), async (c) => {
    const result = await notes.save(c.get('session').user.id, c.get('body'));
    if (result.kind === 'unknown-item') return jsonError(c, 404, 'unknown_item', NOTE_MESSAGES.unknownItem);
    if (result.kind === 'out-of-date')
      return c.json({ code: 'note_out_of_date', message: NOTE_MESSAGES.outOfDate, current: result.current }, 409);
    return c.json({ note: result.note });
  });
  return app;
}
