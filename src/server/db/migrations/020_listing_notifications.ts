import { type Kysely, type Migration } from 'kysely';

export const migration: Migration = {
  // Notifications that fire by themselves (issue 20): what each subscriber wants, one row per
  // published or reopened listing to announce, and one row per user and notification. The
  // notification's key is its primary key, so fanning out twice (two instances, a restart) inserts
  // nothing new; its status is claimed before the push is sent, so it goes out at most once.
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('notification_topics')
      .addColumn('user_id', 'text', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('topics', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'bigint', (col) => col.notNull())
      .execute();
    await db.schema
      .createTable('listing_announcements')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('slug', 'text', (col) => col.notNull())
      .addColumn('reason', 'text', (col) => col.notNull())
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .addColumn('fanned_out_at', 'bigint')
      .execute();
    await db.schema
      .createTable('listing_notifications')
      .addColumn('key', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('message', 'text', (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('attempts', 'integer', (col) => col.notNull())
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .addColumn('updated_at', 'bigint', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('listing_notifications_status')
      .on('listing_notifications')
      .columns(['status', 'updated_at'])
      .execute();
  },
};
