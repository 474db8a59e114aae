import { createMiddleware } from 'hono/factory';
import type * as z from 'zod/mini';
import { jsonError } from './errors.js';
import { readJson } from './read-json.js';

/**
 * The request's JSON body, checked against a schema from src/shared before the handler runs; the
 * handler reads it with c.get('body'). Bad input answers 4xx { code, message } and never reaches it.
 */
export function jsonBody<S extends z.ZodMiniType>(schema: S) {
  return createMiddleware<{ Variables: { body: z.infer<S> } }>(async (c, next) => {
    const body = await readJson(c, schema);
    if (!body.ok) return jsonError(c, body.status, body.code, body.message);
    c.set('body', body.data);
    await next();
  });
}

/** One query parameter, checked against a schema (missing counts as ''); the handler reads c.get('query'). */
export function queryParam<S extends z.ZodMiniType>(name: string, schema: S) {
  return createMiddleware<{ Variables: { query: z.infer<S> } }>(async (c, next) => {
    const parsed = schema.safeParse(c.req.query(name) ?? '');
    if (!parsed.success) return jsonError(c, 400, 'invalid_query', parsed.error.issues[0]?.message ?? 'Invalid query.');
    c.set('query', parsed.data);
    await next();
  });
}
