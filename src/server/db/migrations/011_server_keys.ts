import { type Kysely, type Migration } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    // Secrets the server makes for itself (e.g. the key that signs known-device cookies): one row per
    // name, taken by a conditional insert so instances starting together agree on one value.
    await db.schema
      .createTable('server_keys')
      .addColumn('name', 'text', (col) => col.primaryKey())
      .addColumn('secret', 'text', (col) => col.notNull())
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .execute();
  },
};
