import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refuseAllButTestServers } from '#tests/support/outbound.js';
import { openMigratedDatabase, type DatabaseHandle } from '#server/db/connection.js';
import { createLeaseRepository } from '#server/jobs/lease-repository.js';
import { createLinkHealthChecker } from '#server/links/link-health-checker.js';
import { createLinkHealthRepository } from '#server/links/link-health-repository.js';
import { freshDatabase, testEngines, type FreshDatabase } from '#harness/databases.js';
import { TestClient } from '#harness/http.js';
import { startTestServer } from '#harness/test-server.js';

const engines = await testEngines();

/** A small web: /ok answers, /gone is 410, /slow-N answer after a while; counts requests. */
async function startWeb() {
  let requests = 0;
  const server: Server = createServer((req, res) => {
    requests += 1;
    if (req.url?.startsWith('/slow')) return void setTimeout(() => res.writeHead(200).end(), 150);
    res.writeHead(req.url === '/gone' ? 410 : 200).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests: () => requests,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(engines)('the background link checker on %s', (engine) => {
  let web: Awaited<ReturnType<typeof startWeb>>;
  let database: FreshDatabase;
  let handle: DatabaseHandle;
  let now = 1_800_000_000_000;
  const options = {
    intervalMs: 60 * 60_000,
    concurrency: 4,
    perHostDelayMs: 0,
    timeoutMs: 2_000,
    refuseAddress: refuseAllButTestServers,
  };
  const checker = (urls: string[], holder: string) =>
    createLinkHealthChecker({
      urls,
      links: createLinkHealthRepository(handle.db),
      leases: createLeaseRepository(handle.db),
      options,
      clock: () => now,
      holder,
    });

  beforeAll(async () => {
    web = await startWeb();
    database = await freshDatabase(engine);
    handle = await openMigratedDatabase(database.target);
  });
  afterAll(async () => {
    await handle?.close();
    await database?.drop();
    await web?.stop();
  });

  it('marks a link dead only after three failures over two rounds, and runs rounds only when due', async () => {
    const urls = [`${web.base}/ok`, `${web.base}/gone`];
    const links = createLinkHealthRepository(handle.db);
    const one = checker(urls, 'instance-a');
    expect(await one.runIfDue()).toBe('ran');
    // Round 1: /gone failed twice (first try and the end-of-round retry), still not dead.
    expect(await links.get(`${web.base}/gone`)).toMatchObject({
      status: 'unknown',
      consecutive_failures: 2,
      failure_rounds: 1,
      http_code: 410,
    });
    expect(await links.get(`${web.base}/ok`)).toMatchObject({ status: 'ok', http_code: 200 });
    // Not due again before the interval has passed.
    expect(await one.runIfDue()).toBe('skipped');
    now += options.intervalMs;
    expect(await one.runIfDue()).toBe('ran');
    expect(await links.get(`${web.base}/gone`)).toMatchObject({ status: 'dead', failure_rounds: 2 });
    expect((await links.withStatus(['dead'])).map((row) => row.url)).toEqual([`${web.base}/gone`]);
  });

  it('lets only one of two instances run a round', async () => {
    now += options.intervalMs * 2;
    const urls = Array.from({ length: 6 }, (_, i) => `${web.base}/slow-${i}`);
    const before = web.requests();
    const outcomes = await Promise.all([
      checker(urls, 'instance-b').runIfDue(),
      checker(urls, 'instance-c').runIfDue(),
    ]);
    expect(outcomes.sort()).toEqual(['ran', 'skipped']);
    expect(web.requests() - before).toBe(urls.length); // one HEAD per URL: nobody checked twice
  });

  it('keeps finished results when a round is cut short at shutdown', async () => {
    now += options.intervalMs * 2;
    const urls = Array.from({ length: 30 }, (_, i) => `${web.base}/slow-cut-${i}`);
    const stopping = createLinkHealthChecker({
      urls,
      links: createLinkHealthRepository(handle.db),
      leases: createLeaseRepository(handle.db),
      options: { ...options, concurrency: 1 },
      clock: () => now,
      holder: 'instance-d',
    });
    const round = stopping.runIfDue();
    await new Promise((resolve) => setTimeout(resolve, 500));
    await stopping.stop();
    expect(await round).toBe('stopped');
    const stored = await handle.db
      .selectFrom('link_checks')
      .select('url')
      .where('url', 'like', `${web.base}/slow-cut-%`)
      .execute();
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.length).toBeLessThan(urls.length);
    // The lease was released without counting the round as done: another instance may run now.
    expect(await checker([`${web.base}/ok`], 'instance-e').runIfDue()).toBe('ran');
  });
});

describe('the dead-links API', () => {
  it('answers 401 signed out and lists dead links signed in', async () => {
    const server = await startTestServer('sqlite');
    try {
      await server.db
        .insertInto('link_checks')
        .values({
          url: 'https://example.com/gone',
          last_checked_at: 1,
          status: 'dead',
          http_code: 404,
          final_url: null,
          consecutive_failures: 3,
          failure_rounds: 2,
          last_failed_round: 2,
        })
        .execute();
      expect((await new TestClient(server.url).get('/api/links/dead')).status).toBe(401);
      await server.services.auth.createPasswordUser('links@example.com', 'Links', 'checking links');
      const client = new TestClient(server.url);
      await client.signIn('links@example.com', 'checking links');
      expect((await client.get('/api/links/dead')).body).toEqual({ urls: ['https://example.com/gone'] });
    } finally {
      await server.close();
    }
  });
});
