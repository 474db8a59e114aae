import { describe, expect, it } from 'vitest';
import type { VideoItem } from '#shared/api/videos.js';
import type { CatalogueIndex } from '#server/search/catalogue-index.js';
import type { RequestLimiter } from '#server/throttle/request-limiter.js';
import type { VideoCacheRepository, VideoCacheRow } from '#server/videos/video-cache-repository.js';
import { createVideoSearchService, REMEMBERED_ANSWERS_MAX } from '#server/videos/video-search-service.js';
import { UpstreamError, type YoutubeClient } from '#server/videos/youtube-client.js';

const ITEMS: VideoItem[] = [
  {
    id: { videoId: 'abcdefghijk' },
    snippet: {
      title: 'Git basics',
      thumbnails: { medium: { url: 'https://i.ytimg.com/vi/abcdefghijk/mqdefault.jpg' } },
    },
  },
];

/** A gate a fake holds until the test lets it go. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/**
 * A service over an in-memory cache table whose reads and counts wait where a test says (`read`
 * gets the row as it was when the read began), counting its calls to YouTube.
 */
function racingService(waits: { read?: (read: number) => Promise<void>; take?: (key: string) => Promise<void> }) {
  const rows = new Map<string, VideoCacheRow>();
  const calls = { reads: 0, upstream: 0 };
  const service = createVideoSearchService({
    youtube: {
      search: async () => {
        calls.upstream += 1;
        return ITEMS;
      },
    } as unknown as YoutubeClient,
    cache: {
      get: async (key: string) => {
        const seen = rows.get(key);
        await waits.read?.((calls.reads += 1));
        return seen;
      },
      put: async (row: VideoCacheRow) => void rows.set(row.query_key, row),
    } as VideoCacheRepository,
    limiter: {
      take: async (key: string) => {
        await waits.take?.(key);
        return { allowed: true as const };
      },
    } as RequestLimiter,
    index: {} as CatalogueIndex,
    policy: { cacheTtlMs: 60_000, perUserLimit: 10, windowMs: 60_000, dailyUnits: 10_000, accountShare: 0.1 },
  });
  return { service, calls };
}

const fromYoutube = { kind: 'ok', response: { source: 'youtube', items: ITEMS } };
const fromCache = { kind: 'ok', response: { source: 'youtube', items: ITEMS, cached: true } };

/**
 * The races CI met on PostgreSQL: two searches for one query miss the cache, and the second one's
 * next step waits until the first has called YouTube and stored the answer. The second must use
 * that answer, not call YouTube again.
 */
describe('video search: a second search for a query whose first search ends while it waits', () => {
  it('calls YouTube once when the second rate-limit count is allowed only after the first search stored its answer', async () => {
    const second = gate();
    let counts = 0;
    const { service, calls } = racingService({ take: async () => void ((counts += 1) === 2 && (await second.opened)) });
    const account = { userId: 'user-1', verified: true };
    const first = service.search('git basics', account);
    const later = service.search('Git  Basics', account);
    expect(await first).toMatchObject(fromYoutube);
    second.open();
    expect(await later).toMatchObject(fromCache);
    expect(calls.upstream).toBe(1);
  });

  it('calls YouTube once when the read once more before spending began before the first search stored its answer (29 Nov)', async () => {
    const fourth = gate();
    const { service, calls } = racingService({ read: async (read) => void (read === 4 && (await fourth.opened)) });
    const account = { userId: 'user-1', verified: true };
    const first = service.search('git basics', account);
    const later = service.search('git basics', account);
    expect(await first).toMatchObject(fromYoutube);
    expect(calls.reads).toBe(4);
    fourth.open();
    expect(await later).toMatchObject(fromCache);
    expect(calls.upstream).toBe(1);
  });

  it("calls YouTube once when the second search's units are granted only after the first search is done", async () => {
    const spend = gate();
    let spends = 0;
    const { service, calls } = racingService({
      take: async (key) => {
        if (key.startsWith('youtube:units:') && key.endsWith(':user-2') && (spends += 1) === 1) await spend.opened;
      },
    });
    const first = service.search('git basics', { userId: 'user-1', verified: true });
    const later = service.search('git basics', { userId: 'user-2', verified: true });
    expect(await first).toMatchObject(fromYoutube);
    expect(spends).toBe(1);
    spend.open();
    expect(await later).toMatchObject(fromYoutube);
    expect(calls.upstream).toBe(1);
  });
});

/** A service over an in-memory cache table that counts its reads, with a clock the test moves. */
function countingService() {
  const rows = new Map<string, VideoCacheRow>();
  const counts = { reads: 0, upstream: 0 };
  let failing = false;
  const clock = { now: 1_000_000 };
  const service = createVideoSearchService({
    youtube: {
      search: async () => {
        counts.upstream += 1;
        if (failing) throw new UpstreamError('YouTube answered 500 (backendError)', 'backendError');
        return ITEMS;
      },
    } as unknown as YoutubeClient,
    cache: {
      get: async (key: string) => {
        counts.reads += 1;
        return rows.get(key);
      },
      put: async (row: VideoCacheRow) => void rows.set(row.query_key, row),
    } as VideoCacheRepository,
    limiter: { take: async () => ({ allowed: true as const }) } as RequestLimiter,
    index: {} as CatalogueIndex,
    policy: { cacheTtlMs: 60_000, perUserLimit: 10, windowMs: 60_000, dailyUnits: 1e9, accountShare: 1 },
    clock: () => clock.now,
  });
  const search = (query: string) => service.search(query, { userId: 'user-1', verified: true });
  return { rows, counts, clock, search, fail: () => (failing = true) };
}

describe('video search: fresh answers remembered by the instance', () => {
  it('answers a fresh stored answer without reading the cache table, and reads it again once expired', async () => {
    const { counts, clock, search, fail } = countingService();
    expect(await search('git basics')).toMatchObject({ response: { source: 'youtube', items: ITEMS } });
    const readsAfterMiss = counts.reads;
    expect(await search('Git Basics')).toMatchObject({ response: { source: 'youtube', cached: true } });
    expect(counts).toMatchObject({ reads: readsAfterMiss, upstream: 1 });

    clock.now += 60_000;
    fail();
    // Expired: the table is read, YouTube asked, and its failure answered with the stale answer.
    expect(await search('git basics')).toMatchObject({ response: { cached: true, stale: true, items: ITEMS } });
    expect(counts.reads).toBeGreaterThan(readsAfterMiss);
    expect(counts.upstream).toBe(2);
  });

  it('remembers an answer another instance stored once it has read it', async () => {
    const { rows, counts, clock, search } = countingService();
    const row = { query_key: 'css grid', response_json: JSON.stringify(ITEMS), fetched_at: clock.now };
    rows.set('css grid', { ...row, expires_at: clock.now + 60_000 });
    expect(await search('css grid')).toMatchObject({ response: { cached: true, items: ITEMS } });
    expect(await search('css grid')).toMatchObject({ response: { cached: true, items: ITEMS } });
    expect(counts).toMatchObject({ reads: 1, upstream: 0 });
  });

  it(`keeps at most ${REMEMBERED_ANSWERS_MAX} answers, forgetting the oldest first`, async () => {
    const { counts, search } = countingService();
    for (let i = 0; i <= REMEMBERED_ANSWERS_MAX; i += 1) await search(`query ${i}`);
    const reads = counts.reads;
    await search(`query ${REMEMBERED_ANSWERS_MAX}`);
    expect(counts.reads).toBe(reads);
    await search('query 0');
    expect(counts.reads).toBe(reads + 1);
    expect(counts.upstream).toBe(REMEMBERED_ANSWERS_MAX + 1);
  });
});
