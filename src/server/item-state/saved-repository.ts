import type { Db } from '#server/db/connection.js';
import { rowsByUser } from '#server/db/rows-by-user.js';

/**
 * Several users' saved items, each user's newest first. Both keys descending: SQLite walks the
 * (user_id, saved_at) index backwards instead of sorting (PostgreSQL sorts the batch's few rows).
 */
export const savedItemsOf = (db: Db, userIds: string[]) =>
  db
    .selectFrom('user_saved_items')
    .selectAll()
    .where('user_id', 'in', userIds)
    .orderBy('user_id', 'desc')
    .orderBy('saved_at', 'desc');

export function createSavedRepository(db: Db) {
  const forUser = rowsByUser(db, (userIds) => savedItemsOf(db, userIds).compile());
  return {
    /** The user's saved items, newest first, read in one query with other requests' (rows-by-user.ts). */
    forUser,

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
