import { type Kysely, type Migration } from 'kysely';

export const migration: Migration = {
  // Site settings a maintainer edits in /maintain (the contact channels and footer links), one row
  // per group. No row means nobody has saved that group yet: content/ supplies it. The version
  // refuses the second of two saves made from the same copy.
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('site_settings')
      .addColumn('key', 'text', (col) => col.primaryKey())
      .addColumn('data', 'text', (col) => col.notNull())
      .addColumn('version', 'integer', (col) => col.notNull())
      .addColumn('updated_at', 'bigint', (col) => col.notNull())
      .addColumn('updated_by', 'text', (col) => col.notNull())
      .execute();
  },
};
