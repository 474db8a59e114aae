import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListingRepository } from '#server/listings/listing-repository.js';
import { testEngines } from '#harness/databases.js';
import { startTestServer, type TestServer } from '#harness/test-server.js';

const engines = await testEngines();

// Listings seeded in the same millisecond share a position and a created_at; the maintainer's list
// (and a copy's comparison across engines) must still come in one order.
describe.each(engines)('the order of listings that tie on position and time, on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server?.close());

  it('falls back to kind, then slug, whatever order they were stored in', async () => {
    const repository = createListingRepository(server.db);
    const [internship] = await repository.all('internship');
    const [hackathon] = await repository.all('hackathon');
    const at = Date.now();
    const tied = { position: 50_000, created_at: at, updated_at: at, origin: 'submission', seed_hash: null } as const;
    // Stored last-first: an engine returning rows as stored would list them backwards.
    await repository.insertIfAbsent({ ...internship!, ...tied, slug: 'tie-b' });
    await repository.insertIfAbsent({ ...internship!, ...tied, slug: 'tie-a' });
    await repository.insertIfAbsent({ ...hackathon!, ...tied, slug: 'tie-c' });
    const tail = (await repository.all()).filter((row) => row.position === tied.position);
    expect(tail.map((row) => `${row.kind} ${row.slug}`)).toEqual([
      'hackathon tie-c',
      'internship tie-a',
      'internship tie-b',
    ]);
  });
});
