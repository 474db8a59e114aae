import { createMinuteJob, MINUTE_ROUND_MS } from '#server/jobs/minute-job.js';
import type { LeaseRepository } from '#server/jobs/lease-repository.js';
import type { ReminderService } from './reminder-service.js';

/** Reminders are looked for every minute, by one instance per round (the link checker's lease). */
export const REMINDER_ROUND_MS = MINUTE_ROUND_MS;

export function createReminderJob(deps: { reminders: ReminderService; leases: LeaseRepository; clock: () => number }) {
  const { reminders, clock } = deps;
  return createMinuteJob('study-reminders', deps, () => reminders.sendDue(clock()));
}
