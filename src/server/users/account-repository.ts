import { sql, type ExpressionBuilder, type Transaction } from 'kysely';
import type { Db } from '#server/db/connection.js';
import type { DatabaseSchema } from '#server/db/schema.js';

/**
 * Tables whose rows belong to one account (user_id) and go with it. A table added later with a
 * user_id column belongs here too: tests/api/account.test.ts reads every such table from the
 * database itself after a deletion, so one that is forgotten fails it.
 */
export const OWNED_TABLES = [
  'active_sessions',
  'ended_sessions',
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

/** What a hand-back removed from an account (hand-back.ts). */
export interface HandBackRemoved {
  pushSubscriptions: number;
  reminder: boolean;
  topics: boolean;
}

/** LIKE's wildcards taken literally (with ESCAPE '!'): an address may hold '_' or '%'. */
const literal = (text: string) => text.replace(/[!%_]/g, (ch) => `!${ch}`);

/**
 * Everything that names the account besides its users row: rows it owns, its address and id
 * detached from what outlives it, mail sent to its address and counters keyed by its id or address
 * (e.g. `search:<id>`, `signin:account:<address>`). `tests/api/account-deletion.test.ts` reads every
 * table afterwards for the id and the address.
 */
async function removeTracesOf(trx: Transaction<DatabaseSchema>, userId: string, email: string): Promise<void> {
  const address = email.trim().toLowerCase();
  // The reply address typed into a report is the person's, whoever reads the report later.
  await trx.updateTable('reported_issues').set({ email: null }).where('user_id', '=', userId).execute();
  for (const table of DETACHED_TABLES)
    await trx.updateTable(table).set({ user_id: null }).where('user_id', '=', userId).execute();
  for (const table of OWNED_TABLES) await trx.deleteFrom(table).where('user_id', '=', userId).execute();
  await trx
    .deleteFrom('mail_outbox')
    .where(sql<string>`lower(to_address)`, '=', address)
    .execute();
  await trx
    .deleteFrom('rate_limits')
    .where((eb) =>
      eb.or([
        sql<boolean>`${eb.ref('key')} like ${`%${literal(userId)}%`} escape '!'`,
        sql<boolean>`${eb.ref('key')} like ${`%:${literal(address)}`} escape '!'`,
        sql<boolean>`${eb.ref('key')} like ${`%:${literal(address)}:%`} escape '!'`,
      ]),
    )
    .execute();
}

/** Accounts that never signed in and never proved their address, made before `createdBefore`. */
const abandonedBefore = (createdBefore: number) => (eb: ExpressionBuilder<DatabaseSchema, 'users'>) =>
  eb.and([
    eb('last_signin_at', 'is', null),
    eb('email_verified_at', 'is', null),
    eb('google_sub', 'is', null),
    eb('created_at', '<', createdBefore),
  ]);

export function createAccountRepository(db: Db) {
  return {
    /**
     * Removes what sends the account's notifications to a device or picks what they say: every push
     * subscription, the study reminder schedule, the topic choices and the notifications not yet sent.
     * One transaction, so a hand-back never leaves half of them.
     */
    async removeDeviceBound(userId: string): Promise<HandBackRemoved> {
      return db.transaction().execute(async (trx) => {
        const push = await trx.deleteFrom('push_subscriptions').where('user_id', '=', userId).executeTakeFirst();
        const reminder = await trx.deleteFrom('study_reminders').where('user_id', '=', userId).executeTakeFirst();
        const topics = await trx.deleteFrom('notification_topics').where('user_id', '=', userId).executeTakeFirst();
        await trx
          .deleteFrom('listing_notifications')
          .where('user_id', '=', userId)
          .where('status', '=', 'pending')
          .execute();
        return {
          pushSubscriptions: Number(push.numDeletedRows),
          reminder: reminder.numDeletedRows > 0n,
          topics: topics.numDeletedRows > 0n,
        };
      });
    },

    /** Deletes the account and everything keyed to it in one transaction; false if it was gone already. */
    async deleteAccount(userId: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const user = await trx.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
        if (!user) return false;
        await removeTracesOf(trx, userId, user.email);
        const deleted = await trx.deleteFrom('users').where('id', '=', userId).executeTakeFirst();
        return deleted.numDeletedRows > 0n;
      });
    },

    /**
     * Deletes a sign-up made before `createdBefore` that never signed in and never proved its address
     * (the prune job); false when it no longer is one (someone signed in meanwhile).
     */
    /** Up to `limit` sign-ups the prune job may remove (deleteAbandonedSignup checks each again). */
    async abandonedSignups(createdBefore: number, limit: number): Promise<string[]> {
      const rows = await db
        .selectFrom('users')
        .select('id')
        .where(abandonedBefore(createdBefore))
        .orderBy('created_at')
        .limit(limit)
        .execute();
      return rows.map((row) => row.id);
    },

    async deleteAbandonedSignup(userId: string, createdBefore: number): Promise<boolean> {
      const signedInMeanwhile = new Error('the sign-up signed in meanwhile');
      try {
        return await db.transaction().execute(async (trx) => {
          const user = await trx
            .selectFrom('users')
            .select('email')
            .where('id', '=', userId)
            .where(abandonedBefore(createdBefore))
            .executeTakeFirst();
          if (!user) return false;
          await removeTracesOf(trx, userId, user.email);
          const deleted = await trx
            .deleteFrom('users')
            .where('id', '=', userId)
            .where(abandonedBefore(createdBefore))
            .executeTakeFirst();
          // Rolls back what removeTracesOf did: a session opened in between keeps everything.
          if (deleted.numDeletedRows === 0n) throw signedInMeanwhile;
          return true;
        });
      } catch (error) {
        if (error === signedInMeanwhile) return false;
        throw error;
      }
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

    async reminderOf(userId: string) {
      return db
        .selectFrom('study_reminders')
        .select(['days', 'time', 'time_zone', 'updated_at'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    async topicsOf(userId: string) {
      return db
        .selectFrom('notification_topics')
        .select(['topics', 'updated_at'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
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
