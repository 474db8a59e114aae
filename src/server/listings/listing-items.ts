import type { CatalogueIndex } from '#server/search/catalogue-index.js';
import type { ItemRegistry } from '#server/search/item-registry.js';
import { listDocuments } from '#shared/search-documents.js';
import { DATABASE_LIST_KINDS } from '#shared/search-kinds.js';
import type { ListingService } from './listing-service.js';

/** How often each instance asks whether another one changed a listing. */
export const LISTING_POLL_MS = 30_000;

/**
 * Keeps the item registry (saves, notes, sync) and the search index in step with the published
 * listings in the database. The instance that approves or edits refreshes at once; every other
 * instance notices the change on its next poll (a cheap count-and-versions query). Refreshes run
 * one at a time, and the last one reads the newest rows.
 */
export function createListingItems(deps: {
  listings: Pick<ListingService, 'list' | 'stamp'>;
  registry: Pick<ItemRegistry, 'replaceKinds'>;
  index: Pick<CatalogueIndex, 'replaceKinds'>;
  pollMs?: number;
}) {
  const { listings, registry, index, pollMs = LISTING_POLL_MS } = deps;
  let seen: string | undefined;
  let queue: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  async function load() {
    const stamp = await listings.stamp();
    const [internships, hackathons] = await Promise.all([listings.list('internship'), listings.list('hackathon')]);
    const documents = listDocuments({ internship: internships, hackathon: hackathons });
    registry.replaceKinds(DATABASE_LIST_KINDS, documents);
    index.replaceKinds(DATABASE_LIST_KINDS, documents);
    seen = stamp;
  }

  /** Reads the published listings again now (after this instance changed one). */
  function refresh(): Promise<void> {
    queue = queue.then(load, load);
    return queue;
  }

  /** Refreshes only when some instance changed a listing since the last read. */
  async function refreshIfChanged(): Promise<boolean> {
    if ((await listings.stamp()) === seen) return false;
    await refresh();
    return true;
  }

  return {
    name: 'listing-items',
    refresh,
    refreshIfChanged,
    /** Polls in the background until stop(); a failed poll (database briefly away) waits for the next. */
    start() {
      const tick = () => {
        refreshIfChanged()
          .catch((error: unknown) => console.error('Refreshing listings failed:', error))
          .finally(() => {
            if (timer) timer = setTimeout(tick, pollMs).unref();
          });
      };
      timer = setTimeout(tick, pollMs).unref();
    },
    async stop() {
      clearTimeout(timer);
      timer = undefined;
      await queue.catch(() => undefined);
    },
  };
}

export type ListingItems = ReturnType<typeof createListingItems>;
