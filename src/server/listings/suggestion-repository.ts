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

    async pending(): Promise<SuggestionRow[]> {
      return db
        .selectFrom('listing_suggestions')
        .selectAll()
        .where('status', '=', 'pending')
        .orderBy('created_at')
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
