import { describe, expect, it } from 'vitest';
import type { VideoItem } from '#shared/api/videos.js';
import type { CatalogueIndex } from '#server/search/catalogue-index.js';
import type { RequestLimiter } from '#server/throttle/request-limiter.js';
import type { VideoCacheRepository, VideoCacheRow } from '#server/videos/video-cache-repository.js';
import { createVideoSearchService } from '#server/videos/video-search-service.js';
import type { YoutubeClient } from '#server/videos/youtube-client.js';

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
      isVerified: () => Promise.resolve(true),
    });

    const first = service.search('git basics', 'user-1');
    const second = service.search('Git  Basics', 'user-1');
    expect(await first).toMatchObject({ kind: 'ok', response: { source: 'youtube', items: ITEMS } });
    releaseSecondCount();
    expect(await second).toMatchObject({ kind: 'ok', response: { source: 'youtube', items: ITEMS, cached: true } });
    expect(upstreamCalls).toBe(1);
  });
});
