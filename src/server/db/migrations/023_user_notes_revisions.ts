import { type Kysely, type Migration } from 'kysely';

export const migration: Migration = {
  // One counter per user, bumped in the same transaction as every change to that user's notes
  // (notes/notes-repository.ts), so any instance can tell with one primary-key read whether the
  // notes index it keeps for that user is still exact (decision 0030). No row reads as 0: notes
  // written before this migration, or by the bench's seed, are indexed once under revision 0 and
  // their first change through the app makes the row.
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('user_notes_revisions')
      .addColumn('user_id', 'text', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('revision', 'bigint', (col) => col.notNull())
      .execute();
  },
};
