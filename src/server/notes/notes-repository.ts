import { sql } from 'kysely';
import type { Db } from '#server/db/connection.js';
import type { UserNotesTable } from '#server/db/schema.js';

export type NoteRow = UserNotesTable;

/**
 * Notes per user and item. Every write names the version it was edited from and changes the row
 * only while that is still the stored version (one statement: compare and set), so of two tabs
 * editing from the same version exactly one write lands and the other learns it is out of date.
 */
export function createNotesRepository(db: Db) {
  return {
    async forUser(userId: string): Promise<NoteRow[]> {
      return db
        .selectFrom('user_notes')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('updated_at', 'desc')
        .execute();
    },

    async get(userId: string, itemId: string): Promise<NoteRow | undefined> {
      return db
        .selectFrom('user_notes')
        .selectAll()
        .where('user_id', '=', userId)
        .where('item_id', '=', itemId)
        .executeTakeFirst();
    },

    /** A new note (version 1); undefined when the item already has one. */
    async insert(userId: string, itemId: string, text: string, now: number): Promise<NoteRow | undefined> {
      return db
        .insertInto('user_notes')
        .values({ user_id: userId, item_id: itemId, text, version: 1, updated_at: now })
        .onConflict((conflict) => conflict.columns(['user_id', 'item_id']).doNothing())
        .returningAll()
        .executeTakeFirst();
    },

    /** The new text, if the stored version is still `baseVersion`; undefined otherwise. */
    async update(
      userId: string,
      itemId: string,
      text: string,
      baseVersion: number,
      now: number,
    ): Promise<NoteRow | undefined> {
      return db
        .updateTable('user_notes')
        .set({ text, version: sql<number>`version + 1`, updated_at: now })
        .where('user_id', '=', userId)
        .where('item_id', '=', itemId)
        .where('version', '=', baseVersion)
        .returningAll()
        .executeTakeFirst();
    },

    /** Removes the note if the stored version is still `baseVersion`. */
    async remove(userId: string, itemId: string, baseVersion: number): Promise<boolean> {
      const removed = await db
        .deleteFrom('user_notes')
        .where('user_id', '=', userId)
        .where('item_id', '=', itemId)
        .where('version', '=', baseVersion)
        .returning('item_id')
        .executeTakeFirst();
      return removed !== undefined;
    },
  };
}

export type NotesRepository = ReturnType<typeof createNotesRepository>;
