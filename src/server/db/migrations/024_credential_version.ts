import { type Kysely, type Migration } from 'kysely';

export const migration: Migration = {
  // Goes up by one with every change of the account's credential (password change or reset, a
  // Google hand-over); known-browser cookies name the version they were issued under and stop
  // counting once it moves on (auth/known-devices.ts, decision 0034). Existing accounts start at 0.
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('users')
      .addColumn('credential_version', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
  },
};
