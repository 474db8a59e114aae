import { createLeasedJob } from '#server/jobs/leased-job.js';
import type { LeaseRepository } from '#server/jobs/lease-repository.js';
import type { ReminderService } from './reminder-service.js';

/** Reminders are looked for every minute, by one instance per round (the link checker's lease). */
export const REMINDER_ROUND_MS = 60_000;

export function createReminderJob(deps: { reminders: ReminderService; leases: LeaseRepository; clock: () => number }) {
  const { reminders, leases, clock } = deps;
  return createLeasedJob({
    name: 'study-reminders',
    intervalMs: REMINDER_ROUND_MS,
    tickMs: REMINDER_ROUND_MS / 4,
    leaseTtlMs: 5 * 60_000,
    leases,
    clock,
    run: async () => {
      await reminders.sendDue(clock());
    },
  });
}
