import type { Db } from '#server/db/connection.js';
import type { DatabaseSchema } from '#server/db/schema.js';

/**
 * Tables whose rows belong to one account (user_id) and go with it. A table added later with a
 * user_id column belongs here too: tests/api/account.test.ts reads every such table from the
 * database itself after a deletion, so one that is forgotten fails it.
 */
export const OWNED_TABLES = [
  'active_sessions',
  'account_tokens',
  'mail_outbox',
  'push_subscriptions',
  'user_progress',
  'user_saved_items',
  'user_notes',
  'user_notes_revisions',
  'study_reminders',
  'study_reminder_sends',
  'notification_topics',
  'listing_notifications',
  'item_changes',
  'maintainers',
] as const satisfies ReadonlyArray<keyof DatabaseSchema>;

/** Tables whose rows outlive the account, detached from it (user_id set to NULL). */
export const DETACHED_TABLES = ['reported_issues', 'listing_suggestions'] as const satisfies ReadonlyArray<
  keyof DatabaseSchema
>;

export function createAccountRepository(db: Db) {
  return {
    /** Deletes the account and everything keyed to it in one transaction; false if it was gone already. */
    async deleteAccount(userId: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        for (const table of DETACHED_TABLES)
          await trx.updateTable(table).set({ user_id: null }).where('user_id', '=', userId).execute();
        for (const table of OWNED_TABLES) await trx.deleteFrom(table).where('user_id', '=', userId).execute();
        const deleted = await trx.deleteFrom('users').where('id', '=', userId).executeTakeFirst();
        return deleted.numDeletedRows > 0n;
      });
    },

    /** Push subscriptions without their keys: where (the push service's host) and since when. */
    async pushSubscriptionsOf(userId: string): Promise<Array<{ endpoint: string; created_at: number }>> {
      return db
        .selectFrom('push_subscriptions')
        .select(['endpoint', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .execute();
    },

    async suggestionsOf(
      userId: string,
    ): Promise<Array<{ kind: string; data: string; status: string; reason: string | null; created_at: number }>> {
      return db
        .selectFrom('listing_suggestions')
        .select(['kind', 'data', 'status', 'reason', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .execute();
    },

    async reportsOf(
      userId: string,
    ): Promise<Array<{ page_or_link: string; description: string; email: string | null; created_at: number }>> {
      return db
        .selectFrom('reported_issues')
        .select(['page_or_link', 'description', 'email', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .execute();
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
