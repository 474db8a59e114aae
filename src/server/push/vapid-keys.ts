import webpush from 'web-push';
import type { Db } from '#server/db/connection.js';
import type { VapidKeys } from './vapid-key-pair.js';

/** The one stored key pair lives in row 1. */
const KEY_ROW = 1;

/**
 * The server's VAPID key pair: from configuration when set, else generated on first use and kept
 * in the database, so it survives restarts and every instance signs with the same key (browsers
 * subscribed with it). Concurrent first starts race on one conditional insert; all read the winner.
 */
export function createVapidKeyStore(db: Db, configured: VapidKeys | undefined, clock: () => number = Date.now) {
  let keys: Promise<VapidKeys> | undefined;

  async function loadOrCreate(): Promise<VapidKeys> {
    const stored = await db
      .selectFrom('vapid_keys')
      .select(['public_key', 'private_key'])
      .where('id', '=', KEY_ROW)
      .executeTakeFirst();
    if (stored) return { publicKey: stored.public_key, privateKey: stored.private_key };
    const generated = webpush.generateVAPIDKeys();
    await db
      .insertInto('vapid_keys')
      .values({ id: KEY_ROW, public_key: generated.publicKey, private_key: generated.privateKey, created_at: clock() })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
    const winner = await db
      .selectFrom('vapid_keys')
      .select(['public_key', 'private_key'])
      .where('id', '=', KEY_ROW)
      .executeTakeFirstOrThrow();
    return { publicKey: winner.public_key, privateKey: winner.private_key };
  }

  return {
    /** Whether the keys come from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY rather than the database. */
    fromConfiguration: Boolean(configured),

    get(): Promise<VapidKeys> {
      if (configured) return Promise.resolve(configured);
      keys ??= loadOrCreate().catch((error: unknown) => {
        keys = undefined; // a failed read (database briefly away) is retried on the next call
        throw error;
      });
      return keys;
    },
  };
}

export type VapidKeyStore = ReturnType<typeof createVapidKeyStore>;
