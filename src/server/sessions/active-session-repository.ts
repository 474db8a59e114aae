import type { Db } from '#server/db/connection.js';
import { createLookupBatcher } from '#server/db/lookup-batcher.js';

export interface ActiveSessionRow {
  user_id: string;
  token_hash: string;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
}

export interface SessionWithUser extends ActiveSessionRow {
  email: string;
  display_name: string;
  language: string | null;
}

/** The lookup sizes a batch is padded to; the largest is the most one query asks for. */
const BATCH_SIZES = [1, 4, 16, 64] as const;

export function createActiveSessionRepository(db: Db) {
  const sessionsWithUsers = () =>
    db
      .selectFrom('active_sessions')
      .innerJoin('users', 'users.id', 'active_sessions.user_id')
      .select([
        'active_sessions.user_id',
        'active_sessions.token_hash',
        'active_sessions.created_at',
        'active_sessions.last_seen_at',
        'active_sessions.expires_at',
        'users.email',
        'users.display_name',
        'users.language',
      ]);
  // The session gate runs on every request, and concurrent lookups share one query
  // (lookup-batcher.ts). A batch is padded (with a repeat of its first hash) up to one of a few
  // sizes, so a handful of SQL texts, compiled once here, serve every batch: both engines then keep
  // those statements prepared (connection.ts) instead of parsing a new IN-list per batch size.
  const lookupQueries = new Map(
    BATCH_SIZES.map((size) => [
      size,
      sessionsWithUsers().where('active_sessions.token_hash', 'in', Array<string>(size).fill('')).compile(),
    ]),
  );
  const findManyByTokenHash = async (hashes: string[]) => {
    const size = BATCH_SIZES.find((candidate) => candidate >= hashes.length)!;
    const parameters = [...hashes, ...Array<string>(size - hashes.length).fill(hashes[0]!)];
    const { rows } = await db.executeQuery<SessionWithUser>({ ...lookupQueries.get(size)!, parameters });
    return new Map(rows.map((row) => [row.token_hash, row]));
  };
  const findByTokenHash = createLookupBatcher(findManyByTokenHash, BATCH_SIZES.at(-1));

  return {
    /**
     * The one-session rule as one statement: insert the row, or take over an existing row only
     * when it has expired (absolutely or by idleness) or belongs to the caller's own browser.
     * Returns true when the row now holds this token. Safe under races on both engines.
     */
    async claim(row: ActiveSessionRow, idleCutoff: number, ownTokenHash: string | null): Promise<boolean> {
      const claimed = await db
        .insertInto('active_sessions')
        .values(row)
        .onConflict((conflict) =>
          conflict
            .column('user_id')
            .doUpdateSet((eb) => ({
              token_hash: eb.ref('excluded.token_hash'),
              created_at: eb.ref('excluded.created_at'),
              last_seen_at: eb.ref('excluded.last_seen_at'),
              expires_at: eb.ref('excluded.expires_at'),
            }))
            .where((eb) =>
              eb.or([
                eb('active_sessions.expires_at', '<=', row.created_at),
                eb('active_sessions.last_seen_at', '<=', idleCutoff),
                eb('active_sessions.token_hash', '=', ownTokenHash ?? ''),
              ]),
            ),
        )
        .returning('user_id')
        .executeTakeFirst();
      return claimed !== undefined;
    },

    findByTokenHash(tokenHash: string): Promise<SessionWithUser | undefined> {
      return findByTokenHash(tokenHash);
    },

    async touch(tokenHash: string, now: number): Promise<void> {
      await db.updateTable('active_sessions').set({ last_seen_at: now }).where('token_hash', '=', tokenHash).execute();
    },

    /** Deletes the row only if it still holds this token, so a newer session is never removed. */
    async deleteByTokenHash(tokenHash: string): Promise<boolean> {
      const result = await db.deleteFrom('active_sessions').where('token_hash', '=', tokenHash).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /** Ends the account's session, wherever it is; true when there was one. */
    async deleteForUser(userId: string): Promise<boolean> {
      const result = await db.deleteFrom('active_sessions').where('user_id', '=', userId).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /** Deletes the session holding this token unless it belongs to `userId` (a browser switching accounts). */
    async deleteByTokenHashUnlessUser(tokenHash: string, userId: string): Promise<boolean> {
      const result = await db
        .deleteFrom('active_sessions')
        .where('token_hash', '=', tokenHash)
        .where('user_id', '<>', userId)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}

export type ActiveSessionRepository = ReturnType<typeof createActiveSessionRepository>;
