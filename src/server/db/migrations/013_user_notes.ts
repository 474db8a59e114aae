import { type Kysely, type Migration } from 'kysely';

export const migration: Migration = {
  // Private notes on catalogue items (issue 22), one per user and item. `version` counts saves so
  // that a save edited from an older version is refused instead of silently overwriting.
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('user_notes')
      .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('item_id', 'text', (col) => col.notNull())
      .addColumn('text', 'text', (col) => col.notNull())
      .addColumn('version', 'integer', (col) => col.notNull())
      .addColumn('updated_at', 'bigint', (col) => col.notNull())
      .addPrimaryKeyConstraint('user_notes_pk', ['user_id', 'item_id'])
      .execute();
  },
};
