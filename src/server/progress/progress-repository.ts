import type { Db } from '#server/db/connection.js';
import type { UserProgressTable } from '#server/db/schema.js';

export type ProgressRow = UserProgressTable;

export function createProgressRepository(db: Db) {
  return {
    async forUser(userId: string): Promise<ProgressRow[]> {
      return db.selectFrom('user_progress').selectAll().where('user_id', '=', userId).execute();
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
