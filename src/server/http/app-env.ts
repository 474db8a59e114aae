import type { AuthenticatedSession } from '#server/sessions/session-service.js';

/** Hono context variables set by middleware. */
export interface AppEnv {
  Variables: {
    session: AuthenticatedSession;
    /** Set first for every request (ops/request-log.ts); sent back as X-Request-Id and in error bodies. */
    requestId: string;
  };
}
