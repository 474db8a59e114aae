import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InternshipListings } from '#shared/api/listings.js';
import type { SavedResponse } from '#shared/api/user-items.js';
import type { SearchResponse } from '#shared/api/search.js';
import { itemIds } from '#shared/item-ids.js';
import { signedInAccount } from '#harness/accounts.js';
import { testEngines } from '#harness/databases.js';
import type { TestClient } from '#harness/http.js';
import { VALID_SUGGESTION } from '#tests/support/listing-suggestion.js';
import { runScript } from '#tests/support/run-script.js';
import { startTestServer, type TestServer } from '#harness/test-server.js';

const engines = await testEngines();
const item = itemIds.internship('orbit-data-fellowship');

describe.each(engines)('listings from the database are catalogue items on %s', (engine) => {
  let server: TestServer;
  let second: TestServer;
  let learnerHere: TestClient;
  let learnerThere: TestClient;
  let maintainer: TestClient;

  const save = (client: TestClient) => client.put('/api/saved', { itemId: item, saved: true });
  const hits = async (client: TestClient, q: string) =>
    ((await client.get(`/api/search?q=${encodeURIComponent(q)}`)).body as SearchResponse).groups.flatMap((group) =>
      group.hits.map((hit) => ({ id: hit.id, title: hit.title })),
    );

  beforeAll(async () => {
    server = await startTestServer(engine);
    second = await startTestServer(engine, {}, server.database);
    learnerHere = (await signedInAccount(server, { name: 'lea', email: 'lea@example.com' })).client;
    learnerThere = (await signedInAccount(second, { name: 'leo', email: 'leo@example.com' })).client;
    maintainer = (await signedInAccount(server, { name: 'max', email: 'max@example.com' })).client;
    const env = { DATABASE_URL: server.database.url, NODE_ENV: 'test' };
    await runScript('scripts/user-role.ts', env, ['--email', 'max@example.com', '--role', 'maintainer']);
  });
  afterAll(async () => {
    await second?.close();
    await server?.close();
  });

  it('an approved suggestion can be saved and found at once on the approving instance, and on another after its poll', async () => {
    expect((await save(learnerHere)).status).toBe(404);
    const suggestion = { ...VALID_SUGGESTION, title: 'Orbit Data Fellowship', organiser: 'Orbitwise Labs' };
    const { id } = (await learnerHere.post('/api/listings/suggestions', suggestion)).body as { id: string };
    expect((await maintainer.post(`/api/maintain/suggestions/${id}/approve`, {})).body).toMatchObject({
      slug: 'orbit-data-fellowship',
    });

    expect((await save(learnerHere)).status).toBe(200);
    const saved = ((await learnerHere.get('/api/saved')).body as SavedResponse).items;
    expect(saved).toEqual([
      expect.objectContaining({ itemId: item, title: 'Orbit Data Fellowship at Orbitwise Labs', route: '/internship' }),
    ]);
    expect(await hits(learnerHere, 'orbitwise')).toContainEqual({
      id: item,
      title: 'Orbit Data Fellowship at Orbitwise Labs',
    });

    // The other instance learns of it on its next poll (the test runs the poll instead of waiting 30 s).
    expect((await save(learnerThere)).status).toBe(404);
    expect(await second.catalogueServices.listingItems.refreshIfChanged()).toBe(true);
    expect(await second.catalogueServices.listingItems.refreshIfChanged()).toBe(false);
    expect((await save(learnerThere)).status).toBe(200);
    expect(await hits(learnerThere, 'orbitwise')).toContainEqual(expect.objectContaining({ id: item }));
  });

  it("a maintainer's edit changes the saved item's title and what search finds", async () => {
    const [listing] = (
      (await learnerHere.get('/api/listings/internships')).body as InternshipListings
    ).internships.filter((entry) => entry.id === 'orbit-data-fellowship');
    const { state: _state, version, ...fields } = listing!;
    const edit = await maintainer.put('/api/maintain/listings/internship/orbit-data-fellowship', {
      version,
      listing: { ...fields, title: 'Orbit Quasar Fellowship' },
    });
    expect(edit.status).toBe(200);
    expect(await hits(learnerHere, 'quasar')).toContainEqual({
      id: item,
      title: 'Orbit Quasar Fellowship at Orbitwise Labs',
    });
    const saved = ((await learnerHere.get('/api/saved')).body as SavedResponse).items;
    expect(saved.map((entry) => entry.title)).toEqual(['Orbit Quasar Fellowship at Orbitwise Labs']);
  });

  it('an instance started later knows every published listing from the database, edits included', async () => {
    const third = await startTestServer(engine, {}, server.database);
    try {
      const reader = (await signedInAccount(third, { name: 'ria', email: 'ria@example.com' })).client;
      expect(await hits(reader, 'quasar')).toContainEqual(expect.objectContaining({ id: item }));
      expect((await save(reader)).status).toBe(200);
    } finally {
      await third.close();
    }
  });
});
