interface Waiter<V> {
  resolve: (value: V | undefined) => void;
  reject: (error: unknown) => void;
}

/**
 * Looks keys up in batches: every key asked for while the current round of I/O callbacks runs is
 * read by one query, sent once they are done (setImmediate). Nothing is cached: each lookup reads
 * the database after it was asked, so a session ended on another instance is seen at once. On
 * PostgreSQL this turns many concurrent round trips (the gate runs on every request) into one.
 */
export function createLookupBatcher<K, V>(loadMany: (keys: K[]) => Promise<Map<K, V>>, maxBatch = 100) {
  let pending: Map<K, Array<Waiter<V>>> | null = null;

  function flush(batch: Map<K, Array<Waiter<V>>>) {
    const keys = [...batch.keys()];
    for (let start = 0; start < keys.length; start += maxBatch) {
      const slice = keys.slice(start, start + maxBatch);
      loadMany(slice).then(
        (found) => {
          for (const key of slice) for (const waiter of batch.get(key)!) waiter.resolve(found.get(key));
        },
        (error: unknown) => {
          for (const key of slice) for (const waiter of batch.get(key)!) waiter.reject(error);
        },
      );
    }
  }

  return function load(key: K): Promise<V | undefined> {
    return new Promise((resolve, reject) => {
      if (!pending) {
        const batch = new Map<K, Array<Waiter<V>>>();
        pending = batch;
        setImmediate(() => {
          pending = null;
          flush(batch);
        });
      }
      const waiters = pending.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else pending.set(key, [{ resolve, reject }]);
    });
  };
}
