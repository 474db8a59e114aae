/**
 * Every in-memory cache whose keys come from requests (a zone, a query, a user) declares its bound
 * here and reports its size. The rule: no such cache grows past its bound, whatever spellings
 * clients send; tests/reliability/bounded-caches.test.ts floods every endpoint that takes a name
 * and checks each size against its bound through `boundedCacheSizes`.
 */
export interface BoundedCache {
  /** What it holds, for the report: 'reminders: Intl formatters by canonical zone'. */
  name: string;
  bound: number;
  size: () => number;
}

// One entry per cache made: a process makes each once (tests start several servers in one process).
const caches: BoundedCache[] = [];

export function registerBoundedCache(cache: BoundedCache): void {
  caches.push(cache);
}

/** Each cache's current size beside its bound. */
export function boundedCacheSizes(): Array<{ name: string; bound: number; size: number }> {
  return caches.map((cache) => ({ name: cache.name, bound: cache.bound, size: cache.size() }));
}
