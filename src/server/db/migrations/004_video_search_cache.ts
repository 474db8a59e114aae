import { type Kysely, type Migration } from 'kysely';

export const migration: Migration = {
  // YouTube answers per normalised query, shared by every app instance: a search costs quota.
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('video_search_cache')
      .addColumn('query_key', 'text', (col) => col.primaryKey())
      .addColumn('response_json', 'text', (col) => col.notNull())
      .addColumn('fetched_at', 'bigint', (col) => col.notNull())
      .addColumn('expires_at', 'bigint', (col) => col.notNull())
      .execute();
  },
};
