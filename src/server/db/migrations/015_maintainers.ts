import { type Kysely, type Migration } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    // Accounts with the maintainer role (npm run user:role); every other account is a learner.
    await db.schema
      .createTable('maintainers')
      .addColumn('user_id', 'text', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('granted_at', 'bigint', (col) => col.notNull())
      .execute();
    // Every maintainer action: who (their e-mail then), what, on which target, before and after (JSON).
    await db.schema
      .createTable('maintainer_audit')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('actor', 'text', (col) => col.notNull())
      .addColumn('action', 'text', (col) => col.notNull())
      .addColumn('target', 'text', (col) => col.notNull())
      .addColumn('before_json', 'text')
      .addColumn('after_json', 'text')
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('maintainer_audit_time').on('maintainer_audit').column('created_at').execute();
  },
};
