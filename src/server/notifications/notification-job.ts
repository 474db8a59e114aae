import { createMinuteJob, MINUTE_ROUND_MS } from '#server/jobs/minute-job.js';
import type { LeaseRepository } from '#server/jobs/lease-repository.js';
import type { ListingNotificationService } from './listing-notification-service.js';

/** Announcements and closing reminders are looked for every minute, by one instance per round. */
export const NOTIFICATION_ROUND_MS = MINUTE_ROUND_MS;

export function createNotificationJob(deps: {
  notifications: ListingNotificationService;
  leases: LeaseRepository;
  clock: () => number;
}) {
  const { notifications, clock } = deps;
  return createMinuteJob('listing-notifications', deps, (signal) => notifications.runRound(clock(), signal));
}
