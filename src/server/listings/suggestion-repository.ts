import type { Selectable } from 'kysely';
import type { Db } from '#server/db/connection.js';
import type { ListingSuggestionsTable } from '#server/db/schema.js';

export type SuggestionRow = Selectable<ListingSuggestionsTable>;

export function createSuggestionRepository(db: Db) {
  return {
    async insert(row: SuggestionRow): Promise<void> {
      await db.insertInto('listing_suggestions').values(row).execute();
    },

    async get(id: string): Promise<SuggestionRow | undefined> {
      return db.selectFrom('listing_suggestions').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Waiting suggestions, oldest first, with who sent each (null name and e-mail: the account is gone). */
    async pending(): Promise<Array<SuggestionRow & { sender_name: string | null; sender_email: string | null }>> {
      return db
        .selectFrom('listing_suggestions')
        .leftJoin('users', 'users.id', 'listing_suggestions.user_id')
        .selectAll('listing_suggestions')
        .select(['users.display_name as sender_name', 'users.email as sender_email'])
        .where('listing_suggestions.status', '=', 'pending')
        .orderBy('listing_suggestions.created_at')
        .orderBy('listing_suggestions.id')
        .execute();
    },

    /** Records a review unless someone reviewed it first; false when it was no longer pending. */
    async review(
      id: string,
      review: Pick<SuggestionRow, 'status' | 'reason' | 'listing_slug' | 'reviewed_at' | 'reviewed_by'>,
    ): Promise<boolean> {
      const result = await db
        .updateTable('listing_suggestions')
        .set(review)
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async ofUser(userId: string): Promise<SuggestionRow[]> {
      return db
        .selectFrom('listing_suggestions')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .execute();
    },
  };
}

export type SuggestionRepository = ReturnType<typeof createSuggestionRepository>;
