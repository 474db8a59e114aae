import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { ChangeKind, ItemChange } from '#shared/api/sync.js';
import { changesUser } from './changes-user.js';

/** A tick or bookmark made on this device and not yet answered by the server. */
export interface PendingChange extends ItemChange {
  userId: string;
}

interface OutboxSchema extends DBSchema {
  changes: { key: string; value: PendingChange; indexes: { byUser: string } };
}

let database: Promise<IDBPDatabase<OutboxSchema>> | undefined;

/** IndexedDB 'studyhub-offline' (through idb): the changes waiting to be sent, per account. */
function outbox() {
  database ??= openDB<OutboxSchema>('studyhub-offline', 1, {
    upgrade(db) {
      db.createObjectStore('changes', { keyPath: 'changeId' }).createIndex('byUser', 'userId');
    },
  });
  return database;
}

/**
 * Keeps a change with a new id and the time it was made, replacing a waiting change to the same
 * item (only the last one matters: the server keeps the last change per item anyway).
 */
export async function recordChange(change: { kind: ChangeKind; itemId: string; value: boolean }): Promise<void> {
  const userId = changesUser();
  if (!userId) return;
  const db = await outbox();
  const transaction = db.transaction('changes', 'readwrite');
  for (const waiting of await transaction.store.index('byUser').getAll(userId))
    if (waiting.kind === change.kind && waiting.itemId === change.itemId)
      await transaction.store.delete(waiting.changeId);
  await transaction.store.put({ ...change, userId, changeId: crypto.randomUUID(), changedAt: Date.now() });
  await transaction.done;
}

/** The signed-in account's waiting changes, oldest first. */
export async function pendingChanges(kind?: ChangeKind): Promise<PendingChange[]> {
  const userId = changesUser();
  if (!userId) return [];
  const all = await (await outbox()).getAllFromIndex('changes', 'byUser', userId);
  return all.filter((change) => !kind || change.kind === kind).sort((a, b) => a.changedAt - b.changedAt);
}

/** Forgets changes the server answered (every answer is final). */
export async function forgetChanges(changeIds: readonly string[]): Promise<void> {
  const transaction = (await outbox()).transaction('changes', 'readwrite');
  await Promise.all([...changeIds.map((id) => transaction.store.delete(id)), transaction.done]);
}
