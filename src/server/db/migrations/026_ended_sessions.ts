import { type Kysely, type Migration } from 'kysely';

/**
 * Sessions another sign-in ended ('Sign out the other device'), kept by their token's hash until
 * the ended session would have expired anyway, so the browser that held one is told why and when
 * its next request is refused (decision 0046). Pruned by expires_at; deleted with the account.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('ended_sessions')
      .addColumn('token_hash', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('reason', 'text', (col) => col.notNull())
      .addColumn('ended_at', 'bigint', (col) => col.notNull())
      .addColumn('expires_at', 'bigint', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('ended_sessions_user_id').on('ended_sessions').column('user_id').execute();
    await db.schema.createIndex('ended_sessions_expires_at').on('ended_sessions').column('expires_at').execute();
  },
};
