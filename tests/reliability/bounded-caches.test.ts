import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boundedCacheSizes } from '#server/bounded-caches.js';
import { signedInAccount, type SignedInAccount } from '#harness/accounts.js';
import { testEngines } from '#harness/databases.js';
import { startFakeYoutube } from '#harness/fake-youtube.js';
import { startTestServer, type TestServer } from '#harness/test-server.js';

const engines = await testEngines();
const SPELLINGS = 5_000;

/** The i-th spelling of a word: its letters' case from the bits of i, then a number once they run out. */
function spelling(word: string, i: number): string {
  let bit = 0;
  const cased = [...word].map((ch, at) => (at > 0 && /[a-z]/i.test(ch) && (i >> bit++) & 1 ? ch.toUpperCase() : ch));
  return cased.join('') + (i >> bit > 0 ? ` ${i}` : '');
}

/** Runs `count` requests, `parallel` at a time; every answer must be a 2xx or a 4xx. */
async function flood(count: number, request: (i: number) => Promise<number>, parallel = 16) {
  const statuses = new Map<number, number>();
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) {
        const status = await request(next++);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  expect([...statuses.keys()].filter((status) => status >= 500)).toEqual([]);
  return statuses;
}

/**
 * Issue 31, finding 1: no in-memory cache keyed by what a client types grows past its bound.
 * 5,000 distinct spellings go to every endpoint that takes a zone, query, language or slug; every
 * registered cache (src/server/bounded-caches.ts) is then checked against its bound, and the zone
 * formatters against the one canonical zone all those spellings name.
 */
describe.each(engines)('caches keyed by request input stay bounded on %s', (engine) => {
  let youtube: Awaited<ReturnType<typeof startFakeYoutube>>;
  let server: TestServer;
  let reader: SignedInAccount;

  beforeAll(async () => {
    youtube = await startFakeYoutube();
    server = await startTestServer(engine, {
      // High limits, so the spellings reach the code behind them instead of a 429.
      REMINDER_LIMIT: '100000',
      SEARCH_LIMIT: '100000',
      VIDEO_SEARCH_LIMIT: '100000',
      YOUTUBE_API_KEY: 'test-key',
      YOUTUBE_API_BASE: youtube.base,
    });
    reader = await signedInAccount(server, { name: 'Reader' });
    await server.services.users.markEmailVerified(reader.userId, Date.now());
  });
  afterAll(async () => {
    await server?.close();
    await youtube?.stop();
  });

  it(
    `keeps every cache within its bound after ${SPELLINGS} spellings to each endpoint`,
    { timeout: 600_000 },
    async () => {
      const formatters = () =>
        boundedCacheSizes().find((c) => c.name === 'reminders: Intl formatters by canonical zone')!;
      const formattersBefore = formatters().size;
      const zone = (i: number) => spelling('America/Argentina/ComodRivadavia', i);
      const put = await flood(SPELLINGS, async (i) => {
        const answer = await reader.client.put('/api/reminders', { days: [1], time: '07:00', timeZone: zone(i) });
        return answer.status;
      });
      expect(put.get(200)).toBe(SPELLINGS);
      expect((await reader.client.get('/api/reminders')).body).toMatchObject({
        reminder: { timeZone: 'America/Argentina/Catamarca' },
      });
      // Formatters are made by the reminder round; the round reads the stored (canonical) zone.
      await server.catalogueServices.reminders.sendDue();
      expect(formatters().size - formattersBefore).toBeLessThanOrEqual(1);

      const q = (i: number) => encodeURIComponent(spelling('docker compose', i));
      await flood(SPELLINGS, async (i) => (await reader.client.get(`/api/search?q=${q(i)}`)).status);
      await flood(SPELLINGS, async (i) => (await reader.client.get(`/api/videos/search?q=${q(i)}`)).status);
      await flood(
        SPELLINGS,
        async (i) => (await reader.client.post('/api/talko', { message: spelling('how to learn react', i) })).status,
      );
      await flood(
        SPELLINGS,
        async (i) =>
          (await reader.client.get(`/api/content/${spelling('topics/front-end', i)}?lang=${spelling('hi', i)}`)).status,
      );
      await flood(
        SPELLINGS,
        async (i) => (await reader.client.put('/api/account/language', { language: spelling('hi', i) })).status,
      );
      await flood(
        SPELLINGS,
        async (i) => (await reader.client.post('/api/progress/reset', { page: spelling('front-end', i) })).status,
      );

      const sizes = boundedCacheSizes();
      expect(sizes.map((cache) => cache.name)).toEqual(
        expect.arrayContaining([
          'reminders: Intl formatters by canonical zone',
          'reminders: zone aliases resolved',
          'videos: upstream calls in flight by query',
          'notes: search indexes by user',
        ]),
      );
      for (const cache of sizes) expect(cache.size, cache.name).toBeLessThanOrEqual(cache.bound);
    },
  );
});

/**
 * Issue 31, finding 2: the search limit is counted before any work. A heavy user's notes index
 * would take seconds to rebuild (here: after listings changed, a full rebuild); a search answered
 * 429 must not start it.
 */
describe.each(engines)("a heavy user's search answered 429 on %s", (engine) => {
  let server: TestServer;
  let heavy: SignedInAccount;

  beforeAll(async () => {
    server = await startTestServer(engine, { SEARCH_LIMIT: '2' });
    heavy = await signedInAccount(server, { name: 'Heavy' });
    const notable = server.catalogueServices.index
      .search('a e i o u learn guide course', { limit: 2_000, filter: (doc) => doc.kind === 'link' })
      .map((doc) => doc.id);
    const text = (n: number) => Array.from({ length: 900 }, (_, w) => `word${(w * 7 + n) % 500}`).join(' ');
    const rows = notable.slice(0, 400).map((itemId, n) => ({
      user_id: heavy.userId,
      item_id: itemId,
      text: text(n),
      version: 1,
      updated_at: Date.now(),
    }));
    for (let i = 0; i < rows.length; i += 50)
      await server.db
        .insertInto('user_notes')
        .values(rows.slice(i, i + 50))
        .execute();
    await server.db.insertInto('user_notes_revisions').values({ user_id: heavy.userId, revision: 1 }).execute();
  });
  afterAll(() => server?.close());

  it('takes under 20 ms of server time and builds nothing', async () => {
    for (const q of ['word1', 'word2']) expect((await heavy.client.get(`/api/search?q=${q}`)).status).toBe(200);
    // Listings changed: every user's kept index is out of date, the next allowed search rebuilds it.
    server.catalogueServices.registry.replaceKinds([], []);
    const times: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const started = performance.now();
      const result = await server.catalogueServices.search.search(heavy.userId, `word${i}`);
      times.push(performance.now() - started);
      expect(result.allowed).toBe(false);
    }
    times.sort((a, b) => a - b);
    expect(times[2], times.join(', ')).toBeLessThan(20);
    const answer = await heavy.client.get('/api/search?q=word3');
    expect(answer.status).toBe(429);
  });
});
