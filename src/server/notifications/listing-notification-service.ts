import { CLOSING_REMINDER_DAYS, NOTIFICATION_TOPICS, type NotificationTopic } from '#shared/api/notifications.js';
import type { PushMessage } from '#shared/api/push.js';
import { daysBetween } from '#shared/listing-state.js';
import type { ListingKind } from '#server/listings/listing-repository.js';
import { indiaIsoDate, type ListingService } from '#server/listings/listing-service.js';
import type { UserSendReport } from '#server/push/push-service.js';
import type { Clock } from '#server/sessions/session-service.js';
import { storedLanguage } from '#shared/languages.js';
import { announcementMessage, closingMessage, topicsOf } from './listing-messages.js';
import type { NotificationRepository, NotificationRow } from './notification-repository.js';

/** A notification is tried this many times (one try per round) before it is recorded as failed. */
export const MAX_SEND_ATTEMPTS = 3;
/** Notifications sent per round; the rest wait for the next round. */
const ROUND_BATCH = 500;
/** A notification still 'sending' this long after its claim was cut short by a stop. */
const INTERRUPTED_AFTER_MS = 10 * 60_000;

const topicList = (stored: string | null | undefined): NotificationTopic[] =>
  stored === null || stored === undefined
    ? [...NOTIFICATION_TOPICS]
    : (stored
        .split(',')
        .filter((topic) => (NOTIFICATION_TOPICS as readonly string[]).includes(topic)) as NotificationTopic[]);

/**
 * Notifications that fire by themselves: a published or reopened listing is announced to the
 * subscribers of its topics, and a saved listing gets a reminder 3 days before it closes. Each
 * round (one instance at a time, notification-job.ts) fans announcements out into one row per user,
 * keyed so that repeating it adds nothing, then sends what is pending: claimed first, so a push
 * goes out at most once, retried on failure up to MAX_SEND_ATTEMPTS rounds, then recorded as failed.
 */
export function createListingNotificationService(deps: {
  repository: NotificationRepository;
  listings: Pick<ListingService, 'get' | 'list'>;
  send: (userId: string, message: PushMessage) => Promise<UserSendReport>;
  clock?: Clock;
}) {
  const { repository, listings, send, clock = Date.now } = deps;

  const enqueue = (key: string, userId: string, message: PushMessage, now: number) =>
    repository.enqueue({
      key,
      user_id: userId,
      message: JSON.stringify(message),
      status: 'pending',
      attempts: 0,
      last_error: null,
      created_at: now,
      updated_at: now,
    });

  async function fanOut(now: number): Promise<number> {
    let queued = 0;
    const announcements = await repository.unannounced();
    if (announcements.length === 0) return 0;
    const subscribers = await repository.subscribers();
    for (const announcement of announcements) {
      const listing = await listings.get(announcement.kind, announcement.slug);
      if (listing?.row.status === 'published') {
        const wanted = topicsOf(announcement.kind, listing.fields);
        // Each subscriber hears it in the language their account chose (English when never chose).
        const messageIn = (language: string | null) =>
          announcementMessage(announcement.kind, listing.fields, announcement.reason, storedLanguage(language) ?? 'en');
        for (const subscriber of subscribers) {
          if (!topicList(subscriber.topics).some((topic) => wanted.includes(topic))) continue;
          const message = messageIn(subscriber.language);
          if (await enqueue(`${announcement.id}:${subscriber.user_id}`, subscriber.user_id, message, now)) queued += 1;
        }
      }
      await repository.markFannedOut(announcement.id, now);
    }
    return queued;
  }

  async function queueClosingReminders(now: number): Promise<number> {
    const saved = await repository.savedListings();
    if (saved.length === 0) return 0;
    const today = indiaIsoDate(now);
    const byItem = new Map<
      string,
      { kind: ListingKind; fields: Awaited<ReturnType<ListingService['list']>>[number] }
    >();
    for (const kind of ['internship', 'hackathon'] as const)
      for (const fields of await listings.list(kind)) byItem.set(`${kind}:${fields.id}`, { kind, fields });
    const topicsByUser = new Map<string, NotificationTopic[]>();
    let queued = 0;
    for (const { user_id: userId, item_id: itemId, language } of saved) {
      const listing = byItem.get(itemId);
      const closes = listing?.fields.window.kind === 'dates' ? listing.fields.window.closes : undefined;
      if (!listing || !closes) continue;
      const daysLeft = daysBetween(today, closes);
      if (daysLeft < 0 || daysLeft > CLOSING_REMINDER_DAYS) continue;
      if (!topicsByUser.has(userId)) topicsByUser.set(userId, topicList(await repository.topicsOf(userId)));
      if (!topicsByUser.get(userId)!.includes('closing-soon')) continue;
      // The closing date is part of the key: a listing whose deadline moves reminds once more.
      const message = closingMessage(listing.kind, listing.fields, closes, daysLeft, storedLanguage(language) ?? 'en');
      if (await enqueue(`closing:${itemId}:${closes}:${userId}`, userId, message, now)) queued += 1;
    }
    return queued;
  }

  async function deliverOne(row: NotificationRow, now: number): Promise<'sent' | 'retry' | 'failed'> {
    if (!(await repository.claim(row.key, now))) return 'retry';
    const attempts = row.attempts + 1;
    try {
      const report = await send(row.user_id, JSON.parse(row.message) as PushMessage);
      if (report.sent > 0) {
        await repository.settle(row.key, 'sent', null, clock());
        return 'sent';
      }
      if (report.browsers === 0) {
        await repository.settle(row.key, 'failed', 'no subscribed browser left', clock());
        return 'failed';
      }
      return await retryOrFail(row.key, attempts, report.failures.join('; ') || 'not delivered');
    } catch (error) {
      return retryOrFail(row.key, attempts, error instanceof Error ? error.message : String(error));
    }
  }

  async function retryOrFail(key: string, attempts: number, reason: string): Promise<'retry' | 'failed'> {
    const final = attempts >= MAX_SEND_ATTEMPTS;
    await repository.settle(key, final ? 'failed' : 'pending', reason.slice(0, 500), clock());
    return final ? 'failed' : 'retry';
  }

  return {
    async topics(userId: string): Promise<NotificationTopic[]> {
      return topicList(await repository.topicsOf(userId));
    },

    async setTopics(userId: string, topics: readonly NotificationTopic[]): Promise<NotificationTopic[]> {
      const chosen = NOTIFICATION_TOPICS.filter((topic) => topics.includes(topic));
      await repository.putTopics(userId, chosen.join(','), clock());
      return chosen;
    },

    /** Records that a listing was published or reopened at this version; the next round announces it. */
    announce: (kind: ListingKind, slug: string, version: number, reason: 'new' | 'reopened') =>
      repository.announce({
        id: `${kind}:${slug}:v${version}`,
        kind,
        slug,
        reason,
        created_at: clock(),
        fanned_out_at: null,
      }),

    /** One round: fan out, queue closing reminders, send what is pending (each at most once). */
    async runRound(now = clock(), signal?: AbortSignal) {
      await repository.abandonInterrupted(now - INTERRUPTED_AFTER_MS, now);
      const summary = {
        queued: await fanOut(now),
        reminders: await queueClosingReminders(now),
        sent: 0,
        retry: 0,
        failed: 0,
      };
      for (const row of await repository.pending(ROUND_BATCH)) {
        if (signal?.aborted) break;
        summary[await deliverOne(row, now)] += 1;
      }
      return summary;
    },
  };
}

export type ListingNotificationService = ReturnType<typeof createListingNotificationService>;
