import { sql, type RawBuilder } from 'kysely';
import type { Db } from '#server/db/connection.js';

export interface WindowCount {
  count: number;
  windowStart: number;
}

/**
 * A required wait, in milliseconds, as an SQL expression of `rate_limits.count` (the counter's
 * value before this attempt): the progressive-delay ladder is evaluated inside the one statement
 * that counts the attempt, so no read-then-write gap lets a burst through.
 */
export type DelayLadder = Array<{ fromCount: number; delayMs: number }>;

function ladderSql(ladder: DelayLadder): RawBuilder<number> {
  const steps = [...ladder].sort((a, b) => b.fromCount - a.fromCount);
  if (steps.length === 0) return sql<number>`0`;
  const cases = steps.map((step) => sql`WHEN rate_limits.count >= ${step.fromCount} THEN ${step.delayMs}`);
  return sql<number>`CASE ${sql.join(cases, sql` `)} ELSE 0 END`;
}

/** Attempts below the ladder's first step need no wait at all. */
const freeCount = (ladder: DelayLadder) =>
  ladder.length ? Math.min(...ladder.map((step) => step.fromCount)) : 2_147_483_647;

/** How a conditional hit moves its row: the time it keeps and when an attempt may count. */
interface HitRule {
  /** A row whose window_start is at or before this starts counting again from 1. */
  streakEndsBy: number;
  /** The row's new window_start, as SQL over the stored row. */
  windowStart: RawBuilder<number>;
  /** The WHERE of the upsert: when false, nothing is counted and the attempt is refused. */
  allowed: RawBuilder<boolean>;
}

/** Fixed-window counters in the database, so every app instance shares them. */
export function createRateLimitRepository(db: Db) {
  /** Counts one attempt in one atomic upsert when the rule allows it; undefined when refused. */
  const conditionalHit = async (key: string, now: number, rule: HitRule): Promise<WindowCount | undefined> => {
    const row = await db
      .insertInto('rate_limits')
      .values({ key, window_start: now, count: 1 })
      .onConflict((conflict) =>
        conflict
          .column('key')
          .doUpdateSet({
            count: sql<number>`CASE WHEN rate_limits.window_start <= ${rule.streakEndsBy} THEN 1 ELSE rate_limits.count + 1 END`,
            window_start: rule.windowStart,
          })
          .where(rule.allowed),
      )
      .returning(['count', 'window_start'])
      .executeTakeFirst();
    return row && { count: Number(row.count), windowStart: Number(row.window_start) };
  };

  return {
    /** Adds one hit in one atomic statement, starting a new window when the old one has passed. */
    async hit(key: string, now: number, windowMs: number, amount = 1): Promise<WindowCount> {
      const cutoff = now - windowMs;
      const row = await db
        .insertInto('rate_limits')
        .values({ key, window_start: now, count: amount })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({
            count: sql<number>`CASE WHEN rate_limits.window_start <= ${cutoff} THEN ${amount} ELSE rate_limits.count + ${amount} END`,
            window_start: sql<number>`CASE WHEN rate_limits.window_start <= ${cutoff} THEN ${now} ELSE rate_limits.window_start END`,
          }),
        )
        .returning(['count', 'window_start'])
        .executeTakeFirstOrThrow();
      return { count: Number(row.count), windowStart: Number(row.window_start) };
    },

    /**
     * Counts one attempt only while the window holds fewer than `max`: one conditional upsert that
     * returns the new count, or undefined when the attempt is refused (nothing counted).
     */
    hitBelow(key: string, now: number, windowMs: number, max: number): Promise<WindowCount | undefined> {
      const cutoff = now - windowMs;
      return conditionalHit(key, now, {
        streakEndsBy: cutoff,
        windowStart: sql<number>`CASE WHEN rate_limits.window_start <= ${cutoff} THEN ${now} ELSE rate_limits.window_start END`,
        allowed: sql<boolean>`rate_limits.window_start <= ${cutoff} OR rate_limits.count < ${max}`,
      });
    },

    /**
     * Progressive delay: counts one attempt when the wait the ladder asks for since the last counted
     * attempt has passed (window_start holds that time); a streak ends `resetAfterMs` after its last
     * attempt. Returns the new count, or undefined when refused (nothing counted).
     */
    hitAfterDelay(
      key: string,
      now: number,
      resetAfterMs: number,
      ladder: DelayLadder,
    ): Promise<WindowCount | undefined> {
      const cutoff = now - resetAfterMs;
      return conditionalHit(key, now, {
        streakEndsBy: cutoff,
        // Requests stamped a moment apart may arrive out of order: the time never goes back.
        windowStart: sql<number>`CASE WHEN rate_limits.window_start > ${now} THEN rate_limits.window_start ELSE ${now} END`,
        allowed: sql<boolean>`rate_limits.window_start <= ${cutoff} OR rate_limits.count < ${freeCount(ladder)} OR rate_limits.window_start + ${ladderSql(ladder)} <= ${now}`,
      });
    },

    /** Gives back one counted attempt (it turned out to be a success), never below zero. */
    async refund(key: string): Promise<void> {
      await db
        .updateTable('rate_limits')
        .set({ count: sql<number>`rate_limits.count - 1` })
        .where('key', '=', key)
        .where('count', '>', 0)
        .execute();
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
