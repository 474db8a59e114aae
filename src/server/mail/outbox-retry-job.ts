import { createLeasedJob } from '#server/jobs/leased-job.js';
import type { LeaseRepository } from '#server/jobs/lease-repository.js';
import type { MailOutboxRepository } from './mail-outbox-repository.js';
import type { MailService } from './mail-service.js';

/** How often one instance looks for messages whose next attempt is due. */
export const OUTBOX_RETRY_INTERVAL_MS = 60_000;
/** Sent and given-up messages are kept this long for `npm run mail:outbox`, then deleted. */
export const OUTBOX_KEEP_MS = 30 * 24 * 60 * 60_000;

/**
 * Retries unsent e-mail, one instance per round (a database lease): messages whose delivery
 * failed, or whose instance stopped before delivering them, are sent from the outbox table, so
 * nothing is lost across restarts. Each round also deletes finished messages older than 30 days.
 */
export function createOutboxRetryJob(deps: {
  mail: MailService;
  outbox: MailOutboxRepository;
  leases: LeaseRepository;
  clock?: () => number;
}) {
  const { mail, outbox, leases, clock = Date.now } = deps;
  return createLeasedJob({
    name: 'mail-outbox',
    intervalMs: OUTBOX_RETRY_INTERVAL_MS,
    tickMs: OUTBOX_RETRY_INTERVAL_MS,
    leaseTtlMs: 5 * 60_000,
    leases,
    clock,
    async run(_round, signal) {
      await mail.retryDue(signal);
      await outbox.pruneFinished(clock() - OUTBOX_KEEP_MS);
    },
  });
}
