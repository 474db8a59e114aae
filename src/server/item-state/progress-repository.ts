import type { Db } from '#server/db/connection.js';
import { rowsByUser } from '#server/db/rows-by-user.js';
import type { UserProgressTable } from '#server/db/schema.js';

export type ProgressRow = UserProgressTable;

export function createProgressRepository(db: Db) {
  const forUser = rowsByUser(db, (userIds) =>
    db.selectFrom('user_progress').selectAll().where('user_id', 'in', userIds).compile(),
  );
  return {
    /** The user's ticks, read in one query with other requests' (rows-by-user.ts). */
    forUser,

    /** Forgets this user's ticks on one page, or on every page; the number of links that were done. */
    async reset(userId: string, page?: string): Promise<number> {
      let query = db.deleteFrom('user_progress').where('user_id', '=', userId);
      if (page !== undefined) query = query.where('page', '=', page);
      const removed = await query.returning('done').execute();
      return removed.filter((row) => row.done === 1).length;
    },

    /** Idempotent: ticking twice leaves one row; the time records the last touch. */
    async set(row: ProgressRow): Promise<void> {
      await db
        .insertInto('user_progress')
        .values(row)
        .onConflict((conflict) =>
          conflict
            .columns(['user_id', 'item_id'])
            .doUpdateSet({ done: row.done, updated_at: row.updated_at, page: row.page }),
        )
        .execute();
    },
  };
}

export type ProgressRepository = ReturnType<typeof createProgressRepository>;
