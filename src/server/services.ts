import { createAccountRepository } from '#server/users/account-repository.js';
import { coreExportSections } from './accounts/account-export.js';
import { createAccountService } from './accounts/account-service.js';
import { createAccountTokenRepository } from '#server/credentials/account-token-repository.js';
import { createAccountTokens, type AccountTokens } from '#server/credentials/account-tokens.js';
import { createAuthService } from './auth/auth-service.js';
import { createEmailVerificationService } from './auth/email-verification-service.js';
import { createKnownDevices } from './auth/known-devices.js';
import { createLinkAttemptLimit } from './auth/link-attempt-limit.js';
import { createLostSessionService } from './auth/lost-session-service.js';
import { createPasswordResetService } from './auth/password-reset-service.js';
import { createLeaseRepository } from './jobs/lease-repository.js';
import { createPruneJob, prunePolicy } from '#server/prune/prune-job.js';
import { createPruneRepository } from '#server/prune/prune-repository.js';
import { createServerKeyRepository } from './keys/server-key-repository.js';
import { createServerKeys } from './keys/server-keys.js';
import { createMailOutboxRepository } from './mail/mail-outbox-repository.js';
import { createMailService } from './mail/mail-service.js';
import { createOutboxRetryJob } from './mail/outbox-retry-job.js';
import { createSmtpTransport } from './mail/smtp-transport.js';
import { createItemStateRepository } from '#server/item-state/item-state-repository.js';
import { createNotesRepository } from './notes/notes-repository.js';
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
import { createSessionService, type Clock, type SessionService } from './sessions/session-service.js';
import {
  createFailureThrottle,
  createProgressiveDelay,
  signinAccountDelayPolicy,
} from './throttle/failure-throttle.js';
import { createRateLimitRepository } from './throttle/rate-limit-repository.js';
import { createRecipientMailBudget } from './throttle/recipient-mail-budget.js';
import { createRequestLimiter, type RequestLimiter } from './throttle/request-limiter.js';
import { createUserRepository } from './users/user-repository.js';

/**
 * The repositories more than one service reads, each built once: createServices wires the account
 * side from them and createCatalogueServices (its second stage, once the catalogue is loaded) the
 * content side, so no repository is built twice.
 */
function createSharedRepositories(db: Db) {
  return {
    users: createUserRepository(db),
    accounts: createAccountRepository(db),
    rateLimits: createRateLimitRepository(db),
    leases: createLeaseRepository(db),
    itemState: createItemStateRepository(db),
    notes: createNotesRepository(db),
  };
}

export type SharedRepositories = ReturnType<typeof createSharedRepositories>;

/**
 * The composition root: wires repositories into services once; routes receive services, never the
 * database. The content side is its second stage, createCatalogueServices(this, ...).
 */
export function createServices(
  config: Config,
  db: Db,
  clock: Clock = Date.now,
  observe: { pushOutcome?: (result: string) => void } = {},
) {
  const repositories = createSharedRepositories(db);
  const { users, rateLimits, leases, accounts: accountRepository } = repositories;
  const sessions = createSessionService(createActiveSessionRepository(db), config.session, clock);
  const signinThrottle = createFailureThrottle(rateLimits, config.signinThrottle, clock);
  const limiter = createRequestLimiter(rateLimits, clock);
  const auth = createAuthService({
    users,
    sessions,
    throttle: signinThrottle,
    accountDelay: createProgressiveDelay(rateLimits, signinAccountDelayPolicy(config.signinThrottle), clock),
    devices: createKnownDevices(createServerKeys(createServerKeyRepository(db), clock), clock),
  });
  const tokens = createAccountTokens(createAccountTokenRepository(db), clock);
  const delivery = createMailDelivery(config, db, clock);
  const google = createGoogleSignInService({
    provider: createOidcProvider(config.oidc),
    flows: createOidcFlowRepository(db),
    users,
    sessions,
    tokens,
    limiter,
    mail: delivery.mail,
    accounts: accountRepository,
    clock,
  });
  const reports = createReportService(createReportRepository(db), limiter, undefined, clock);
  const push = createPushService({
    subscriptions: createPushSubscriptionRepository(db),
    vapid: createVapidKeyStore(createVapidKeyRepository(db), config.push.vapidKeys, clock),
    sender: createPushSender(
      createPushAgent({ allowPrivateNetwork: config.push.allowPrivateEndpoints }),
      observe.pushOutcome,
    ),
    policy: { subject: config.push.subject, allowPrivateEndpoints: config.push.allowPrivateEndpoints },
    clock,
  });
  return {
    /** For the second stage (catalogue-services.ts) and scripts: built once, shared. */
    repositories,
    users,
    rateLimits,
    pruneJob: createPruneJob({
      prune: createPruneRepository(db),
      accounts: accountRepository,
      leases,
      policy: prunePolicy(config),
      clock,
    }),
    limiter,
    sessions,
    auth,
    google,
    reports,
    push,
    tokens,
    ...createAccountServices({ config, clock, repositories, sessions, limiter, tokens, delivery }),
  };
}

/** The outbox and the mail service over SMTP or the terminal (decision 0008). */
function createMailDelivery(config: Config, db: Db, clock: Clock) {
  const outbox = createMailOutboxRepository(db);
  const transport =
    config.mail.delivery === 'smtp'
      ? createSmtpTransport({
          url: config.mail.smtpUrl!,
          from: config.mail.from!,
          timeoutMs: config.mail.sendTimeoutMs,
        })
      : null;
  return { outbox, transport, mail: createMailService({ config: config.mail, outbox, transport, clock }) };
}

/** E-mail, verified addresses, password reset, lost sessions and the account page (issue 17). */
function createAccountServices(deps: {
  config: Config;
  clock: Clock;
  repositories: SharedRepositories;
  sessions: SessionService;
  limiter: RequestLimiter;
  tokens: AccountTokens;
  delivery: ReturnType<typeof createMailDelivery>;
}) {
  const { config, clock, repositories, sessions, limiter, tokens, delivery } = deps;
  const { users, leases, accounts: accountRepository } = repositories;
  const { outbox, transport, mail } = delivery;
  const recipients = createRecipientMailBudget(limiter);
  return {
    mail,
    outbox,
    // main.ts starts it with the other periodic jobs; only SMTP delivery has anything to retry.
    mailOutboxJob: transport ? createOutboxRetryJob({ mail, outbox, leases, clock }) : undefined,
    linkAttempts: createLinkAttemptLimit(limiter),
    verification: createEmailVerificationService({ users, tokens, mail, limiter, recipients, clock }),
    passwordReset: createPasswordResetService({
      users,
      tokens,
      sessions,
      mail,
      limiter,
      recipients,
      accounts: accountRepository,
      clock,
    }),
    lostSession: createLostSessionService({ users, tokens, sessions, mail, accounts: accountRepository, clock }),
    accounts: createAccountService({
      users,
      accounts: accountRepository,
      tokens,
      mail,
      throttle: createFailureThrottle(repositories.rateLimits, config.signinThrottle, clock),
      sections: coreExportSections({
        itemState: repositories.itemState,
        notes: repositories.notes,
        accounts: accountRepository,
      }),
      limiter,
      exportsPerHour: config.exportsPerHour,
      clock,
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
