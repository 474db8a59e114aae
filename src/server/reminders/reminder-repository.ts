import type { Db } from '#server/db/connection.js';
import type { StudyRemindersTable } from '#server/db/schema.js';

export type ReminderRow = StudyRemindersTable;
/** A reminder due a push, with the language its owner chose (null: never chose). */
export type ReachableReminder = ReminderRow & { language: string | null };

export function createReminderRepository(db: Db) {
  return {
    async get(userId: string): Promise<ReminderRow | undefined> {
      return db.selectFrom('study_reminders').selectAll().where('user_id', '=', userId).executeTakeFirst();
    },

    async put(row: ReminderRow): Promise<void> {
      await db
        .insertInto('study_reminders')
        .values(row)
        .onConflict((conflict) =>
          conflict.column('user_id').doUpdateSet({
            days: row.days,
            time: row.time,
            time_zone: row.time_zone,
            updated_at: row.updated_at,
          }),
        )
        .execute();
    },

    async remove(userId: string): Promise<void> {
      await db.deleteFrom('study_reminders').where('user_id', '=', userId).execute();
    },

    /** Every reminder of a user who has at least one push subscription (the others cannot receive one). */
    async reachable(): Promise<ReachableReminder[]> {
      return db
        .selectFrom('study_reminders')
        .innerJoin('users', 'users.id', 'study_reminders.user_id')
        .selectAll('study_reminders')
        .select('users.language')
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('push_subscriptions')
              .select('endpoint')
              .whereRef('push_subscriptions.user_id', '=', 'study_reminders.user_id'),
          ),
        )
        .execute();
    },

    /** Takes the slot for this user; false when it was taken already (sent, or being sent elsewhere). */
    async claim(userId: string, slot: string, now: number): Promise<boolean> {
      const row = await db
        .insertInto('study_reminder_sends')
        .values({ user_id: userId, slot, sent_at: now })
        .onConflict((conflict) => conflict.columns(['user_id', 'slot']).doNothing())
        .returning('slot')
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type ReminderRepository = ReturnType<typeof createReminderRepository>;
