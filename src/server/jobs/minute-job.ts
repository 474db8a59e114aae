import { createLeasedJob } from './leased-job.js';
import type { LeaseRepository } from './lease-repository.js';

/** Rounds of the jobs that send notifications are due every minute. */
export const MINUTE_ROUND_MS = 60_000;

/**
 * A leased job with one round a minute, asked for four times a minute on every instance: what the
 * notification senders (study reminders, listing notifications) share. A round cut short is run
 * again by the next tick anywhere (leased-job.ts).
 */
export function createMinuteJob(
  name: string,
  deps: { leases: LeaseRepository; clock: () => number },
  run: (signal: AbortSignal) => Promise<unknown>,
) {
  return createLeasedJob({
    name,
    intervalMs: MINUTE_ROUND_MS,
    tickMs: MINUTE_ROUND_MS / 4,
    leaseTtlMs: 5 * 60_000,
    leases: deps.leases,
    clock: deps.clock,
    run: async (_round, signal) => {
      await run(signal);
    },
  });
}
