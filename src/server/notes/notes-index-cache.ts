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
 * recently used go first. It holds no truth of its own: the caller reads the current stamp from
 * the database on every search and an entry under any other stamp is dropped, never answered from.
 */
export function createNotesIndexCache<T>(limits: NotesIndexCacheLimits = NOTES_INDEX_LIMITS) {
  // A Map keeps insertion order: re-inserting on every use makes its first key the least recent.
  const entries = new Map<string, { stamp: IndexStamp; value: T; bytes: number }>();
  let bytes = 0;

  function drop(userId: string) {
    const entry = entries.get(userId);
    if (!entry) return;
    entries.delete(userId);
    bytes -= entry.bytes;
  }

  return {
    get size() {
      return entries.size;
    },
    /** Estimated memory of every entry kept. */
    get bytes() {
      return bytes;
    },
    /** The user's index if it was built under exactly this stamp, else nothing. */
    get(userId: string, stamp: IndexStamp): T | undefined {
      const entry = entries.get(userId);
      if (!entry || entry.stamp !== stamp) return undefined;
      entries.delete(userId);
      entries.set(userId, entry);
      return entry.value;
    },
    /**
     * Removes the user's index, whatever its stamp, and hands it over: an index built under an
     * older stamp is brought up to date by its new owner and kept again under the new stamp.
     */
    take(userId: string): { stamp: IndexStamp; value: T } | undefined {
      const entry = entries.get(userId);
      drop(userId);
      return entry && { stamp: entry.stamp, value: entry.value };
    },
    /** Keeps the user's index, then lets the least recently used go until both limits hold. */
    set(userId: string, stamp: IndexStamp, value: T, entryBytes: number): void {
      drop(userId);
      // One index larger than the whole budget would only push every other user out.
      if (entryBytes > limits.maxBytes) return;
      entries.set(userId, { stamp, value, bytes: entryBytes });
      bytes += entryBytes;
      for (const oldest of entries.keys()) {
        if (entries.size <= limits.maxUsers && bytes <= limits.maxBytes) break;
        drop(oldest);
      }
    },
  };
}

export type NotesIndexCache<T> = ReturnType<typeof createNotesIndexCache<T>>;
