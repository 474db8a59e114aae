import { createMiddleware } from 'hono/factory';
import { SERVER_MESSAGES } from '#shared/messages.js';
import type { AppEnv } from '#server/http/app-env.js';
import { jsonError } from '#server/http/errors.js';
import { readSessionToken } from './session-cookie.js';
import type { SessionService } from './session-service.js';

/** The content gate: a request without a valid session gets 401 and nothing else. */
export function requireSession(sessions: SessionService) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const session = await sessions.authenticate(readSessionToken(c));
    if (!session) return jsonError(c, 401, 'unauthenticated', SERVER_MESSAGES.signedOut);
    c.set('session', session);
    await next();
  });
}
