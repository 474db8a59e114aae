import type { CompiledQuery } from 'kysely';
import type { Db } from './connection.js';
import { createLookupBatcher } from './lookup-batcher.js';
import { MAX_IN_LIST, paddedInQuery } from './padded-in-query.js';

/**
 * A user's rows of one table (their ticks, saved items, notes), read together with the other
 * users' asked for in the same round of I/O: one query for many requests instead of one each,
 * the way the session gate reads sessions. On PostgreSQL every query is a round trip through the
 * pool and work for the server; under load the batch holds many requests. Nothing is kept:
 * each read is sent after it was asked for, so it sees every write that finished before.
 * `compile` gets placeholder user ids for `where user_id in (...)`; the rows keep its order.
 */
export function rowsByUser<Row extends { user_id: string }>(
  db: Db,
  compile: (placeholders: string[]) => CompiledQuery<Row>,
): (userId: string) => Promise<Row[]> {
  const readMany = paddedInQuery(db, compile);
  const load = createLookupBatcher(async (userIds: string[]) => {
    const byUser = new Map<string, Row[]>();
    for (const row of await readMany(userIds)) {
      const rows = byUser.get(row.user_id);
      if (rows) rows.push(row);
      else byUser.set(row.user_id, [row]);
    }
    return byUser;
  }, MAX_IN_LIST);
  return async (userId) => (await load(userId)) ?? [];
}
