import { LRUCache } from 'lru-cache';

/**
 * What each user's notes index was built from: the user's notes revision (database) and the item
 * registry's generation (listings swapped in). An entry is used only under the very same stamp.
 */
export type IndexStamp = string;

export interface NotesIndexCacheLimits {
  /** Users kept at most. */
  maxUsers: number;
  /** Estimated memory of all entries kept at most, in bytes. */
  maxBytes: number;
}

/**
 * 500 users, 192 MB: some 13 heavy users of 947 notes of 2,000 characters (~15 MB each), or
 * hundreds of typical ones (~20 KB for a couple of notes); a user with 947 notes of the maximum
 * 10,000 characters (~75 MB) still fits (decision 0030).
 */
export const NOTES_INDEX_LIMITS: NotesIndexCacheLimits = { maxUsers: 500, maxBytes: 192_000_000 };

/**
 * Per-user search indexes kept between requests, bounded both by users and by estimated memory; the least
 * recently used go first (lru-cache counts both bounds; decision 0056). It holds no truth of its own:
 * the caller reads the current stamp from the database on every search and an entry under any other
 * stamp is dropped, never answered from.
 */
export function createNotesIndexCache<T>(limits: NotesIndexCacheLimits = NOTES_INDEX_LIMITS) {
  // maxEntrySize defaults to maxSize: one index larger than the whole budget is not kept, since it
  // would only push every other user out.
  const entries = new LRUCache<string, { stamp: IndexStamp; value: T }>({
    max: limits.maxUsers,
    maxSize: limits.maxBytes,
  });

  return {
    get size() {
      return entries.size;
    },
    /** Estimated memory of every entry kept. */
    get bytes() {
      return entries.calculatedSize;
    },
    /** The user's index if it was built under exactly this stamp, else nothing. */
    get(userId: string, stamp: IndexStamp): T | undefined {
      // peek first: an entry under another stamp is not a use and does not move up.
      if (entries.peek(userId)?.stamp !== stamp) return undefined;
      return entries.get(userId)!.value;
    },
    /**
     * Removes the user's index, whatever its stamp, and hands it over: an index built under an
     * older stamp is brought up to date by its new owner and kept again under the new stamp.
     */
    take(userId: string): { stamp: IndexStamp; value: T } | undefined {
      const entry = entries.peek(userId);
      entries.delete(userId);
      return entry;
    },
    /** Keeps the user's index (replacing any older one), then lets the least recently used go until both limits hold. */
    set(userId: string, stamp: IndexStamp, value: T, entryBytes: number): void {
      entries.set(userId, { stamp, value }, { size: entryBytes });
    },
  };
}

export type NotesIndexCache<T> = ReturnType<typeof createNotesIndexCache<T>>;
