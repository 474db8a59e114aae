import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The one error shape: { code, message } (see src/shared/api/auth.ts apiErrorSchema). */
export function jsonError(c: Context, status: ContentfulStatusCode, code: string, message: string, headers?: Record<string, string>) {
  return c.json({ code, message }, status, headers);
}
