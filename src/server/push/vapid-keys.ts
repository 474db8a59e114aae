import webpush from 'web-push';
import type { VapidKeys } from './vapid-key-pair.js';
import type { VapidKeyRepository } from './vapid-key-repository.js';

/**
 * The server's VAPID key pair: from configuration when set, else generated on first use and kept
 * in the database, so it survives restarts and every instance signs with the same key (browsers
 * subscribed with it). Concurrent first starts race on one conditional insert; all read the winner.
 */
export function createVapidKeyStore(
  repository: VapidKeyRepository,
  configured: VapidKeys | undefined,
  clock: () => number = Date.now,
) {
  let keys: Promise<VapidKeys> | undefined;

  async function loadOrCreate(): Promise<VapidKeys> {
    const stored = await repository.read();
    if (stored) return stored;
    const generated = webpush.generateVAPIDKeys();
    await repository.insertIfAbsent(generated, clock());
    const winner = await repository.read();
    if (!winner) throw new Error('The VAPID key pair was not stored.');
    return winner;
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
