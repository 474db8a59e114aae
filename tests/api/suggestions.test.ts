import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MySuggestion, MySuggestions } from '#shared/api/suggestions.js';
import { SUGGESTION_LIMITS, SUGGESTION_MESSAGES } from '#shared/api/suggestions.js';
import { testEngines } from '#harness/databases.js';
import { signedInAccount } from '#harness/accounts.js';
import type { TestClient } from '#harness/http.js';
import { VALID_SUGGESTION } from '#tests/support/listing-suggestion.js';
import { startTestServer, type TestServer } from '#harness/test-server.js';
import { HOSTILE_SUGGESTIONS } from '#tests/support/hostile-text.js';

const engines = await testEngines();

describe.each(engines)("'Suggest a listing' on %s", (engine) => {
  let server: TestServer;
  let ada: TestClient;
  let bob: TestClient;

  beforeAll(async () => {
    server = await startTestServer(engine);
    ada = (await signedInAccount(server, { name: 'ada', email: 'ada@example.com' })).client;
    bob = (await signedInAccount(server, { name: 'bob', email: 'bob@example.com' })).client;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('stores a valid suggestion as pending and lists it for its author only', async () => {
    const created = await ada.post('/api/listings/suggestions', VALID_SUGGESTION);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ kind: 'internship', title: 'Summer research intern', status: 'pending' });
    const mine = (await ada.get('/api/listings/suggestions')).body as MySuggestions;
    expect(mine.suggestions.map((item) => [item.title, item.status])).toEqual([['Summer research intern', 'pending']]);
    expect(((await bob.get('/api/listings/suggestions')).body as MySuggestions).suggestions).toEqual([]);
    // A suggestion is not a listing until a maintainer approves it.
    const listed = (await ada.get('/api/listings/internships')).body as { internships: { title: string }[] };
    expect(listed.internships.some((item) => item.title === 'Summer research intern')).toBe(false);
  });

  it.each([
    [
      'closes before opens',
      { window: { kind: 'dates', opens: '2027-03-01', closes: '2027-02-01' } },
      /closes date is before/,
    ],
    ['an http address', { url: 'http://example.org/intern' }, /https/],
    ['a negative amount', { stipend: { kind: 'amount', amount: -5, currency: 'INR', per: 'month' } }, /negative/],
    ['an amount without currency', { stipend: { kind: 'amount', amount: 5, per: 'month' } }, /no currency/],
    [
      'an unknown currency',
      { stipend: { kind: 'amount', amount: 5, currency: 'BTC', per: 'month' } },
      /expected one of/,
    ],
    ['no category for an internship', { category: undefined }, new RegExp(SUGGESTION_MESSAGES.categoryMissing)],
    ['an empty title', { title: '  ' }, /title/],
    ['a NUL byte', { organiser: 'Lab\u0000' }, /not allowed/],
  ])('refuses %s with a 400 and a message', async (_name, change, message) => {
    const response = await bob.post('/api/listings/suggestions', { ...VALID_SUGGESTION, ...change });
    expect(response.status).toBe(400);
    expect((response.body as { message: string }).message).toMatch(message);
  });

  // Review of 28 Nov 2026, finding 8: each of these could be published with one click.
  it.each(HOSTILE_SUGGESTIONS)(
    'refuses %s with a 400 naming the field; nothing is stored',
    async (_name, change, message) => {
      const response = await bob.post('/api/listings/suggestions', { ...VALID_SUGGESTION, ...change });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ code: 'invalid_body', message });
      const mine = ((await bob.get('/api/listings/suggestions')).body as MySuggestions).suggestions;
      expect(mine).toEqual([]);
    },
  );

  it(`allows ${SUGGESTION_LIMITS.perDay} suggestions a day per account, then answers 429`, async () => {
    const carol = (await signedInAccount(server, { name: 'carol', email: 'carol@example.com' })).client;
    for (let i = 0; i < SUGGESTION_LIMITS.perDay; i += 1)
      expect((await carol.post('/api/listings/suggestions', { ...VALID_SUGGESTION, title: `Idea ${i}` })).status).toBe(
        201,
      );
    const refused = await carol.post('/api/listings/suggestions', VALID_SUGGESTION);
    expect(refused.status).toBe(429);
    expect((refused.body as { message: string }).message).toBe(SUGGESTION_MESSAGES.tooMany);
    const mine = ((await carol.get('/api/listings/suggestions')).body as MySuggestions).suggestions;
    expect(mine.map((item: MySuggestion) => item.title).sort()).toEqual([
      'Idea 0',
      'Idea 1',
      'Idea 2',
      'Idea 3',
      'Idea 4',
    ]);
  });

  it('needs a session', async () => {
    const response = await fetch(`${server.url}/api/listings/suggestions`);
    expect(response.status).toBe(401);
  });
});
