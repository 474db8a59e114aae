import type { AccountRepository } from '#server/users/account-repository.js';
import type { Config } from '#server/config.js';
import type { LeaseRepository } from '#server/jobs/lease-repository.js';
import { createLeasedJob } from '#server/jobs/leased-job.js';
import type { PruneRepository } from './prune-repository.js';

export const PRUNE_LEASE = 'prune-tables';

export interface PrunePolicy {
  intervalMs: number;
  /** Rows one delete removes, and deletes per table per round: the round's work is bounded. */
  batchSize: number;
  batchesPerRound: number;
  /** Rate-limit counters idle this long are gone (longer than every window a limit uses). */
  rateLimitRetentionMs: number;
  /** Expired YouTube answers are kept this long to serve when YouTube fails, then removed. */
  videoCacheRetentionMs: number;
  /** Sessions idle this long have ended. */
  sessionIdleTimeoutMs: number;
  /** Held and logged e-mails (never sent over SMTP) are removed this long after they were made. */
  unsentMailRetentionMs: number;
  /** A sign-up that never signed in nor proved its address is removed this long after it was made. */
  abandonedSignupAgeMs: number;
  /** Sign-ups removed per round at most (each is one transaction over every table that names it). */
  signupsPerRound: number;
}

const DAY_MS = 86_400_000;

/**
 * The production policy: up to 5 x 1,000 rows per table per round; counters kept 3 days (the
 * longest window, the YouTube budget's, is 2; the sign-in streak 1), or twice a longer configured
 * sign-in window; expired searches a week; unsent e-mails a week (every link in them expires within
 * a day); sign-ups nobody ever signed in to and whose address nobody proved, 30 days, 100 a round
 * (decision 0035).
 */
export function prunePolicy(config: Config): PrunePolicy {
  return {
    intervalMs: config.pruneIntervalMs,
    batchSize: 1_000,
    batchesPerRound: 5,
    rateLimitRetentionMs: Math.max(3 * DAY_MS, 2 * config.signinThrottle.windowMs),
    videoCacheRetentionMs: 7 * DAY_MS,
    sessionIdleTimeoutMs: config.session.idleTimeoutMs,
    unsentMailRetentionMs: 7 * DAY_MS,
    abandonedSignupAgeMs: 30 * DAY_MS,
    signupsPerRound: 100,
  };
}

/**
 * Tables that grow with traffic (rate-limit counters for every unknown address or e-mail, cached
 * searches, abandoned Google flows, ended sessions, unsent e-mails, abandoned sign-ups) are pruned
 * inside the server: one instance per round through the lease, a bounded number of rows per table
 * per round, stopping when asked.
 */
export function createPruneJob(deps: {
  prune: PruneRepository;
  accounts: Pick<AccountRepository, 'abandonedSignups' | 'deleteAbandonedSignup'>;
  leases: LeaseRepository;
  policy: PrunePolicy;
  clock?: () => number;
  onRound?: (removed: Record<string, number>) => void;
}) {
  const { prune, accounts, leases, policy, clock = Date.now, onRound } = deps;

  async function drain(signal: AbortSignal, step: () => Promise<number>): Promise<number> {
    let removed = 0;
    for (let batch = 0; batch < policy.batchesPerRound && !signal.aborted; batch += 1) {
      const count = await step();
      removed += count;
      if (count < policy.batchSize) break;
    }
    return removed;
  }

  async function abandonedSignups(signal: AbortSignal, createdBefore: number): Promise<number> {
    let removed = 0;
    for (const userId of await accounts.abandonedSignups(createdBefore, policy.signupsPerRound)) {
      if (signal.aborted) break;
      if (await accounts.deleteAbandonedSignup(userId, createdBefore)) removed += 1;
    }
    return removed;
  }

  return createLeasedJob({
    name: PRUNE_LEASE,
    intervalMs: policy.intervalMs,
    leases,
    clock,
    async run(_round, signal) {
      const now = clock();
      const size = policy.batchSize;
      const removed = {
        rate_limits: await drain(signal, () => prune.rateLimits(now - policy.rateLimitRetentionMs, size)),
        video_search_cache: await drain(signal, () => prune.videoCache(now - policy.videoCacheRetentionMs, size)),
        oidc_flows: await drain(signal, () => prune.oidcFlows(now, size)),
        active_sessions: await drain(signal, () => prune.expiredSessions(now, now - policy.sessionIdleTimeoutMs, size)),
        ended_sessions: await drain(signal, () => prune.endedSessions(now, size)),
        mail_outbox: await drain(signal, () => prune.unsentMail(now - policy.unsentMailRetentionMs, size)),
        users: await abandonedSignups(signal, now - policy.abandonedSignupAgeMs),
      };
      onRound?.(removed);
    },
  });
}

export type PruneJob = ReturnType<typeof createPruneJob>;
