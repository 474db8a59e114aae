import type { ItemChange, SyncOutcome, SyncResponse } from '#shared/api/sync.js';
import { SAVABLE_KINDS, kindOf } from '#shared/item-ids.js';
import { clampToNow, mergeOutcome } from '#shared/sync-merge.js';
import type { ItemRegistry } from '#server/search/item-registry.js';
import type { ItemChangeRepository, ItemWriters } from './item-change-repository.js';

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

  /** The write a change makes, or null when its item is not (any more) in the catalogue. */
  function writerFor(
    userId: string,
    change: ItemChange,
  ): ((writers: ItemWriters, now: number) => Promise<void>) | null {
    if (change.kind === 'progress') {
      const page = registry.pageOfLink(change.itemId);
      if (!page) return null;
      return ({ progress }, now) =>
        progress.set({
          user_id: userId,
          item_id: change.itemId,
          page,
          done: change.value ? 1 : 0,
          updated_at: now,
        });
    }
    if (!registry.get(change.itemId) || !savable.has(kindOf(change.itemId))) return null;
    return async ({ saved }, now) => {
      if (change.value) await saved.save(userId, change.itemId, now);
      else await saved.remove(userId, change.itemId);
    };
  }

  async function applyOne(userId: string, change: ItemChange): Promise<SyncOutcome> {
    const write = writerFor(userId, change);
    if (!write) return 'unknown_item';
    const now = clock();
    const stamp = { changedAt: clampToNow(change.changedAt, now), changeId: change.changeId };
    const key = { userId, kind: change.kind, itemId: change.itemId };
    return itemChanges.apply(
      key,
      stamp,
      (stored) => mergeOutcome(stored, stamp),
      (writers) => write(writers, now),
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
