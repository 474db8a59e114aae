import type { Context } from 'hono';
import type { Config } from '#server/config.js';
import { isHttpsRequest } from '#server/http/app-cookie.js';

/**
 * The site's origin for links we send away (e-mails): PUBLIC_URL when set. Without it (allowed
 * only outside production when e-mail is on, see config.ts) the request's own origin.
 */
export function publicOrigin(c: Context, config: Config): string {
  return config.publicUrl ?? `${isHttpsRequest(c, config) ? 'https' : 'http'}://${c.req.header('host') ?? 'localhost'}`;
}
