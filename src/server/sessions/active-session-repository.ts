import type { Db } from '../db/connection.js';
import { createLookupBatcher } from '../db/lookup-batcher.js';

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
}

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
      ]);
  // The session gate runs on every request: one token's lookup is compiled once (only the hash
  // changes), and concurrent lookups share one query (lookup-batcher.ts).
  const oneTokenQuery = sessionsWithUsers().where('active_sessions.token_hash', '=', '').compile();
  if (oneTokenQuery.parameters.length !== 1) throw new Error('the session lookup must take exactly one parameter');
  const findManyByTokenHash = async (hashes: string[]) => {
    const rows =
      hashes.length === 1
        ? (await db.executeQuery<SessionWithUser>({ ...oneTokenQuery, parameters: hashes })).rows
        : await sessionsWithUsers().where('active_sessions.token_hash', 'in', hashes).execute();
    return new Map(rows.map((row) => [row.token_hash, row]));
  };
  const findByTokenHash = createLookupBatcher(findManyByTokenHash);

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

    async deleteExpired(now: number, idleCutoff: number): Promise<number> {
      const result = await db
        .deleteFrom('active_sessions')
        .where((eb) => eb.or([eb('expires_at', '<=', now), eb('last_seen_at', '<=', idleCutoff)]))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type ActiveSessionRepository = ReturnType<typeof createActiveSessionRepository>;
