import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InternshipListings } from '#shared/api/listings.js';
import { createListingRepository } from '#server/listings/listing-repository.js';
import { testEngines } from '#harness/databases.js';
import { signedInAccount } from '#harness/accounts.js';
import type { TestClient } from '#harness/http.js';
import { startTestServer, type TestServer } from '#harness/test-server.js';

const engines = await testEngines();

// A listing published before the text rule (decision 0036) may hold what the rule now refuses.
describe.each(engines)('a stored listing the text rule now refuses, on %s', (engine) => {
  let server: TestServer;
  let ada: TestClient;

  beforeAll(async () => {
    server = await startTestServer(engine);
    ada = (await signedInAccount(server, { name: 'ada', email: 'ada@example.com' })).client;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('is left out of the learners’ list, which still answers 200 with the others', async () => {
    const repository = createListingRepository(server.db);
    const [seed] = await repository.all('internship');
    const data = { ...(JSON.parse(seed!.data) as object), title: 'Intern \u202enoitacilppa' };
    const window = { kind: 'dates', opens: '2025-01-10', closes: '2025-13-45' };
    const at = Date.now();
    await repository.insertIfAbsent({
      ...seed!,
      slug: 'stored-before-the-rule',
      data: JSON.stringify({ ...data, window }),
      origin: 'submission',
      seed_hash: null,
      position: 10_000,
      created_at: at,
      updated_at: at,
    });
    const answer = await ada.get('/api/listings/internships');
    expect(answer.status).toBe(200);
    const listed = (answer.body as InternshipListings).internships.map((item) => item.id);
    expect(listed).toContain(seed!.slug);
    expect(listed).not.toContain('stored-before-the-rule');
  });
});
