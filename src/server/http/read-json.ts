import type { Context } from 'hono';
import type * as z from 'zod/mini';
import { SERVER_MESSAGES } from '#shared/messages.js';

export type ParsedBody<T> = { ok: true; data: T } | { ok: false; status: 400 | 415; code: string; message: string };

/**
 * Reads and validates a JSON body. Malformed JSON, a wrong content type or a body that does not
 * fit the schema becomes a 4xx with a message (the first schema issue), never an exception.
 * The size limit is enforced earlier by the body-limit middleware.
 */
export async function readJson<S extends z.ZodMiniType>(c: Context, schema: S): Promise<ParsedBody<z.infer<S>>> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) {
    return { ok: false, status: 415, code: 'unsupported_media_type', message: SERVER_MESSAGES.unsupportedMediaType };
  }
  let raw: unknown;
  try {
    raw = JSON.parse(await c.req.text());
  } catch {
    return { ok: false, status: 400, code: 'malformed_json', message: SERVER_MESSAGES.malformedJson };
  }
  const result = schema.safeParse(raw);
  if (!result.success) {
    const issue = result.error.issues[0];
    const message =
      issue?.code === 'unrecognized_keys'
        ? `Unexpected field: ${issue.keys.join(', ')}.`
        : (issue?.message ?? 'Invalid request.');
    return { ok: false, status: 400, code: 'invalid_body', message };
  }
  return { ok: true, data: result.data };
}
