import { randomBytes } from 'node:crypto';
import type { ServerKeyRepository } from './server-key-repository.js';

/**
 * Secrets the server makes for itself on first use and keeps in the database, so they survive
 * restarts and every instance uses the same one. Concurrent first uses race on one conditional
 * insert; all read the winner.
 */
export function createServerKeys(repository: ServerKeyRepository, clock: () => number = Date.now) {
  const loaded = new Map<string, Promise<Buffer>>();

  async function loadOrCreate(name: string): Promise<Buffer> {
    const stored = await repository.read(name);
    if (stored) return Buffer.from(stored, 'base64url');
    await repository.insertIfAbsent(name, randomBytes(32).toString('base64url'), clock());
    const winner = await repository.read(name);
    if (!winner) throw new Error(`The server key "${name}" was not stored.`);
    return Buffer.from(winner, 'base64url');
  }

  return {
    get(name: string): Promise<Buffer> {
      let key = loaded.get(name);
      if (!key) {
        key = loadOrCreate(name).catch((error: unknown) => {
          loaded.delete(name); // a failed read (database briefly away) is retried on the next call
          throw error;
        });
        loaded.set(name, key);
      }
      return key;
    },
  };
}

export type ServerKeys = ReturnType<typeof createServerKeys>;
