import type { Db } from '#server/db/connection.js';
import { createLookupBatcher } from '#server/db/lookup-batcher.js';
import { MAX_IN_LIST, paddedInQuery } from '#server/db/padded-in-query.js';

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
  email_verified_at: number | null;
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
        'users.language',
        'users.email_verified_at',
      ]);
  // The session gate runs on every request, and concurrent lookups share one query
  // (lookup-batcher.ts) of a few prepared shapes (padded-in-query.ts).
  const readMany = paddedInQuery(db, (hashes) =>
    sessionsWithUsers().where('active_sessions.token_hash', 'in', hashes).compile(),
  );
  const findByTokenHash = createLookupBatcher(
    async (hashes: string[]) => new Map((await readMany(hashes)).map((row) => [row.token_hash, row])),
    MAX_IN_LIST,
  );

  return {
    /** When a session was last opened for the account (the prune job keeps accounts that ever signed in). */
    async recordSignIn(userId: string, now: number): Promise<void> {
      await db.updateTable('users').set({ last_signin_at: now }).where('id', '=', userId).execute();
    },

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

    /**
     * Ends the account's session and remembers its token's hash with why and when, until the session
     * would have expired, so the browser that held it can be told (whyEnded in session-service.ts). True when there was one.
     */
    async endForUserRemembering(userId: string, reason: string, now: number): Promise<boolean> {
      const ended = await db
        .deleteFrom('active_sessions')
        .where('user_id', '=', userId)
        .returning(['token_hash', 'expires_at'])
        .executeTakeFirst();
      if (!ended) return false;
      await db
        .insertInto('ended_sessions')
        .values({ ...ended, user_id: userId, reason, ended_at: now })
        .onConflict((conflict) => conflict.column('token_hash').doNothing())
        .execute();
      return true;
    },

    /** Why and when the session of this token was ended by another sign-in, while it would still be valid. */
    async findEnded(tokenHash: string, now: number): Promise<{ reason: string; ended_at: number } | undefined> {
      return db
        .selectFrom('ended_sessions')
        .select(['reason', 'ended_at'])
        .where('token_hash', '=', tokenHash)
        .where('expires_at', '>', now)
        .executeTakeFirst();
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
