import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * The one error shape: { code, message } (see src/shared/api/auth.ts apiErrorSchema). Every answer
 * carries X-Request-Id (ops/request-log.ts); a server failure (5xx) also names it in the body, so
 * the error screen shows it and a student can quote it.
 */
export function jsonError(
  c: Context,
  status: ContentfulStatusCode,
  code: string,
  message: string,
  headers?: Record<string, string>,
) {
  const requestId: string | undefined = status >= 500 ? c.get('requestId') : undefined;
  return c.json(requestId ? { code, message, requestId } : { code, message }, status, headers);
}

/** 429 with Retry-After in whole seconds (at least one) and the usual { code, message } body. */
export function tooManyRequests(c: Context, code: string, message: string, retryAfterMs: number) {
  return jsonError(c, 429, code, message, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) });
}
