import { sql } from 'kysely';
import type { Db } from '#server/db/connection.js';
import { rowsByUser } from '#server/db/rows-by-user.js';
import type { UserNotesTable } from '#server/db/schema.js';

export type NoteRow = UserNotesTable;

/**
 * Counts the change in the user's notes revision (user_notes_revisions), inside the transaction
 * that made it: the change and the new revision become visible to every instance together.
 */
async function bumpRevision(trx: Db, userId: string): Promise<void> {
  await trx
    .insertInto('user_notes_revisions')
    .values({ user_id: userId, revision: 1 })
    .onConflict((conflict) =>
      conflict.column('user_id').doUpdateSet({ revision: sql<number>`user_notes_revisions.revision + 1` }),
    )
    .execute();
}

/** Runs one note write and, when it changed a row, bumps the user's revision in the same transaction. */
function changing<T>(db: Db, userId: string, write: (trx: Db) => Promise<T | undefined>): Promise<T | undefined> {
  return db.transaction().execute(async (trx) => {
    const changed = await write(trx);
    if (changed !== undefined) await bumpRevision(trx, userId);
    return changed;
  });
}

/**
 * Several users' notes, each user's last edited first. Both keys descending: SQLite walks the
 * (user_id, updated_at) index backwards instead of sorting (PostgreSQL sorts the batch's few rows).
 */
export const notesOf = (db: Db, userIds: string[]) =>
  db
    .selectFrom('user_notes')
    .selectAll()
    .where('user_id', 'in', userIds)
    .orderBy('user_id', 'desc')
    .orderBy('updated_at', 'desc');

/**
 * Notes per user and item. Every write names the version it was edited from and changes the row
 * only while that is still the stored version (one statement: compare and set), so of two tabs
 * editing from the same version exactly one write lands and the other learns it is out of date.
 * Every write that lands also bumps the user's notes revision (see `revision`).
 */
export function createNotesRepository(db: Db) {
  const forUser = rowsByUser(db, (userIds) => notesOf(db, userIds).compile());
  return {
    /**
     * A number that changes with every change to this user's notes, on any instance (0 before the
     * first): an index of the notes read after it is at least as new as that revision.
     */
    async revision(userId: string): Promise<number> {
      const row = await db
        .selectFrom('user_notes_revisions')
        .select('revision')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row ? Number(row.revision) : 0;
    },

    /** The user's notes, last edited first, read in one query with other requests' (rows-by-user.ts). */
    forUser,

    /**
     * The user's notes, last edited first, `limit` at a time after the note `after` (the last of the
     * previous page): a heavy user's megabytes are read in pieces the event loop can interleave.
     */
    async page(userId: string, after: NoteRow | undefined, limit: number): Promise<NoteRow[]> {
      let query = db.selectFrom('user_notes').selectAll().where('user_id', '=', userId);
      if (after)
        query = query.where((eb) =>
          eb.or([
            eb('updated_at', '<', after.updated_at),
            eb.and([eb('updated_at', '=', after.updated_at), eb('item_id', '>', after.item_id)]),
          ]),
        );
      return query.orderBy('updated_at', 'desc').orderBy('item_id', 'asc').limit(limit).execute();
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
      return changing(db, userId, (trx) =>
        trx
          .insertInto('user_notes')
          .values({ user_id: userId, item_id: itemId, text, version: 1, updated_at: now })
          .onConflict((conflict) => conflict.columns(['user_id', 'item_id']).doNothing())
          .returningAll()
          .executeTakeFirst(),
      );
    },

    /** The new text, if the stored version is still `baseVersion`; undefined otherwise. */
    async update(
      userId: string,
      itemId: string,
      text: string,
      baseVersion: number,
      now: number,
    ): Promise<NoteRow | undefined> {
      return changing(db, userId, (trx) =>
        trx
          .updateTable('user_notes')
          .set({ text, version: sql<number>`version + 1`, updated_at: now })
          .where('user_id', '=', userId)
          .where('item_id', '=', itemId)
          .where('version', '=', baseVersion)
          .returningAll()
          .executeTakeFirst(),
      );
    },

    /** Removes the note if the stored version is still `baseVersion`. */
    async remove(userId: string, itemId: string, baseVersion: number): Promise<boolean> {
      const removed = await changing(db, userId, (trx) =>
        trx
          .deleteFrom('user_notes')
          .where('user_id', '=', userId)
          .where('item_id', '=', itemId)
          .where('version', '=', baseVersion)
          .returning('item_id')
          .executeTakeFirst(),
      );
      return removed !== undefined;
    },
  };
}

export type NotesRepository = ReturnType<typeof createNotesRepository>;
