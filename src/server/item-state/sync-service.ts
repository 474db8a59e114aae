import type { ItemChange, SyncOutcome, SyncResponse } from '#shared/api/sync.js';
import { SAVABLE_KINDS, kindOf } from '#shared/item-ids.js';
import { clampToNow, mergeOutcome } from '#shared/sync-merge.js';
import type { ItemRegistry } from '#server/search/item-registry.js';
import type { ItemChangeRepository } from './item-change-repository.js';
import type { ItemWrite } from './item-state-repository.js';

const savable = new Set<string>(SAVABLE_KINDS);

/**
 * Applies changes made on a device (possibly offline, sent later): per item the change made last
 * wins (src/shared/sync-merge.ts), a change sent again is a no-op, and a change to an item the
 * catalogue no longer has is dropped. The item's state and its stamp are written in one transaction.
 */
export function createSyncService(deps: {
  itemChanges: ItemChangeRepository;
  registry: ItemRegistry;
  clock?: () => number;
}) {
  const { itemChanges, registry, clock = Date.now } = deps;

  /** The state a change sets, or null when its item is not (any more) in the catalogue. */
  function itemWriteFor(change: ItemChange): ItemWrite | null {
    const { itemId, value } = change;
    if (change.kind === 'progress') {
      const page = registry.pageOfLink(itemId);
      return page ? { kind: 'progress', itemId, value, page } : null;
    }
    if (!registry.get(itemId) || !savable.has(kindOf(itemId))) return null;
    return { kind: 'saved', itemId, value };
  }

  async function applyOne(userId: string, change: ItemChange): Promise<SyncOutcome> {
    const item = itemWriteFor(change);
    if (!item) return 'unknown_item';
    const now = clock();
    const stamp = { changedAt: clampToNow(change.changedAt, now), changeId: change.changeId };
    const key = { userId, kind: change.kind, itemId: change.itemId };
    return itemChanges.apply(
      key,
      stamp,
      (stored) => mergeOutcome(stored, stamp),
      (items) => items.write(userId, item, now),
    );
  }

  return {
    /** Applies the changes in order; one outcome per change. */
    async apply(userId: string, changes: readonly ItemChange[]): Promise<SyncResponse> {
      const results: SyncResponse['results'] = [];
      for (const change of changes)
        results.push({ changeId: change.changeId, outcome: await applyOne(userId, change) });
      return { results };
    },

    /** A change made online through PUT /api/progress or /api/saved: stamped now, so older offline changes lose. */
    async applyNow(userId: string, change: Omit<ItemChange, 'changeId' | 'changedAt'>): Promise<SyncOutcome> {
      return applyOne(userId, { ...change, changeId: crypto.randomUUID(), changedAt: clock() });
    },
  };
}

export type SyncService = ReturnType<typeof createSyncService>;
