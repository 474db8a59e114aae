import { type Kysely, type Migration } from 'kysely';

export const migration: Migration = {
  // A reported issue a maintainer marked resolved (reopening deletes the row); open otherwise.
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('report_resolutions')
      .addColumn('report_id', 'text', (col) => col.primaryKey().references('reported_issues.id'))
      .addColumn('resolved_at', 'bigint', (col) => col.notNull())
      .addColumn('resolved_by', 'text', (col) => col.notNull())
      .execute();
  },
};
