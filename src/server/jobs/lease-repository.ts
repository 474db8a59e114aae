import type { Db } from '#server/db/connection.js';

/**
 * Leases let one instance among several run a periodic job. Taking one is a single conditional
 * upsert: it succeeds only when the lease is free (expired) and the job's interval has passed since
 * it last completed, so two instances asking at once cannot both get it.
 */
export function createLeaseRepository(db: Db) {
  return {
    /** Returns the new round number when this holder got the lease, else null. */
    async acquire(
      name: string,
      holder: string,
      now: number,
      ttlMs: number,
      minIntervalMs: number,
    ): Promise<number | null> {
      const row = await db
        .insertInto('leases')
        .values({ name, holder, expires_at: now + ttlMs, round: 1, last_completed_at: null })
        .onConflict((conflict) =>
          conflict
            .column('name')
            .doUpdateSet((eb) => ({
              holder: eb.ref('excluded.holder'),
              expires_at: eb.ref('excluded.expires_at'),
              round: eb('leases.round', '+', 1),
            }))
            .where((eb) =>
              eb.and([
                eb('leases.expires_at', '<=', now),
                eb.or([
                  eb('leases.last_completed_at', 'is', null),
                  eb('leases.last_completed_at', '<=', now - minIntervalMs),
                ]),
              ]),
            ),
        )
        .returning(['round', 'holder'])
        .executeTakeFirst();
      return row && row.holder === holder ? Number(row.round) : null;
    },

    async renew(name: string, holder: string, expiresAt: number): Promise<void> {
      await db
        .updateTable('leases')
        .set({ expires_at: expiresAt })
        .where('name', '=', name)
        .where('holder', '=', holder)
        .execute();
    },

    /** Ends the holder's lease; `completed` records that the job's round finished. */
    async release(name: string, holder: string, now: number, completed: boolean): Promise<void> {
      await db
        .updateTable('leases')
        .set(completed ? { expires_at: now, last_completed_at: now } : { expires_at: now })
        .where('name', '=', name)
        .where('holder', '=', holder)
        .execute();
    },
  };
}

export type LeaseRepository = ReturnType<typeof createLeaseRepository>;
