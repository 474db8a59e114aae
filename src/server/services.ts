import { createAuthService } from './auth/auth-service.js';
import { createGoogleSignInService } from './auth/google/google-signin-service.js';
import { createOidcFlowRepository } from './auth/google/oidc-flow-repository.js';
import { createOidcProvider } from './auth/google/oidc-provider.js';
import { createPushAgent, createPushSender } from './push/push-sender.js';
import { createPushService } from './push/push-service.js';
import { createPushSubscriptionRepository } from './push/push-subscription-repository.js';
import { createVapidKeyRepository } from './push/vapid-key-repository.js';
import { createVapidKeyStore } from './push/vapid-keys.js';
import type { Config } from './config.js';
import type { Db } from './db/connection.js';
import { createReportRepository } from './reports/report-repository.js';
import { createReportService } from './reports/report-service.js';
import { createActiveSessionRepository } from './sessions/active-session-repository.js';
import { createSessionService, type Clock } from './sessions/session-service.js';
import { createFailureThrottle } from './throttle/failure-throttle.js';
import { createRateLimitRepository } from './throttle/rate-limit-repository.js';
import { createRequestLimiter } from './throttle/request-limiter.js';
import { createUserRepository } from './users/user-repository.js';

/** Wires repositories into services once; routes receive services, never the database. */
export function createServices(config: Config, db: Db, clock: Clock = Date.now) {
  const users = createUserRepository(db);
  const rateLimits = createRateLimitRepository(db);
  const sessions = createSessionService(createActiveSessionRepository(db), config.session, clock);
  const signinThrottle = createFailureThrottle(rateLimits, config.signinThrottle, clock);
  const limiter = createRequestLimiter(rateLimits, clock);
  const auth = createAuthService({ users, sessions, throttle: signinThrottle });
  const google = createGoogleSignInService({
    provider: createOidcProvider(config.oidc),
    flows: createOidcFlowRepository(db),
    users,
    sessions,
    clock,
  });
  const reports = createReportService(createReportRepository(db), limiter, undefined, clock);
  const push = createPushService({
    subscriptions: createPushSubscriptionRepository(db),
    vapid: createVapidKeyStore(createVapidKeyRepository(db), config.push.vapidKeys, clock),
    sender: createPushSender(createPushAgent({ allowPrivateNetwork: config.push.allowPrivateEndpoints })),
    policy: { subject: config.push.subject, allowPrivateEndpoints: config.push.allowPrivateEndpoints },
    clock,
  });
  return { users, rateLimits, limiter, sessions, auth, google, reports, push };
}

export type Services = ReturnType<typeof createServices>;
