import type { Db } from '#server/db/connection.js';

/**
 * Bounded deletes of rows nothing will read again. Each call removes at most `limit` rows, picked by
 * a sub-select on an indexed column, so one round's work stays small however much has piled up.
 */
export function createPruneRepository(db: Db) {
  const count = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);
  return {
    /** Counters whose window started before `before` (every limit's window is shorter). */
    async rateLimits(before: number, limit: number): Promise<number> {
      const result = await db
        .deleteFrom('rate_limits')
        .where('key', 'in', (qb) =>
          qb.selectFrom('rate_limits').select('key').where('window_start', '<', before).limit(limit),
        )
        .executeTakeFirst();
      return count(result);
    },

    /** Cached YouTube answers that expired before `before` (kept a while to serve when YouTube fails). */
    async videoCache(before: number, limit: number): Promise<number> {
      const result = await db
        .deleteFrom('video_search_cache')
        .where('query_key', 'in', (qb) =>
          qb.selectFrom('video_search_cache').select('query_key').where('expires_at', '<', before).limit(limit),
        )
        .executeTakeFirst();
      return count(result);
    },

    /** Google sign-ins started and never finished. */
    async oidcFlows(now: number, limit: number): Promise<number> {
      const result = await db
        .deleteFrom('oidc_flows')
        .where('state', 'in', (qb) =>
          qb.selectFrom('oidc_flows').select('state').where('expires_at', '<=', now).limit(limit),
        )
        .executeTakeFirst();
      return count(result);
    },

    /**
     * Messages never handed to an SMTP server (held: production without SMTP; logged: printed in the
     * terminal) created before `before`: their links expired long ago, and nothing will send them.
     */
    async unsentMail(before: number, limit: number): Promise<number> {
      const result = await db
        .deleteFrom('mail_outbox')
        .where('id', 'in', (qb) =>
          qb
            .selectFrom('mail_outbox')
            .select('id')
            .where('status', 'in', ['held', 'logged'])
            .where('created_at', '<', before)
            .limit(limit),
        )
        .executeTakeFirst();
      return count(result);
    },

    /**
     * Sessions past their absolute or idle expiry. A sign-in replaces such a row anyway; deleting it
     * changes nothing anyone can see, since the gate refuses it already.
     */
    async expiredSessions(now: number, idleCutoff: number, limit: number): Promise<number> {
      const result = await db
        .deleteFrom('active_sessions')
        .where('user_id', 'in', (qb) =>
          qb
            .selectFrom('active_sessions')
            .select('user_id')
            .where((eb) => eb.or([eb('expires_at', '<=', now), eb('last_seen_at', '<=', idleCutoff)]))
            .limit(limit),
        )
        .executeTakeFirst();
      return count(result);
    },

    /** What 'Sign out the other device' remembered of sessions that would have expired by now. */
    async endedSessions(now: number, limit: number): Promise<number> {
      const result = await db
        .deleteFrom('ended_sessions')
        .where('token_hash', 'in', (qb) =>
          qb.selectFrom('ended_sessions').select('token_hash').where('expires_at', '<=', now).limit(limit),
        )
        .executeTakeFirst();
      return count(result);
    },
  };
}

export type PruneRepository = ReturnType<typeof createPruneRepository>;
