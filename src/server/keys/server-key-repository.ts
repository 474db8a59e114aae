import type { Db } from '#server/db/connection.js';

export function createServerKeyRepository(db: Db) {
  return {
    async read(name: string): Promise<string | undefined> {
      const row = await db.selectFrom('server_keys').select('secret').where('name', '=', name).executeTakeFirst();
      return row?.secret;
    },

    /** Stores the secret unless one is stored under the name already (instances starting together race here). */
    async insertIfAbsent(name: string, secret: string, now: number): Promise<void> {
      await db
        .insertInto('server_keys')
        .values({ name, secret, created_at: now })
        .onConflict((conflict) => conflict.column('name').doNothing())
        .execute();
    },
  };
}

export type ServerKeyRepository = ReturnType<typeof createServerKeyRepository>;
