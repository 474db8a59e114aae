import type { SessionUser } from '#shared/api/auth.js';

/** The signed-in session a request carries (the session gate sets it; sessions/ creates it). */
export interface AuthenticatedSession {
  user: SessionUser;
  tokenHash: string;
  expiresAt: number;
  /** Whether the account has proved its address, read with the session on every request. */
  emailVerified: boolean;
}

/** Hono context variables set by middleware. */
export interface AppEnv {
  Variables: {
    session: AuthenticatedSession;
    /** Set first for every request (ops/request-log.ts); sent back as X-Request-Id and in error bodies. */
    requestId: string;
  };
}
