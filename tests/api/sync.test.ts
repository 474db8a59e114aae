import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '#server/content/load-catalogue.js';
import { typedCatalogue } from '#server/content/typed-catalogue.js';
import type { ItemChange, SyncResponse } from '#shared/api/sync.js';
import type { ProgressResponse, SavedResponse } from '#shared/api/user-items.js';
import { itemIds } from '#shared/item-ids.js';
import { signedInAccount } from '#harness/accounts.js';
import { testEngines } from '#harness/databases.js';
import { TestClient } from '#harness/http.js';
import { startTestServer, type TestServer } from '#harness/test-server.js';

const engines = await testEngines();
const content = typedCatalogue(await loadCatalogue('content'));
const frontEnd = content.topics.find((topic) => topic.slug === 'front-end')!;
const [linkA, linkB] = frontEnd.sections
  .flatMap((section) => section.links.map((link) => itemIds.link('front-end', link.id)))
  .slice(0, 2) as [string, string];
const book = itemIds.book(content.books[0]!.id);

const change = (kind: ItemChange['kind'], itemId: string, value: boolean, changedAt: number): ItemChange => ({
  changeId: randomUUID(),
  kind,
  itemId,
  value,
  changedAt,
});

describe.each(engines)('POST /api/sync (offline changes) on %s', (engine) => {
  let server: TestServer;
  let ada: TestClient;
  let names = 0;
  const fresh = async () => {
    names += 1;
    return (await signedInAccount(server, { name: `sync${names}`, email: `sync${names}@example.com` })).client;
  };
  const sync = async (who: TestClient, changes: ItemChange[]) => {
    const response = await who.post('/api/sync', { changes });
    expect(response.status).toBe(200);
    return (response.body as SyncResponse).results.map((result) => result.outcome);
  };
  const done = async (who: TestClient) => ((await who.get('/api/progress')).body as ProgressResponse).done.sort();
  const saved = async (who: TestClient) =>
    ((await who.get('/api/saved')).body as SavedResponse).items.map((item) => item.itemId);

  beforeAll(async () => {
    server = await startTestServer(engine);
    ada = await fresh();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('applies ticks and bookmarks made offline; the same changes sent again change nothing', async () => {
    const now = Date.now();
    const changes = [change('progress', linkA, true, now - 3000), change('progress', linkB, true, now - 2000)];
    changes.push(change('saved', book, true, now - 1000));
    expect(await sync(ada, changes)).toEqual(['applied', 'applied', 'applied']);
    expect(await done(ada)).toEqual([linkA, linkB].sort());
    expect(await saved(ada)).toEqual([book]);

    expect(await sync(ada, changes)).toEqual(['duplicate', 'duplicate', 'duplicate']);
    expect(await done(ada)).toEqual([linkA, linkB].sort());
    expect(await saved(ada)).toEqual([book]);
  });

  it('keeps the change made last, whichever device sends first', async () => {
    const who = await fresh();
    const now = Date.now();
    const laptopLater = change('progress', linkA, false, now - 1000);
    const phoneEarlier = change('progress', linkA, true, now - 5000);
    expect(await sync(who, [laptopLater])).toEqual(['applied']);
    expect(await sync(who, [phoneEarlier])).toEqual(['superseded']);
    expect(await done(who)).toEqual([]);
    // Replaying the superseded change is still a no-op; a newer one wins.
    expect(await sync(who, [phoneEarlier])).toEqual(['superseded']);
    expect(await sync(who, [change('progress', linkA, true, now - 500)])).toEqual(['applied']);
    expect(await done(who)).toEqual([linkA]);
  });

  it('an online change (PUT) beats an offline one made before it and sent after it', async () => {
    const who = await fresh();
    const offline = change('saved', book, true, Date.now() - 60_000);
    expect((await who.put('/api/saved', { itemId: book, saved: false })).status).toBe(200);
    expect(await sync(who, [offline])).toEqual(['superseded']);
    expect(await saved(who)).toEqual([]);
  });

  it('a device clock running ahead cannot make its change win forever', async () => {
    const who = await fresh();
    const future = change('progress', linkB, true, Date.now() + 365 * 24 * 3600_000);
    expect(await sync(who, [future])).toEqual(['applied']);
    expect((await who.put('/api/progress', { itemId: linkB, done: false })).status).toBe(200);
    expect(await done(who)).toEqual([]);
  });

  it('drops changes for items not in the catalogue, and applies the others', async () => {
    const who = await fresh();
    const now = Date.now();
    const outcomes = await sync(who, [
      change('progress', 'link:front-end/removed-long-ago', true, now),
      change('saved', 'book:no-such-book', true, now),
      change('saved', itemIds.topic('front-end'), true, now), // topics are not savable
      change('progress', linkA, true, now),
    ]);
    expect(outcomes).toEqual(['unknown_item', 'unknown_item', 'unknown_item', 'applied']);
    expect(await done(who)).toEqual([linkA]);
  });

  it('keeps each account to its own items', async () => {
    const other = await fresh();
    expect(await sync(other, [change('progress', linkB, true, Date.now())])).toEqual(['applied']);
    expect(await done(ada)).toEqual([linkA, linkB].sort());
    expect(await done(other)).toEqual([linkB]);
  });

  it('answers 400 with a message for bad bodies and 401 signed out', async () => {
    const valid = change('progress', linkA, true, Date.now());
    for (const body of [
      {},
      { changes: [] },
      { changes: [{ ...valid, changeId: 'short' }] },
      { changes: [{ ...valid, kind: 'notes' }] },
      { changes: [{ ...valid, changedAt: -1 }] },
      { changes: [{ ...valid, changedAt: 1.5 }] },
      { changes: [{ ...valid, value: 'yes' }] },
      { changes: [{ ...valid, extra: 1 }] },
      { changes: Array.from({ length: 51 }, () => ({ ...valid, changeId: randomUUID() })) },
    ]) {
      const response = await ada.post('/api/sync', body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.body).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
    expect((await new TestClient(server.url).post('/api/sync', { changes: [valid] })).status).toBe(401);
  });
});
