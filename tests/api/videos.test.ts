import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '#harness/databases.js';
import { startFakeYoutube } from '#harness/fake-youtube.js';
import { signedInAccount } from '#harness/accounts.js';
import { TestClient } from '#harness/http.js';
import { startTestServer, type TestServer } from '#harness/test-server.js';

const engines = await testEngines();
const API_KEY = 'test-key-never-leaves-the-server';

/** A signed-in account whose address is verified: only those spend YouTube quota. */
const signedIn = async (server: TestServer, name: string) => {
  const account = await signedInAccount(server, { name });
  await server.services.users.markEmailVerified(account.userId, Date.now());
  return account.client;
};

describe.each(engines)('video search through our server on %s', (engine) => {
  let youtube: Awaited<ReturnType<typeof startFakeYoutube>>;
  let server: TestServer;
  let client: TestClient;
  const search = (q: string, who = client) => who.get(`/api/videos/search?q=${encodeURIComponent(q)}`);

  beforeAll(async () => {
    youtube = await startFakeYoutube({ delayMs: 50 });
    server = await startTestServer(engine, {
      YOUTUBE_API_KEY: API_KEY,
      YOUTUBE_API_BASE: youtube.base,
      YOUTUBE_TIMEOUT: '400ms',
      VIDEO_SEARCH_LIMIT: '200',
      YOUTUBE_ACCOUNT_SHARE: '1', // these tests are about one viewer's searches, not the share
      VIDEO_CACHE_TTL: '1m', // short, so a test can step past it while the session stays valid
    });
    client = await signedIn(server, 'viewer');
  });
  afterAll(async () => {
    await server?.close();
    await youtube?.stop();
  });

  it('calls search.list with the key and the spec parameters, and answers in the spec shape without the key', async () => {
    const response = await search('  Learn   Rust ');
    expect(response.status).toBe(200);
    const call = youtube.calls.at(-1)!.params;
    expect(Object.fromEntries(call)).toEqual({
      part: 'snippet',
      q: 'Learn   Rust',
      type: 'video',
      maxResults: '10',
      key: API_KEY,
    });
    const body = response.body as {
      source: string;
      items: Array<{ id: { videoId: string }; snippet: { title: string; thumbnails: { medium: { url: string } } } }>;
    };
    expect(body.source).toBe('youtube');
    expect(body.items).toHaveLength(10);
    expect(body.items[0]).toEqual({
      id: { videoId: 'vid00000000' },
      snippet: {
        title: 'Learn   Rust lesson 1',
        thumbnails: { medium: { url: 'https://i.ytimg.com/vi/vid00000000/mqdefault.jpg' } },
      },
    });
    expect(JSON.stringify(body)).not.toContain(API_KEY);
    expect([...response.headers.values()].join(' ')).not.toContain(API_KEY);
  });

  it('answers a repeated search (any case or spacing) from the cache without calling YouTube', async () => {
    await search('cached topic');
    const before = youtube.callsFor('cached topic') + youtube.callsFor('CACHED   Topic');
    const again = await search('CACHED   Topic');
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ source: 'youtube', cached: true });
    expect(youtube.callsFor('cached topic') + youtube.callsFor('CACHED   Topic')).toBe(before);
    // The cache is shared: another user's search hits it too.
    const other = await signedIn(server, 'other');
    expect((await search('cached topic', other)).body).toMatchObject({ cached: true });
  });

  it('makes one upstream call for concurrent identical misses', async () => {
    const responses = await Promise.all(Array.from({ length: 6 }, () => search('concurrent miss')));
    expect(responses.every((response) => response.status === 200)).toBe(true);
    expect(youtube.callsFor('concurrent miss')).toBe(1);
  });

  it('serves the stale entry when YouTube fails after the cache expired', async () => {
    expect((await search('stale later')).status).toBe(200);
    server.advanceClock(server.config.videos.cacheTtlMs + 1_000);
    youtube.failFor('stale later');
    const response = await search('stale later');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ source: 'youtube', cached: true, stale: true });
    expect((response.body as { items: unknown[] }).items).toHaveLength(10);
  });

  it.each([
    ['a quota error', 'quota exceeded now'],
    ['a server error', 'boom today'],
    ['a timeout', 'slow answer'],
  ])('answers %s with no cached entry with 502 and a message', async (_name, q) => {
    const response = await search(q);
    expect(response.status).toBe(502);
    expect(response.body).toMatchObject({
      code: 'video_search_unavailable',
      message: expect.stringMatching(/not available right now/),
    });
  });

  it.each([
    ['an empty query', ''],
    ['only spaces', '    '],
    ['101 characters', 'x'.repeat(101)],
  ])('refuses %s with 400 and a message, without calling YouTube', async (_name, q) => {
    const calls = youtube.calls.length;
    const response = await search(q);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'invalid_query', message: expect.any(String) });
    expect(youtube.calls.length).toBe(calls);
  });

  it('accepts exactly 100 characters', async () => {
    expect((await search('y'.repeat(100))).status).toBe(200);
  });

  it('answers 401 when signed out', async () => {
    expect((await search('react', new TestClient(server.url))).status).toBe(401);
  });
});

describe('video search limits and the offline default', () => {
  let server: TestServer;
  let client: TestClient;
  beforeAll(async () => {
    server = await startTestServer('sqlite', { VIDEO_SEARCH_LIMIT: '5' });
    client = await signedIn(server, 'offline');
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each([
    ['react', 'react'],
    ['git', 'git'],
    ['pyhton', 'python'],
    ['dokcer', 'docker'],
  ])('finds relevant catalogue videos for "%s" (%s) with their real ids and thumbnails', async (q, subject) => {
    const response = await client.get(`/api/videos/search?q=${q}`);
    expect(response.status).toBe(200);
    const body = response.body as {
      source: string;
      items: Array<{ id: { videoId: string }; snippet: { title: string; thumbnails: { medium: { url: string } } } }>;
    };
    expect(body.source).toBe('catalogue');
    expect(body.items.length).toBeGreaterThanOrEqual(2);
    expect(body.items.length).toBeLessThanOrEqual(10);
    expect(body.items.slice(0, 2).every((item) => item.snippet.title.toLowerCase().includes(subject))).toBe(true);
    for (const item of body.items) {
      expect(item.id.videoId).toMatch(/^[\w-]{11}$/);
      expect(item.snippet.thumbnails.medium.url).toBe(`https://i.ytimg.com/vi/${item.id.videoId}/mqdefault.jpg`);
    }
  });

  it('limits each user to the configured number of searches per window with 429', async () => {
    const limited = await signedIn(server, 'eager');
    for (let i = 0; i < 5; i += 1) expect((await limited.get('/api/videos/search?q=css')).status).toBe(200);
    const blocked = await limited.get('/api/videos/search?q=css');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ code: 'too_many_searches' });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe.each(engines)("the site's daily YouTube budget on %s", (engine) => {
  it("answers from the catalogue, and says why, once the day's units are spent; cached answers still come from YouTube", async () => {
    const youtube = await startFakeYoutube();
    // 300 units: three searches a day for the whole site, whoever makes them.
    const server = await startTestServer(engine, {
      YOUTUBE_API_KEY: API_KEY,
      YOUTUBE_API_BASE: youtube.base,
      YOUTUBE_DAILY_UNITS: '300',
      YOUTUBE_ACCOUNT_SHARE: '1',
      VIDEO_SEARCH_LIMIT: '200',
    });
    try {
      const [first, second] = [await signedIn(server, 'first'), await signedIn(server, 'second')];
      const search = (q: string, who: TestClient) => who.get(`/api/videos/search?q=${encodeURIComponent(q)}`);
      for (const [q, who] of [
        ['python basics', first],
        ['react hooks', second],
        ['linux shell', first],
      ] as const)
        expect((await search(q, who)).body).toMatchObject({ source: 'youtube' });
      expect(youtube.calls).toHaveLength(3);

      const spent = await search('git branching', second);
      expect(spent.status).toBe(200);
      expect(spent.body).toMatchObject({ source: 'catalogue', budgetSpent: true });
      expect((spent.body as { items: unknown[] }).items.length).toBeGreaterThan(0);
      // Concurrent searches cannot slip past the budget together.
      const burst = await Promise.all(['css grid', 'sql joins', 'docker', 'rust'].map((q) => search(q, first)));
      expect(burst.every((answer) => (answer.body as { source: string }).source === 'catalogue')).toBe(true);
      expect(youtube.calls).toHaveLength(3);
      // A query answered earlier today is served from the shared cache at no cost.
      expect((await search('react hooks', first)).body).toMatchObject({ source: 'youtube', cached: true });
    } finally {
      await server.close();
      await youtube.stop();
    }
  });
});
