import { type Kysely, type Migration } from 'kysely';

export const migration: Migration = {
  // Listings students suggest, waiting for a maintainer. A suggestion outlives its author's account
  // (user_id set to NULL on deletion, like reported issues): it may already be a published listing.
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('listing_suggestions')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'text', (col) => col.references('users.id'))
      .addColumn('kind', 'text', (col) => col.notNull())
      // the request as sent (src/shared/api/suggestions.ts), JSON
      .addColumn('data', 'text', (col) => col.notNull())
      // pending | approved | rejected
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('reason', 'text')
      .addColumn('listing_slug', 'text')
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .addColumn('reviewed_at', 'bigint')
      .addColumn('reviewed_by', 'text')
      .execute();
    await db.schema
      .createIndex('listing_suggestions_user')
      .on('listing_suggestions')
      .columns(['user_id', 'created_at'])
      .execute();
  },
};
