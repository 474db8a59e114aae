import { type Kysely, type Migration } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    // What the background checker last saw for each content URL.
    await db.schema
      .createTable('link_checks')
      .addColumn('url', 'text', (col) => col.primaryKey())
      .addColumn('last_checked_at', 'bigint', (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('http_code', 'integer')
      .addColumn('final_url', 'text')
      .addColumn('consecutive_failures', 'integer', (col) => col.notNull())
      .addColumn('failure_rounds', 'integer', (col) => col.notNull())
      .addColumn('last_failed_round', 'integer')
      .execute();
    // Named leases with an expiry, so one instance among many does a periodic job.
    await db.schema
      .createTable('leases')
      .addColumn('name', 'text', (col) => col.primaryKey())
      .addColumn('holder', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'bigint', (col) => col.notNull())
      .addColumn('round', 'integer', (col) => col.notNull())
      .addColumn('last_completed_at', 'bigint')
      .execute();
  },
};
