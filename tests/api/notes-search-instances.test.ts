import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '#server/content/load-catalogue.js';
import { typedCatalogue } from '#server/content/typed-catalogue.js';
import type { Note } from '#shared/api/notes.js';
import type { SearchHit, SearchResponse } from '#shared/api/search.js';
import { itemIds } from '#shared/item-ids.js';
import { signedInAccount } from '#harness/accounts.js';
import { testEngines } from '#harness/databases.js';
import { TestClient } from '#harness/http.js';
import { closeTwoInstances, startTwoInstances, type TestServer } from '#harness/test-server.js';

const engines = await testEngines();
const content = typedCatalogue(await loadCatalogue('content'));
const devops = content.topics.find((topic) => topic.slug === 'devops')!;
const linkIds = devops.sections.flatMap((section) => section.links.map((link) => itemIds.link('devops', link.id)));
const bookId = itemIds.book(content.books[0]!.id);

/**
 * Each instance keeps every user's notes index between searches (decision 0030) and checks it
 * against the user's notes revision in the database on every search: a change made through one
 * instance is what the very next search on another instance finds, for its owner only.
 */
describe.each(engines)('search over own notes on two instances sharing one database on %s', (engine) => {
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => ({ a, b } = await startTwoInstances(engine)));
  afterAll(() => closeTwoInstances({ a, b }));

  const noteHits = async (who: TestClient, q: string): Promise<SearchHit[]> => {
    const answer = await who.get(`/api/search?q=${encodeURIComponent(q)}`);
    expect(answer.status).toBe(200);
    return (answer.body as SearchResponse).groups.find((group) => group.kind === 'note')?.hits ?? [];
  };
  const save = async (who: TestClient, itemId: string, text: string, baseVersion: number) => {
    const answer = await who.put('/api/notes', { itemId, text, baseVersion });
    expect(answer.status).toBe(200);
    return (answer.body as { note: Note | null }).note;
  };
  /** The user's notes revision as stored (no row: 0). */
  const revisionOf = async (userId: string) =>
    Number(
      (
        await a.db
          .selectFrom('user_notes_revisions')
          .select('revision')
          .where('user_id', '=', userId)
          .executeTakeFirst()
      )?.revision ?? 0,
    );

  it('a note saved, edited and deleted through A is what the next search through B finds, at once', async () => {
    const ada = await signedInAccount(a, { name: 'Ada' });
    const adaAtB = ada.client.at(b.url);
    // B builds and keeps Ada's index first (one older note), so what follows must not come from it.
    await save(ada.client, bookId, 'older note about quaternions', 0);
    expect((await noteHits(adaAtB, 'quaternions')).map((hit) => hit.id)).toEqual([`note:${bookId}`]);
    expect(await noteHits(adaAtB, 'zeppelin')).toEqual([]);

    for (const [round, itemId] of linkIds.slice(0, 4).entries()) {
      const created = await save(ada.client, itemId, `zeppelin round ${round} lighthouse`, 0);
      // Both instances at once, right after the save answered.
      const [atB, atA] = await Promise.all([noteHits(adaAtB, 'zeppelin'), noteHits(ada.client, 'zeppelin')]);
      expect(atB.map((hit) => hit.id)).toContain(`note:${itemId}`);
      expect(atA.map((hit) => hit.id)).toEqual(atB.map((hit) => hit.id));

      await save(ada.client, itemId, `walrus round ${round}`, created!.version);
      expect((await noteHits(adaAtB, 'walrus')).map((hit) => hit.snippet)).toContain(`walrus round ${round}`);
      expect((await noteHits(adaAtB, 'lighthouse')).map((hit) => hit.id)).not.toContain(`note:${itemId}`);

      expect(await save(ada.client, itemId, '', created!.version + 1)).toBeNull();
      expect((await noteHits(adaAtB, 'walrus')).map((hit) => hit.id)).not.toContain(`note:${itemId}`);
    }
    expect(await noteHits(adaAtB, 'walrus')).toEqual([]);
    expect(await noteHits(adaAtB, 'zeppelin')).toEqual([]);
    expect((await noteHits(adaAtB, 'quaternoins')).map((hit) => hit.snippet)).toEqual(['older note about quaternions']);
  });

  it('another user never finds them, on either instance, kept indexes or not', async () => {
    const ada = await signedInAccount(a, { name: 'Ada' });
    const bob = await signedInAccount(b, { name: 'Bob' });
    const bobAtA = bob.client.at(a.url);
    await save(bob.client, bookId, 'bob keeps a marmalade recipe', 0);
    expect(await noteHits(bob.client, 'marmalade')).toHaveLength(1);
    await save(ada.client, linkIds[0]!, 'ada marmalade secret', 0);
    expect((await noteHits(ada.client.at(b.url), 'marmalade')).map((hit) => hit.snippet)).toEqual([
      'ada marmalade secret',
    ]);
    for (const who of [bob.client, bobAtA])
      expect((await noteHits(who, 'marmalade')).map((hit) => hit.snippet)).toEqual(['bob keeps a marmalade recipe']);
  });

  it('counts every landed change in the revision, and no refused one', async () => {
    const ada = await signedInAccount(a, { name: 'Ada' });
    expect(await revisionOf(ada.userId)).toBe(0);
    const note = await save(ada.client, bookId, 'first', 0);
    expect(await revisionOf(ada.userId)).toBe(1);
    await save(ada.client.at(b.url), bookId, 'second', note!.version);
    expect(await revisionOf(ada.userId)).toBe(2);
    // From an outdated version: refused (409), nothing stored, nothing counted.
    expect((await ada.client.put('/api/notes', { itemId: bookId, text: 'third', baseVersion: 1 })).status).toBe(409);
    expect(await revisionOf(ada.userId)).toBe(2);
    await save(ada.client, bookId, '', 2);
    expect(await revisionOf(ada.userId)).toBe(3);
  });

  it('a listing renamed in the registry is searched under its new title, the notes unchanged', async () => {
    const ada = await signedInAccount(a, { name: 'Ada' });
    const listing = await a.db
      .selectFrom('listings')
      .select('slug')
      .where('kind', '=', 'hackathon')
      .where('status', '=', 'published')
      .executeTakeFirstOrThrow();
    const hackathonId = itemIds.hackathon(listing.slug);
    await save(ada.client, hackathonId, 'team up with the robotics club', 0);
    const adaAtB = ada.client.at(b.url);
    expect(await noteHits(adaAtB, 'robotics')).toHaveLength(1);
    const registry = b.catalogueServices.registry;
    const renamed = { ...registry.get(hackathonId)!, title: 'Nebula Cartography Jam' };
    registry.replaceKinds(['hackathon'], [renamed]);
    expect((await noteHits(adaAtB, 'nebula cartography')).map((hit) => hit.title)).toEqual(['Nebula Cartography Jam']);
  });

  it('after the account is deleted, its cookie searches nothing on either instance', async () => {
    const ada = await signedInAccount(a, { name: 'Ada' });
    const adaAtB = ada.client.at(b.url);
    await save(ada.client, bookId, 'a note about origami', 0);
    expect(await noteHits(adaAtB, 'origami')).toHaveLength(1);
    expect((await ada.client.delete('/api/account', { password: ada.password })).status).toBe(200);
    expect((await adaAtB.get('/api/search?q=origami')).status).toBe(401);
    expect(await revisionOf(ada.userId)).toBe(0);
  });
});
