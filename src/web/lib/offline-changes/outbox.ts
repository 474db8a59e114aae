import type { ChangeKind } from '#shared/api/sync.js';
import { openOutbox, waitingChangesOf, type PendingChange } from '#shared/offline-outbox.js';
import { changesUser } from './changes-user.js';

export { forgetChanges, type PendingChange } from '#shared/offline-outbox.js';

/**
 * Keeps a change with a new id and the time it was made, replacing a waiting change to the same
 * item (only the last one matters: the server keeps the last change per item anyway).
 */
export async function recordChange(change: { kind: ChangeKind; itemId: string; value: boolean }): Promise<void> {
  const userId = changesUser();
  if (!userId) return;
  const db = await openOutbox();
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
  return (await waitingChangesOf(userId)).filter((change) => !kind || change.kind === kind);
}
