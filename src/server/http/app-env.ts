import type { AuthenticatedSession } from '#server/sessions/session-service.js';

/** Hono context variables set by middleware. */
export interface AppEnv {
  Variables: {
    session: AuthenticatedSession;
  };
}
