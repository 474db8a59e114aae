import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { bindChangesToUser } from '#web/lib/offline-changes/changes-user.js';
import { forgetChanges, pendingChanges, recordChange } from '#web/lib/offline-changes/outbox.js';
import { SYNC_LIMITS, type ItemChange, type SyncOutcome } from '#shared/api/sync.js';
import { sendInBatches, type PostOutcome } from '#shared/offline-outbox.js';

describe('the device outbox of ticks and bookmarks (IndexedDB through idb)', () => {
  it('keeps the last change per item with its time and id, and only for the account that made it', async () => {
    bindChangesToUser('ada');
    await recordChange({ kind: 'progress', itemId: 'link:front-end/a', value: true });
    await recordChange({ kind: 'progress', itemId: 'link:front-end/b', value: true });
    await recordChange({ kind: 'progress', itemId: 'link:front-end/a', value: false });
    await recordChange({ kind: 'saved', itemId: 'link:front-end/a', value: true });
    const ada = await pendingChanges();
    // Changes made in the same millisecond have no order among them (nor need one: one per item).
    expect(ada.map((change) => [change.kind, change.itemId, change.value]).sort()).toEqual([
      ['progress', 'link:front-end/a', false],
      ['progress', 'link:front-end/b', true],
      ['saved', 'link:front-end/a', true],
    ]);
    expect(new Set(ada.map((change) => change.changeId)).size).toBe(3);
    expect(ada.every((change) => change.userId === 'ada' && change.changedAt > 0)).toBe(true);
    expect((await pendingChanges('saved')).map((change) => change.itemId)).toEqual(['link:front-end/a']);

    bindChangesToUser('bob');
    expect(await pendingChanges()).toEqual([]);
    bindChangesToUser('ada');
    await forgetChanges(ada.filter((change) => change.kind === 'progress').map((change) => change.changeId));
    expect((await pendingChanges()).map((change) => change.kind)).toEqual(['saved']);
  });

  it('keeps nothing while no account is signed in', async () => {
    bindChangesToUser(null);
    await recordChange({ kind: 'progress', itemId: 'link:front-end/c', value: true });
    expect(await pendingChanges()).toEqual([]);
  });
});

describe('sending the outbox (the page and the Background Sync worker share sendInBatches)', () => {
  const answered = (changes: ItemChange[], outcome: SyncOutcome = 'applied'): PostOutcome => ({
    kind: 'answered',
    response: { results: changes.map((change) => ({ changeId: change.changeId, outcome })) },
  });

  it('sends in batches the server accepts and forgets every answered change, unknown items included', async () => {
    bindChangesToUser('cara');
    for (let index = 0; index < SYNC_LIMITS.changesMax + 3; index += 1)
      await recordChange({ kind: 'saved', itemId: `link:front-end/x${index}`, value: true });
    const batches: number[] = [];
    const outcome = await sendInBatches(await pendingChanges(), async (changes) => {
      batches.push(changes.length);
      expect(changes.every((change) => !('userId' in change))).toBe(true);
      return answered(changes, batches.length === 2 ? 'unknown_item' : 'applied');
    });
    expect(outcome).toBe('synced');
    expect(batches).toEqual([SYNC_LIMITS.changesMax, 3]);
    expect(await pendingChanges()).toEqual([]);
  });

  it('keeps the changes after a 401 or without the network; drops a body the server refused', async () => {
    bindChangesToUser('dev');
    await recordChange({ kind: 'progress', itemId: 'link:front-end/y', value: true });
    const waiting = await pendingChanges();
    expect(await sendInBatches(waiting, async () => ({ kind: 'signed-out' }))).toBe('signed-out');
    expect(await sendInBatches(waiting, async () => ({ kind: 'unreachable' }))).toBe('kept');
    expect(await pendingChanges()).toHaveLength(1);
    expect(await sendInBatches(waiting, async () => ({ kind: 'refused', message: 'bad' }))).toBe('synced');
    expect(await pendingChanges()).toEqual([]);
  });
});
