import { createAuthService } from './auth/auth-service.js';
import type { Config } from './config.js';
import type { Db } from './db/connection.js';
import { createActiveSessionRepository } from './sessions/active-session-repository.js';
import { createSessionService, type Clock } from './sessions/session-service.js';
import { createFailureThrottle } from './throttle/failure-throttle.js';
import { createRateLimitRepository } from './throttle/rate-limit-repository.js';
import { createUserRepository } from './users/user-repository.js';

/** Wires repositories into services once; routes receive services, never the database. */
export function createServices(config: Config, db: Db, clock: Clock = Date.now) {
  const users = createUserRepository(db);
  const rateLimits = createRateLimitRepository(db);
  const sessions = createSessionService(createActiveSessionRepository(db), config.session, clock);
  const signinThrottle = createFailureThrottle(rateLimits, config.signinThrottle, clock);
  const auth = createAuthService({ users, sessions, throttle: signinThrottle });
  return { users, rateLimits, sessions, auth };
}

export type Services = ReturnType<typeof createServices>;
