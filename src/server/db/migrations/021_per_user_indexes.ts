import { type Kysely, type Migration } from 'kysely';

/**
 * Per-user reads at scale (issue 22, `npm run bench -- --scale`): the primary keys (user_id,
 * item_id) already find a user's progress, saved items and notes; these add what they lack.
 * - reported_issues had no index on user_id, so 'Download my data' and the ON DELETE SET NULL
 *   of an account deletion scanned every report ever filed.
 * - saved items and notes are listed newest first: (user_id, time) hands them over in order
 *   instead of sorting each user's rows on every request.
 */
export const PER_USER_INDEXES = [
  ['reported_issues_user_id', 'reported_issues', ['user_id', 'created_at']],
  ['user_saved_items_user_time', 'user_saved_items', ['user_id', 'saved_at']],
  ['user_notes_user_time', 'user_notes', ['user_id', 'updated_at']],
] as const;

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const [name, table, columns] of PER_USER_INDEXES) {
      await db.schema
        .createIndex(name)
        .on(table)
        .columns([...columns])
        .execute();
    }
  },
};
