import { sql } from 'kysely';
import type { Db } from '#server/db/connection.js';

export interface WindowCount {
  count: number;
  windowStart: number;
}

/** Fixed-window counters in the database, so every app instance shares them. */
export function createRateLimitRepository(db: Db) {
  return {
    /** Adds one hit in one atomic statement, starting a new window when the old one has passed. */
    async hit(key: string, now: number, windowMs: number): Promise<WindowCount> {
      const cutoff = now - windowMs;
      const row = await db
        .insertInto('rate_limits')
        .values({ key, window_start: now, count: 1 })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({
            count: sql<number>`CASE WHEN rate_limits.window_start <= ${cutoff} THEN 1 ELSE rate_limits.count + 1 END`,
            window_start: sql<number>`CASE WHEN rate_limits.window_start <= ${cutoff} THEN ${now} ELSE rate_limits.window_start END`,
          }),
        )
        .returning(['count', 'window_start'])
        .executeTakeFirstOrThrow();
      return { count: Number(row.count), windowStart: Number(row.window_start) };
    },

    async peek(key: string): Promise<WindowCount | undefined> {
      const row = await db
        .selectFrom('rate_limits')
        .select(['count', 'window_start'])
        .where('key', '=', key)
        .executeTakeFirst();
      return row ? { count: Number(row.count), windowStart: Number(row.window_start) } : undefined;
    },

    async clear(key: string): Promise<void> {
      await db.deleteFrom('rate_limits').where('key', '=', key).execute();
    },
  };
}

export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;
