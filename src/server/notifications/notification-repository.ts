import type { Db } from '#server/db/connection.js';
import type { ListingAnnouncementsTable, ListingNotificationsTable } from '#server/db/schema.js';

export type AnnouncementRow = ListingAnnouncementsTable;
export type NotificationRow = ListingNotificationsTable;

export function createNotificationRepository(db: Db) {
  return {
    async topicsOf(userId: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('notification_topics')
        .select('topics')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row?.topics;
    },

    async putTopics(userId: string, topics: string, now: number): Promise<void> {
      await db
        .insertInto('notification_topics')
        .values({ user_id: userId, topics, updated_at: now })
        .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ topics, updated_at: now }))
        .execute();
    },

    /** Every user with at least one push subscription, with their topics and language (null: never chose). */
    async subscribers(): Promise<Array<{ user_id: string; topics: string | null; language: string | null }>> {
      return db
        .selectFrom('push_subscriptions')
        .innerJoin('users', 'users.id', 'push_subscriptions.user_id')
        .leftJoin('notification_topics', 'notification_topics.user_id', 'push_subscriptions.user_id')
        .select([
          'push_subscriptions.user_id as user_id',
          'notification_topics.topics as topics',
          'users.language as language',
        ])
        .distinct()
        .execute();
    },

    /** Saved internships and hackathons of users who can receive a push. */
    async savedListings(): Promise<Array<{ user_id: string; item_id: string; language: string | null }>> {
      return db
        .selectFrom('user_saved_items')
        .innerJoin('users', 'users.id', 'user_saved_items.user_id')
        .select([
          'user_saved_items.user_id as user_id',
          'user_saved_items.item_id as item_id',
          'users.language as language',
        ])
        .where((eb) => eb.or([eb('item_id', 'like', 'internship:%'), eb('item_id', 'like', 'hackathon:%')]))
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('push_subscriptions')
              .select('endpoint')
              .whereRef('push_subscriptions.user_id', '=', 'user_saved_items.user_id'),
          ),
        )
        .execute();
    },

    /** Records that a listing is to be announced; false if this version was recorded already. */
    async announce(row: AnnouncementRow): Promise<boolean> {
      const result = await db
        .insertInto('listing_announcements')
        .values(row)
        .onConflict((conflict) => conflict.column('id').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    async unannounced(): Promise<AnnouncementRow[]> {
      return db
        .selectFrom('listing_announcements')
        .selectAll()
        .where('fanned_out_at', 'is', null)
        .orderBy('created_at')
        .execute();
    },

    async markFannedOut(id: string, now: number): Promise<void> {
      await db.updateTable('listing_announcements').set({ fanned_out_at: now }).where('id', '=', id).execute();
    },

    /** Queues a notification unless one with its key exists (fan-out is safe to repeat). */
    async enqueue(row: NotificationRow): Promise<boolean> {
      const result = await db
        .insertInto('listing_notifications')
        .values(row)
        .onConflict((conflict) => conflict.column('key').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    async pending(limit: number): Promise<NotificationRow[]> {
      return db
        .selectFrom('listing_notifications')
        .selectAll()
        .where('status', '=', 'pending')
        .orderBy('created_at')
        .limit(limit)
        .execute();
    },

    /** Takes a pending notification for sending; false when another round took it. */
    async claim(key: string, now: number): Promise<boolean> {
      const result = await db
        .updateTable('listing_notifications')
        .set((eb) => ({ status: 'sending', attempts: eb('attempts', '+', 1), updated_at: now }))
        .where('key', '=', key)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async settle(
      key: string,
      status: 'pending' | 'sent' | 'failed',
      lastError: string | null,
      now: number,
    ): Promise<void> {
      await db
        .updateTable('listing_notifications')
        .set({ status, last_error: lastError, updated_at: now })
        .where('key', '=', key)
        .execute();
    },

    /**
     * Notifications left 'sending' by a stopped instance: the push may have gone out, so they are
     * recorded as failed rather than sent again.
     */
    async abandonInterrupted(before: number, now: number): Promise<number> {
      const result = await db
        .updateTable('listing_notifications')
        .set({ status: 'failed', last_error: 'interrupted while sending; not sent again', updated_at: now })
        .where('status', '=', 'sending')
        .where('updated_at', '<', before)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async byUser(userId: string): Promise<NotificationRow[]> {
      return db.selectFrom('listing_notifications').selectAll().where('user_id', '=', userId).execute();
    },
  };
}

export type NotificationRepository = ReturnType<typeof createNotificationRepository>;
