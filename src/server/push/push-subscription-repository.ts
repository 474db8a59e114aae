import type { Db } from '#server/db/connection.js';
import type { PushSubscriptionsTable } from '#server/db/schema.js';

export type PushSubscriptionRow = PushSubscriptionsTable;

export function createPushSubscriptionRepository(db: Db) {
  return {
    /**
     * Stores a browser's subscription, one row per endpoint. Subscribing again is idempotent and
     * takes the row over for the signed-in account (the same browser, now used by another account).
     */
    async upsert(row: PushSubscriptionRow): Promise<void> {
      await db
        .insertInto('push_subscriptions')
        .values(row)
        .onConflict((conflict) =>
          conflict.column('endpoint').doUpdateSet((eb) => ({
            p256dh: eb.ref('excluded.p256dh'),
            auth: eb.ref('excluded.auth'),
            user_id: eb.ref('excluded.user_id'),
          })),
        )
        .execute();
    },

    /** One account's subscriptions (its browsers). */
    async forUser(userId: string): Promise<PushSubscriptionRow[]> {
      return db.selectFrom('push_subscriptions').selectAll().where('user_id', '=', userId).execute();
    },

    /** Keeps an account's newest `keep` subscriptions (its browsers) and deletes older ones. */
    async trimAccount(userId: string, keep: number): Promise<void> {
      const newest = db
        .selectFrom('push_subscriptions')
        .select('endpoint')
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('endpoint')
        .limit(keep);
      await db
        .deleteFrom('push_subscriptions')
        .where('user_id', '=', userId)
        .where('endpoint', 'not in', newest)
        .execute();
    },

    /** Deletes an account's own subscription; true when one was deleted. */
    async deleteOwn(userId: string, endpoint: string): Promise<boolean> {
      const result = await db
        .deleteFrom('push_subscriptions')
        .where('endpoint', '=', endpoint)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Deletes subscriptions the push service called gone (404/410). */
    async deleteEndpoints(endpoints: string[]): Promise<number> {
      if (endpoints.length === 0) return 0;
      const result = await db.deleteFrom('push_subscriptions').where('endpoint', 'in', endpoints).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** One page of all subscriptions in endpoint order (keyset paging keeps memory flat for any count). */
    async page(after: string | null, size: number): Promise<PushSubscriptionRow[]> {
      let query = db.selectFrom('push_subscriptions').selectAll().orderBy('endpoint').limit(size);
      if (after !== null) query = query.where('endpoint', '>', after);
      return query.execute();
    },

    async count(): Promise<number> {
      const row = await db
        .selectFrom('push_subscriptions')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}

export type PushSubscriptionRepository = ReturnType<typeof createPushSubscriptionRepository>;
