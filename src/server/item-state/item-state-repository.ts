import type { ChangeKind } from '#shared/api/sync.js';
import type { Db } from '#server/db/connection.js';
import { rowsByUser } from '#server/db/rows-by-user.js';
import type { UserProgressTable, UserSavedItemsTable } from '#server/db/schema.js';

/** The two kinds of per-user item state: a tick on a study link, a bookmark on a catalogue item. */
export type ItemKind = ChangeKind;

/** A user's stored row of each kind. */
export interface ItemRows {
  progress: UserProgressTable;
  saved: UserSavedItemsTable;
}

/** One item's new state for a user: a link's tick (with the page the link is on) or a bookmark. */
export type ItemWrite =
  | { kind: 'progress'; itemId: string; value: boolean; page: string }
  | { kind: 'saved'; itemId: string; value: boolean };

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

/** Ticks and bookmarks per user; each kind read in one query with other requests' (rows-by-user.ts). */
export function createItemStateRepository(db: Db) {
  const readers: { [K in ItemKind]: (userId: string) => Promise<ItemRows[K][]> } = {
    progress: rowsByUser(db, (userIds) =>
      db.selectFrom('user_progress').selectAll().where('user_id', 'in', userIds).compile(),
    ),
    saved: rowsByUser(db, (userIds) => savedItemsOf(db, userIds).compile()),
  };

  return {
    /** The user's rows of one kind: ticks in no order of their own, saved items newest first. */
    forUser<K extends ItemKind>(kind: K, userId: string): Promise<ItemRows[K][]> {
      return readers[kind](userId);
    },

    /**
     * Idempotent. A tick is kept when unticked (done 0), so the page stays touched, and its time
     * records the last touch; a bookmark is removed when unsaved, and saving twice keeps its first time.
     */
    async write(userId: string, item: ItemWrite, now: number): Promise<void> {
      if (item.kind === 'progress') {
        const row = {
          user_id: userId,
          item_id: item.itemId,
          page: item.page,
          done: item.value ? 1 : 0,
          updated_at: now,
        };
        await db
          .insertInto('user_progress')
          .values(row)
          .onConflict((conflict) =>
            conflict
              .columns(['user_id', 'item_id'])
              .doUpdateSet({ done: row.done, updated_at: row.updated_at, page: row.page }),
          )
          .execute();
      } else if (item.value) {
        await db
          .insertInto('user_saved_items')
          .values({ user_id: userId, item_id: item.itemId, saved_at: now })
          .onConflict((conflict) => conflict.columns(['user_id', 'item_id']).doNothing())
          .execute();
      } else {
        await db
          .deleteFrom('user_saved_items')
          .where('user_id', '=', userId)
          .where('item_id', '=', item.itemId)
          .execute();
      }
    },

    /** Forgets this user's ticks on one page, or on every page; the number of links that were done. */
    async resetProgress(userId: string, page?: string): Promise<number> {
      let query = db.deleteFrom('user_progress').where('user_id', '=', userId);
      if (page !== undefined) query = query.where('page', '=', page);
      const removed = await query.returning('done').execute();
      return removed.filter((row) => row.done === 1).length;
    },
  };
}

export type ItemStateRepository = ReturnType<typeof createItemStateRepository>;
