import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Config } from '#server/config.js';
import type { SessionEnding } from '#shared/api/session-ending.js';
import { SERVER_MESSAGES } from '#shared/messages.js';
import type { AppEnv } from '#server/http/app-env.js';
import { jsonError } from '#server/http/errors.js';
import { readSessionToken } from './session-cookie.js';
import type { SessionService } from './session-service.js';

export interface PublicRoute {
  method: 'GET' | 'POST';
  path: string;
}

/**
 * The content gate for the whole API: a request without a valid session gets 401 and nothing else,
 * unless its method and exact path are on the public list. A new route is gated without anyone
 * remembering to; making one public is a visible edit to that list.
 */
export function sessionGate(config: Config, sessions: SessionService, publicRoutes: readonly PublicRoute[]) {
  const open = new Set(
    publicRoutes.flatMap(({ method, path }) =>
      method === 'GET' ? [`GET ${path}`, `HEAD ${path}`] : [`${method} ${path}`],
    ),
  );
  return createMiddleware<AppEnv>(async (c, next) => {
    if (open.has(`${c.req.method} ${c.req.path}`)) return next();
    const token = readSessionToken(c, config);
    const session = await sessions.authenticate(token);
    if (!session) return signedOutAnswer(c, await sessions.whyEnded(token));
    c.set('session', session);
    await next();
  });
}

/**
 * The 401 of a request without a valid session: 'session_replaced' with the time when another
 * sign-in ended it (the browser says so in the reader's language), else 'unauthenticated'.
 */
export function signedOutAnswer(c: Context, ending: SessionEnding | null) {
  if (!ending) return jsonError(c, 401, 'unauthenticated', SERVER_MESSAGES.signedOut);
  return c.json({ code: ending.code, message: SERVER_MESSAGES.sessionReplaced, endedAt: ending.endedAt }, 401);
}
