import { type Kysely, type Migration } from 'kysely';

export const migration: Migration = {
  // The last change applied to each of a user's items (a tick, a bookmark), from any device: when it
  // was made and its id. A change made offline and sent later is applied only when it is later than
  // this (last change wins), and the same change sent twice is recognised by its id.
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('item_changes')
      .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('item_id', 'text', (col) => col.notNull())
      .addColumn('changed_at', 'bigint', (col) => col.notNull())
      .addColumn('change_id', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('item_changes_pk', ['user_id', 'kind', 'item_id'])
      .execute();
  },
};
