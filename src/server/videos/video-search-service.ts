import { LRUCache } from 'lru-cache';
import { VIDEO_RESULTS_MAX, type VideoItem, type VideoSearchResponse } from '#shared/api/videos.js';
import type { CatalogueIndex } from '#server/search/catalogue-index.js';
import { registerBoundedCache } from '#server/bounded-caches.js';
import type { RequestLimiter } from '#server/throttle/request-limiter.js';
import type { VideoCacheRepository } from './video-cache-repository.js';
import { UpstreamError, type YoutubeClient } from './youtube-client.js';

export type VideoSearchResult =
  | { kind: 'ok'; response: VideoSearchResponse }
  | { kind: 'rate-limited'; retryAfterMs: number }
  | { kind: 'upstream-failed'; reason: string };

export interface VideoSearchPolicy {
  cacheTtlMs: number;
  perUserLimit: number;
  windowMs: number;
  /** YouTube quota units the whole site may spend per day (YouTube's own default quota is 10,000). */
  dailyUnits: number;
  /** The share of the day's units one account may spend, 0 to 1 (YOUTUBE_ACCOUNT_SHARE, default 10%). */
  accountShare: number;
}

/** One account may spend at most this share of the site's daily YouTube units by default. */
export const YOUTUBE_ACCOUNT_SHARE = 0.1;

/** What one search.list call costs in YouTube quota units. */
export const SEARCH_UNITS = 100;

/** YouTube's quota day starts at midnight Pacific Time: the budget's key names that day. */
const pacificDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Los_Angeles',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** One cache entry per meaning: case and spacing do not make a new YouTube call. */
export function normaliseQuery(query: string): string {
  return query.trim().toLowerCase().replace(/\s+/g, ' ');
}

/**
 * Fresh answers one instance keeps in memory, a few KB each. With the default budget (100 searches
 * a Pacific day) and lifetime (24 hours) at most 200 answers are fresh at once; a larger budget's
 * older answers are read from the database again.
 */
export const REMEMBERED_ANSWERS_MAX = 1_000;

/** YouTube's medium thumbnail (320x180) for a video id. */
export const mediumThumbnail = (videoId: string) => `https://i.ytimg.com/vi/${videoId}/mqdefault.jpg`;

/** A stored YouTube answer and when it stops being fresh. */
interface StoredAnswer {
  items: VideoItem[];
  expiresAt: number;
}

/**
 * Video search: YouTube through our server when a key is configured, with a shared cache in the
 * database (a search costs quota), one upstream call for concurrent identical misses, and the stale
 * answer when YouTube fails. With no key, our own catalogue of video links answers instead.
 * Each instance also remembers the fresh answers it read or stored, until they expire: a row is
 * rewritten only by a miss (another equally fresh YouTube answer at most), so a hit on a remembered
 * answer needs no database read.
 */
export function createVideoSearchService(deps: {
  youtube: YoutubeClient | null;
  cache: VideoCacheRepository;
  index: CatalogueIndex;
  limiter: RequestLimiter;
  policy: VideoSearchPolicy;
  clock?: () => number;
}) {
  const { youtube, cache, index, limiter, policy, clock = Date.now } = deps;
  // One entry per upstream call under way: calls are paid from the daily budget, so at most that many.
  const inFlight = new Map<string, Promise<VideoItem[]>>();
  registerBoundedCache({
    name: 'videos: upstream calls in flight by query',
    bound: Math.floor(policy.dailyUnits / SEARCH_UNITS),
    size: () => inFlight.size,
  });
  // Past the bound, the answer used longest ago is forgotten.
  const remembered = new LRUCache<string, StoredAnswer>({ max: REMEMBERED_ANSWERS_MAX });
  registerBoundedCache({
    name: 'videos: fresh YouTube answers by query',
    bound: REMEMBERED_ANSWERS_MAX,
    size: () => remembered.size,
  });
  const remember = (key: string, answer: StoredAnswer) => void remembered.set(key, answer);

  /** The answer this instance holds for a query while it is fresh. */
  function freshInMemory(key: string): StoredAnswer | undefined {
    const known = remembered.get(key);
    return known && known.expiresAt > clock() ? known : undefined;
  }

  /** The answer stored for a query, fresh or not: from memory while fresh, else from the database. */
  async function storedAnswer(key: string): Promise<StoredAnswer | undefined> {
    const known = freshInMemory(key);
    if (known) return known;
    remembered.delete(key);
    const row = await cache.get(key);
    if (!row) return undefined;
    const answer = { items: JSON.parse(row.response_json) as VideoItem[], expiresAt: row.expires_at };
    if (answer.expiresAt > clock()) remember(key, answer);
    return answer;
  }

  /**
   * Takes one search's units from the account's share of the day and then from the site's daily
   * budget (atomic counts shared by every instance): no account spends more than its share, and
   * all of them together no more than the day's allowance. A search refused by the site's budget
   * has used one of the account's share: never more than the account asked for.
   */
  async function spendUnits(userId: string): Promise<boolean> {
    const day = pacificDay.format(clock());
    const searches = Math.floor(policy.dailyUnits / SEARCH_UNITS);
    const share = Math.max(1, Math.floor(searches * policy.accountShare));
    const window = { windowMs: 2 * 86_400_000 };
    if (!(await limiter.take(`youtube:units:${day}:${userId}`, { ...window, limit: share })).allowed) return false;
    return (await limiter.take(`youtube:units:${day}`, { ...window, limit: searches })).allowed;
  }

  function fromCatalogue(query: string): VideoSearchResponse {
    // One video linked from several pages is several documents: each video once, best match first.
    const seen = new Set<string>();
    const items = index
      .search(query, { limit: VIDEO_RESULTS_MAX * 4, filter: (doc) => Boolean(doc.videoId) })
      .filter((doc) => !seen.has(doc.videoId!) && Boolean(seen.add(doc.videoId!)))
      .slice(0, VIDEO_RESULTS_MAX)
      .map((doc) => ({
        id: { videoId: doc.videoId! },
        snippet: { title: doc.title, thumbnails: { medium: { url: mediumThumbnail(doc.videoId!) } } },
      }));
    return { source: 'catalogue', items };
  }

  /** Calls YouTube once per key at a time and stores the answer for every instance. */
  function fetchAndStore(client: YoutubeClient, key: string, query: string): Promise<VideoItem[]> {
    const pending = inFlight.get(key);
    if (pending) return pending;
    // A call for this query that ended while this search was spending its units left its answer here.
    const justStored = freshInMemory(key);
    if (justStored) return Promise.resolve(justStored.items);
    const call = client
      .search(query)
      .then(async (items) => {
        const now = clock();
        const expiresAt = now + policy.cacheTtlMs;
        await cache.put({
          query_key: key,
          response_json: JSON.stringify(items),
          fetched_at: now,
          expires_at: expiresAt,
        });
        remember(key, { items, expiresAt });
        return items;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, call);
    return call;
  }

  function fromCache(answer: StoredAnswer, flags: { stale?: true } = {}): VideoSearchResult {
    return { kind: 'ok', response: { source: 'youtube', items: answer.items, cached: true, ...flags } };
  }

  return {
    /** `verified`: whether the account proved its address; only those accounts spend YouTube quota. */
    async search(
      query: string,
      { userId, verified }: { userId: string; verified: boolean },
    ): Promise<VideoSearchResult> {
      const key = normaliseQuery(query);
      // The count and the cache are read side by side: a hit costs the count's round trip only.
      const [verdict, cached] = await Promise.all([
        limiter.take(`videos:${userId}`, { limit: policy.perUserLimit, windowMs: policy.windowMs }),
        youtube && verified ? storedAnswer(key) : undefined,
      ]);
      if (!verdict.allowed) return { kind: 'rate-limited', retryAfterMs: verdict.retryAfterMs };
      if (!youtube) return { kind: 'ok', response: fromCatalogue(query) };
      // A new address costs nothing to make: YouTube's quota is for accounts that proved theirs.
      if (!verified) return { kind: 'ok', response: { ...fromCatalogue(query), unverified: true } };

      const now = clock();
      if (cached && cached.expiresAt > now) return fromCache(cached);
      // A miss read beside the rate limit can predate an upstream call that another request for the
      // same query finished while this one waited for its count (PostgreSQL queues concurrent counts
      // of one account). Read once more before spending quota; only misses pay for it.
      const recent = inFlight.has(key) ? undefined : await storedAnswer(key);
      if (recent && recent.expiresAt > now) return fromCache(recent);
      // That read can itself predate the answer: a call for this query that ended while it was out
      // put its answer in memory before it left the calls in flight, so one of the two shows it.
      const justStored = freshInMemory(key);
      if (justStored) return fromCache(justStored);
      // A call already in flight for this query is shared and costs nothing more.
      if (!inFlight.has(key) && !(await spendUnits(userId)))
        return { kind: 'ok', response: { ...fromCatalogue(query), budgetSpent: true } };
      try {
        return { kind: 'ok', response: { source: 'youtube', items: await fetchAndStore(youtube, key, query) } };
      } catch (error) {
        if (!(error instanceof UpstreamError)) throw error;
        console.warn(`Video search upstream failure for "${key}": ${error.message}`);
        const stale = recent ?? cached;
        if (stale) return fromCache(stale, { stale: true });
        return { kind: 'upstream-failed', reason: error.reason };
      }
    },
  };
}

export type VideoSearchService = ReturnType<typeof createVideoSearchService>;
