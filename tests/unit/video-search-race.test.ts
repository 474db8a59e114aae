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

/**
 * The race CI met on PostgreSQL: two searches for one query read the cache (both miss) beside
 * their rate-limit counts; the second count is queued behind the first, and by the time it is
 * allowed the first search has called YouTube and stored the answer. The second must use it.
 */
describe('video search: a miss read beside a slow count', () => {
  it('calls YouTube once when the second search is allowed only after the first has stored its answer', async () => {
    const rows = new Map<string, VideoCacheRow>();
    const cache = {
      get: async (key: string) => rows.get(key),
      put: async (row: VideoCacheRow) => void rows.set(row.query_key, row),
    } as VideoCacheRepository;
    let upstreamCalls = 0;
    const youtube = {
      search: async () => {
        upstreamCalls += 1;
        return ITEMS;
      },
    } as unknown as YoutubeClient;
    let releaseSecondCount: () => void = () => undefined;
    const secondCount = new Promise<void>((resolve) => (releaseSecondCount = resolve));
    let counts = 0;
    const limiter = {
      take: async () => {
        counts += 1;
        if (counts === 2) await secondCount;
        return { allowed: true as const };
      },
    } as RequestLimiter;
    const service = createVideoSearchService({
      youtube,
      cache,
      limiter,
      index: {} as CatalogueIndex,
      policy: { cacheTtlMs: 60_000, perUserLimit: 10, windowMs: 60_000, dailyUnits: 10_000, accountShare: 0.1 },
    });

    const account = { userId: 'user-1', verified: true };
    const first = service.search('git basics', account);
    const second = service.search('Git  Basics', account);
    expect(await first).toMatchObject({ kind: 'ok', response: { source: 'youtube', items: ITEMS } });
    releaseSecondCount();
    expect(await second).toMatchObject({ kind: 'ok', response: { source: 'youtube', items: ITEMS, cached: true } });
    expect(upstreamCalls).toBe(1);
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
