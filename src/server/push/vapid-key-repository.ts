import type { Db } from '#server/db/connection.js';
import type { VapidKeys } from './vapid-key-pair.js';

/** The one stored key pair lives in row 1. */
const KEY_ROW = 1;

export function createVapidKeyRepository(db: Db) {
  return {
    async read(): Promise<VapidKeys | undefined> {
      const row = await db
        .selectFrom('vapid_keys')
        .select(['public_key', 'private_key'])
        .where('id', '=', KEY_ROW)
        .executeTakeFirst();
      return row && { publicKey: row.public_key, privateKey: row.private_key };
    },

    /** Stores the pair unless one is stored already (instances starting together race here). */
    async insertIfAbsent(keys: VapidKeys, now: number): Promise<void> {
      await db
        .insertInto('vapid_keys')
        .values({ id: KEY_ROW, public_key: keys.publicKey, private_key: keys.privateKey, created_at: now })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .execute();
    },
  };
}

export type VapidKeyRepository = ReturnType<typeof createVapidKeyRepository>;
