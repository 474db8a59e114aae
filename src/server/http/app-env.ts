import type { SessionUser } from '#shared/api/auth.js';

/** The signed-in session a request carries (the session gate sets it; sessions/ creates it). */
export interface AuthenticatedSession {
  user: SessionUser;
  tokenHash: string;
  expiresAt: number;
  /** Whether the account has proved its address, read with the session on every request. */
  emailVerified: boolean;
}

/** Hono's bindings (`c.env`, app.request's third argument) and context variables set by middleware. */
export interface AppEnv {
  Bindings: {
    /**
     * On an API read a page's server render makes in process (app.ts `inProcess`): that page's request
     * id. The read is part of the page's request, not one of its own (ops/request-log.ts). Only the
     * server sets it: the Node adapter's bindings for a request from the network never hold it.
     */
    pageRequestId?: string;
  };
  Variables: {
    session: AuthenticatedSession;
    /** Set first for every request (ops/request-log.ts); sent back as X-Request-Id and in error bodies. */
    requestId: string;
  };
}
