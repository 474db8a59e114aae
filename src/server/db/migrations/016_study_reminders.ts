import { type Kysely, type Migration } from 'kysely';

export const migration: Migration = {
  // Study reminders (issue 22): one rule per user, and one row per user and local date a reminder
  // was sent for. Claiming that row (insert, nothing on conflict) before sending is what makes a
  // reminder go out at most once per slot across restarts and instances.
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('study_reminders')
      .addColumn('user_id', 'text', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('days', 'text', (col) => col.notNull())
      .addColumn('time', 'text', (col) => col.notNull())
      .addColumn('time_zone', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'bigint', (col) => col.notNull())
      .execute();
    await db.schema
      .createTable('study_reminder_sends')
      .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('slot', 'text', (col) => col.notNull())
      .addColumn('sent_at', 'bigint', (col) => col.notNull())
      .addPrimaryKeyConstraint('study_reminder_sends_pk', ['user_id', 'slot'])
      .execute();
  },
};
