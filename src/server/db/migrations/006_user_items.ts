import { type Kysely, type Migration } from 'kysely';

export const migration: Migration = {
  // Per-user progress on study links and saved items, keyed by the stable item ids of
  // src/shared/item-ids.ts. An unticked link keeps its row (done = 0) to remember when it was touched.
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('user_progress')
      .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('item_id', 'text', (col) => col.notNull())
      .addColumn('page', 'text', (col) => col.notNull())
      .addColumn('done', 'integer', (col) => col.notNull())
      .addColumn('updated_at', 'bigint', (col) => col.notNull())
      .addPrimaryKeyConstraint('user_progress_pk', ['user_id', 'item_id'])
      .execute();
    await db.schema
      .createTable('user_saved_items')
      .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('item_id', 'text', (col) => col.notNull())
      .addColumn('saved_at', 'bigint', (col) => col.notNull())
      .addPrimaryKeyConstraint('user_saved_items_pk', ['user_id', 'item_id'])
      .execute();
  },
};
