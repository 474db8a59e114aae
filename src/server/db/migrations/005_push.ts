import { type Kysely, type Migration } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    // The server's VAPID key pair when not configured: one row (id 1), taken by a conditional
    // insert so instances starting together agree on one key.
    await db.schema
      .createTable('vapid_keys')
      .addColumn('id', 'integer', (col) => col.primaryKey())
      .addColumn('public_key', 'text', (col) => col.notNull())
      .addColumn('private_key', 'text', (col) => col.notNull())
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .execute();
    // Browsers' Web Push subscriptions, one per endpoint; deleting an account deletes its subscriptions.
    await db.schema
      .createTable('push_subscriptions')
      .addColumn('endpoint', 'text', (col) => col.primaryKey())
      .addColumn('p256dh', 'text', (col) => col.notNull())
      .addColumn('auth', 'text', (col) => col.notNull())
      .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('push_subscriptions_user_id').on('push_subscriptions').column('user_id').execute();
  },
};
