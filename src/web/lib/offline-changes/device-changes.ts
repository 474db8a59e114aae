import type { ChangeKind } from '#shared/api/sync.js';

/**
 * The two halves every per-user list (ticks, bookmarks) uses, loaded on demand so IndexedDB code is
 * in no route's first download: a change is kept on the device, then sent (now if online, else
 * when the connection returns), and an answer read from the server or the offline cache shows the
 * changes still waiting on top of it.
 */
const outbox = () => import('./outbox.js');

/** Keeps a change in the device's outbox (durable across a reload from here on). */
export async function keepChange(change: { kind: ChangeKind; itemId: string; value: boolean }): Promise<void> {
  await (await outbox()).recordChange(change);
}

/** Sends what the outbox holds now (or leaves it for when the connection returns). */
export async function sendKeptChanges(): Promise<void> {
  const { sendPendingChanges } = await import('./send-changes.js');
  await sendPendingChanges();
}

/** `answer` with this device's waiting changes of `kind` applied, oldest first. */
export async function withWaitingChanges<Data>(
  answer: Promise<Data>,
  kind: ChangeKind,
  apply: (data: Data, change: { itemId: string; value: boolean }) => Data,
): Promise<Data> {
  const [data, waiting] = await Promise.all([answer, outbox().then((module) => module.pendingChanges(kind))]);
  return waiting.reduce(apply, data);
}

/** On signing in: another account's waiting changes and note edits are discarded (#shared/offline-outbox.ts). */
export async function keepOnlyChangesOf(userId: string): Promise<void> {
  await (await import('#shared/offline-outbox.js')).discardOtherAccounts(userId);
}

/** How many changes and note edits wait on this device to be sent (0 where IndexedDB cannot be opened). */
export async function countWaitingChanges(): Promise<number> {
  return (await import('#shared/offline-outbox.js')).countWaiting().catch(() => 0);
}
