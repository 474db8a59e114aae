import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The one error shape: { code, message } (see src/shared/api/auth.ts apiErrorSchema). */
export function jsonError(
  c: Context,
  status: ContentfulStatusCode,
  code: string,
  message: string,
  headers?: Record<string, string>,
) {
  return c.json({ code, message }, status, headers);
}

/** 429 with Retry-After in whole seconds (at least one) and the usual { code, message } body. */
export function tooManyRequests(c: Context, code: string, message: string, retryAfterMs: number) {
  return jsonError(c, 429, code, message, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) });
}
