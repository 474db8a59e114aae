/**
 * The device's outbox of ticks and bookmarks, shared by the page (src/web/lib/offline-changes/) and
 * the service worker's Background Sync (src/web/sw/background-sync.ts): one IndexedDB database
 * through idb, and one way of sending what waits, so both give the server the same requests.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { SYNC_LIMITS, type ItemChange, type SyncResponse } from '#shared/api/sync.js';

/** A tick or bookmark made on this device and not yet answered by the server. */
export interface PendingChange extends ItemChange {
  userId: string;
}

/**
 * A note edit that could not be sent: its whole text and the version it was edited from (the merge
 * rule is in src/shared/offline-notes.ts). One per account and item; a later edit replaces it.
 */
export interface WaitingNote {
  /** `${userId} ${itemId}` */
  key: string;
  userId: string;
  itemId: string;
  text: string;
  baseVersion: number;
  /** The line that heads the text if it has to be added below a newer note ('Written offline on ...'). */
  heading: string;
}

interface OutboxSchema extends DBSchema {
  changes: { key: string; value: PendingChange; indexes: { byUser: string } };
  notes: { key: string; value: WaitingNote; indexes: { byUser: string } };
}

/** The tag the page registers with Background Sync; the worker sends the outbox when it fires. */
export const OUTBOX_SYNC_TAG = 'studyhub-outbox';

/** What the worker posts to open pages after it sent the outbox (they read ticks and bookmarks again). */
export const CHANGES_SYNCED_MESSAGE = 'CHANGES_SYNCED';

let database: Promise<IDBPDatabase<OutboxSchema>> | undefined;

/** IndexedDB 'studyhub-offline': the changes and note edits waiting to be sent, per account. */
export function openOutbox() {
  database ??= openDB<OutboxSchema>('studyhub-offline', 2, {
    upgrade(db, oldVersion) {
      if (oldVersion < 1) db.createObjectStore('changes', { keyPath: 'changeId' }).createIndex('byUser', 'userId');
      if (oldVersion < 2) db.createObjectStore('notes', { keyPath: 'key' }).createIndex('byUser', 'userId');
    },
  });
  return database;
}

/** One account's waiting changes, oldest first. */
export async function waitingChangesOf(userId: string): Promise<PendingChange[]> {
  const all = await (await openOutbox()).getAllFromIndex('changes', 'byUser', userId);
  return all.sort((a, b) => a.changedAt - b.changedAt);
}

/** How many changes and note edits wait on this device, whoever made them. */
export async function countWaiting(): Promise<number> {
  const db = await openOutbox();
  const [changes, notes] = await Promise.all([db.count('changes'), db.count('notes')]);
  return changes + notes;
}

/**
 * The device keeps only the signed-in account's waiting changes and note edits: another account's
 * are discarded, never sent (they could not be under this session) and not left on a device another
 * person now uses (decision 0046). The same account signing in again finds its own and sends them.
 */
export async function discardOtherAccounts(userId: string): Promise<void> {
  const transaction = (await openOutbox()).transaction(['changes', 'notes'], 'readwrite');
  const deletions: Promise<void>[] = [];
  for (const name of ['changes', 'notes'] as const) {
    const store = transaction.objectStore(name);
    for (const key of await store.index('byUser').getAllKeys(IDBKeyRange.upperBound(userId, true)))
      deletions.push(store.delete(key));
    for (const key of await store.index('byUser').getAllKeys(IDBKeyRange.lowerBound(userId, true)))
      deletions.push(store.delete(key));
  }
  await Promise.all([...deletions, transaction.done]);
}

/** Forgets changes the server answered (every answer is final). */
export async function forgetChanges(changeIds: readonly string[]): Promise<void> {
  const transaction = (await openOutbox()).transaction('changes', 'readwrite');
  await Promise.all([...changeIds.map((id) => transaction.store.delete(id)), transaction.done]);
}

/** What one POST /api/sync came to: answered, refused as a bad body (400), signed out (401), or not reached. */
export type PostOutcome =
  | { kind: 'answered'; response: SyncResponse }
  | { kind: 'refused'; message: string }
  | { kind: 'signed-out' }
  | { kind: 'unreachable' };

/** synced: every change was answered; signed-out: a 401 stopped it; kept: the rest waits for a later try. */
export type SendOutcome = 'synced' | 'signed-out' | 'kept';

/**
 * Sends waiting changes in batches the server accepts and forgets each one answered. A change for
 * an item the catalogue no longer has is dropped with a note; a refused body would be refused
 * again, so it is dropped with a note too, never retried forever. A 401 stops (the changes stay for
 * the same account's next sign-in); so does a network failure or a 5xx (sent at the next chance).
 */
export async function sendInBatches(
  waiting: readonly PendingChange[],
  post: (changes: ItemChange[]) => Promise<PostOutcome>,
): Promise<SendOutcome> {
  for (let start = 0; start < waiting.length; start += SYNC_LIMITS.changesMax) {
    const batch = waiting.slice(start, start + SYNC_LIMITS.changesMax);
    const outcome = await post(batch.map(({ userId: _userId, ...change }) => change));
    if (outcome.kind === 'signed-out') return 'signed-out';
    if (outcome.kind === 'unreachable') return 'kept';
    if (outcome.kind === 'refused') {
      console.error('Offline changes refused by the server, dropped:', outcome.message);
      await forgetChanges(batch.map((change) => change.changeId));
      continue;
    }
    for (const result of outcome.response.results)
      if (result.outcome === 'unknown_item')
        console.info(
          `Dropped an offline change to ${batch.find((c) => c.changeId === result.changeId)?.itemId}: no longer in the catalogue.`,
        );
    await forgetChanges(outcome.response.results.map((result) => result.changeId));
  }
  return 'synced';
}
