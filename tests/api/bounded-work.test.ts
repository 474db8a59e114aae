import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAccount, type SignedInAccount } from '#harness/accounts.js';
import { testEngines } from '#harness/databases.js';
import { startFakeYoutube } from '#harness/fake-youtube.js';
import { startTestServer, type TestServer } from '#harness/test-server.js';

const engines = await testEngines();

/**
 * Work one account can make the server do is bounded (issue 31, findings 2 and 7): 'Download my
 * data' is limited per account and sent in chunks; each account spends at most its share of the
 * day's YouTube budget, and only once its address is verified.
 */
describe.each(engines)('bounded work per account on %s', (engine) => {
  let youtube: Awaited<ReturnType<typeof startFakeYoutube>>;
  let server: TestServer;

  beforeAll(async () => {
    youtube = await startFakeYoutube();
    // 2,000 units: 20 searches a day for the site; the default 10% share is 2 per account.
    server = await startTestServer(engine, {
      YOUTUBE_API_KEY: 'test-key',
      YOUTUBE_API_BASE: youtube.base,
      YOUTUBE_DAILY_UNITS: '2000',
      VIDEO_SEARCH_LIMIT: '200',
    });
  });
  afterAll(async () => {
    await server?.close();
    await youtube?.stop();
  });

  const verified = async (name: string) => {
    const account = await signedInAccount(server, { name });
    await server.services.users.markEmailVerified(account.userId, Date.now());
    return account;
  };
  const videos = async (who: SignedInAccount, q: string) => {
    const answer = await who.client.get(`/api/videos/search?q=${encodeURIComponent(q)}`);
    expect(answer.status, q).toBe(200);
    return answer.body as { source: string; budgetSpent?: boolean; unverified?: boolean; items: unknown[] };
  };

  it('answers the 11th export in an hour with 429 before reading anything; the file is the exact JSON', async () => {
    const ada = await signedInAccount(server, { name: 'Ada' });
    // Sent in chunks, the file is still byte for byte what JSON.stringify(data, null, 2) writes.
    const raw = await fetch(`${server.url}/api/account/export`, { headers: { cookie: ada.client.cookie! } });
    const text = await raw.text();
    expect(text).toBe(JSON.stringify(JSON.parse(text), null, 2));
    expect(JSON.parse(text)).toMatchObject({ format: 'studyhub-account-export', profile: { id: ada.userId } });
    for (let i = 1; i < 10; i += 1) {
      const answer = await ada.client.get(i % 2 ? '/api/account/export?format=markdown' : '/api/account/export');
      expect(answer.status).toBe(200);
    }
    const refused = await ada.client.get('/api/account/export');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'too_many_exports', message: expect.any(String) });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another account's limit is its own.
    const bob = await signedInAccount(server, { name: 'Bob' });
    expect((await bob.client.get('/api/account/export')).status).toBe(200);
  });

  it('gives each verified account at most its share of the YouTube budget, and unverified ones the catalogue', async () => {
    const before = youtube.calls.length;
    const [first, second] = [await verified('First'), await verified('Second')];
    expect(await videos(first, 'python basics')).toMatchObject({ source: 'youtube' });
    expect(await videos(first, 'react hooks')).toMatchObject({ source: 'youtube' });
    const third = await videos(first, 'linux shell');
    expect(third).toMatchObject({ source: 'catalogue', budgetSpent: true });
    expect(third.items.length).toBeGreaterThan(0);
    // A burst cannot slip past the share together.
    const burst = await Promise.all(['css grid', 'sql joins', 'docker', 'rust'].map((q) => videos(first, q)));
    expect(burst.map((answer) => answer.source)).toEqual(['catalogue', 'catalogue', 'catalogue', 'catalogue']);
    expect(youtube.calls.length - before).toBe(2);
    // The site's budget is not spent: the next account still reaches YouTube.
    expect(await videos(second, 'git branching')).toMatchObject({ source: 'youtube' });
    // A query answered earlier today comes from the shared cache, costing nothing.
    expect(await videos(first, 'react hooks')).toMatchObject({ source: 'youtube', cached: true });

    const fresh = await signedInAccount(server, { name: 'Unverified' });
    const answer = await videos(fresh, 'kubernetes pods');
    expect(answer).toMatchObject({ source: 'catalogue', unverified: true });
    expect(youtube.calls.length - before).toBe(3);
    // The proof is read with the session on every request: the next search, same session, counts it.
    await server.services.users.markEmailVerified(fresh.userId, Date.now());
    expect(await videos(fresh, 'kubernetes pods')).toMatchObject({ source: 'youtube' });
    expect(youtube.calls.length - before).toBe(4);
  });
});
