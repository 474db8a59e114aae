import { type Kysely, type Migration, sql } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('users')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('display_name', 'text', (col) => col.notNull())
      .addColumn('password_hash', 'text')
      .addColumn('google_sub', 'text', (col) => col.unique())
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .execute();
    // Case-insensitive uniqueness: the index is on lower(email), and lookups use the same expression.
    await db.schema
      .createIndex('users_email_lower_unique')
      .on('users')
      .unique()
      .expression(sql`lower(email)`)
      .execute();

    await db.schema
      .createTable('active_sessions')
      .addColumn('user_id', 'text', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('token_hash', 'text', (col) => col.notNull().unique())
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .addColumn('last_seen_at', 'bigint', (col) => col.notNull())
      .addColumn('expires_at', 'bigint', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('rate_limits')
      .addColumn('key', 'text', (col) => col.primaryKey())
      .addColumn('window_start', 'bigint', (col) => col.notNull())
      .addColumn('count', 'integer', (col) => col.notNull())
      .execute();
  },
};
