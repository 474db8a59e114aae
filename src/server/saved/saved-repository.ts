import type { Db } from '#server/db/connection.js';
import type { UserSavedItemsTable } from '#server/db/schema.js';

export function createSavedRepository(db: Db) {
  return {
    async forUser(userId: string): Promise<UserSavedItemsTable[]> {
      return db
        .selectFrom('user_saved_items')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('saved_at', 'desc')
        .execute();
    },

    /** Idempotent: saving twice keeps one row (and its first time). */
    async save(userId: string, itemId: string, now: number): Promise<void> {
      await db
        .insertInto('user_saved_items')
        .values({ user_id: userId, item_id: itemId, saved_at: now })
        .onConflict((conflict) => conflict.columns(['user_id', 'item_id']).doNothing())
        .execute();
    },

    async remove(userId: string, itemId: string): Promise<void> {
      await db.deleteFrom('user_saved_items').where('user_id', '=', userId).where('item_id', '=', itemId).execute();
    },
  };
}

export type SavedRepository = ReturnType<typeof createSavedRepository>;
