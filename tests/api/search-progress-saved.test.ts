import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '#server/content/load-catalogue.js';
import { typedCatalogue } from '#server/content/typed-catalogue.js';
import type { ProgressResponse, SavedResponse } from '#shared/api/user-items.js';
import type { SearchResponse } from '#shared/api/search.js';
import { itemIds } from '#shared/item-ids.js';
import { testEngines } from '#harness/databases.js';
import { signedInAccount } from '#harness/accounts.js';
import { TestClient } from '#harness/http.js';
import { startTestServer, type TestServer } from '#harness/test-server.js';

const engines = await testEngines();
const content = typedCatalogue(await loadCatalogue('content'));
const frontEnd = content.topics.find((topic) => topic.slug === 'front-end')!;
const frontEndLinks = frontEnd.sections.flatMap((section) =>
  section.links.map((link) => itemIds.link('front-end', link.id)),
);

describe.each(engines)('search everything, progress and saved items on %s', (engine) => {
  let server: TestServer;
  let ada: TestClient;
  let bob: TestClient;
  const account = async (name: string) =>
    (await signedInAccount(server, { name, email: `${name}@example.com` })).client;
  const search = async (q: string, who = ada) =>
    (await who.get(`/api/search?q=${encodeURIComponent(q)}`)).body as SearchResponse;

  beforeAll(async () => {
    server = await startTestServer(engine);
    [ada, bob] = [await account('ada'), await account('bob')];
  });
  afterAll(async () => {
    await server?.close();
  });

  describe('GET /api/search', () => {
    it("finds React resources for the typo 'reakt'", async () => {
      const result = await search('reakt');
      const titles = result.groups.flatMap((group) => group.hits.map((hit) => hit.title));
      expect(titles.slice(0, 5).some((title) => /react/i.test(title))).toBe(true);
    });

    it.each([
      ['dokcer', /docker/i, 'two letters swapped'],
      ['pyhton', /python/i, 'two letters swapped'],
      ['javascirpt', /javascript/i, 'two letters swapped'],
      ['kubernets', /kubernetes/i, 'a missing letter'],
      ['dockerr', /docker/i, 'an extra letter'],
      ['kuber', /kubernetes/i, 'a prefix while typing'],
    ])("forgives '%s': the first hit is about %s (%s)", async (q, subject) => {
      const first = (await search(q)).groups[0]!.hits[0]!;
      expect(first.title).toMatch(subject);
    });

    it("ranks internships first for 'intern'", async () => {
      const result = await search('intern');
      expect(result.groups[0]).toMatchObject({ kind: 'internship', label: 'Internships' });
      expect(result.groups[0]!.hits[0]).toMatchObject({
        route: '/internship',
        anchor: expect.stringMatching(/^internship-/),
      });
    });

    it.each([
      ['docker', 'link', '/devops'],
      ['meditations', 'book', '/books'],
      ['copilot', 'tool', '/tool-1'],
      ['hacktoberfest', 'hackathon', '/hackathon'],
      ['install git', 'install', '/soft-install'],
    ])("finds '%s' as a %s on %s", async (q, kind, route) => {
      const hits = (await search(q)).groups.flatMap((group) => group.hits);
      expect(hits.find((hit) => hit.kind === kind)).toMatchObject({ route });
    });

    it('groups results by kind with at most 6 per group, each with its page and anchor', async () => {
      const result = await search('git');
      expect(result.total).toBeGreaterThan(5);
      for (const group of result.groups) {
        expect(group.hits.length).toBeLessThanOrEqual(6);
        for (const hit of group.hits) expect(hit.kind).toBe(group.kind);
      }
      expect(new Set(result.groups.map((group) => group.kind)).size).toBe(result.groups.length);
    });

    it('answers 400 for an empty or over-long query and 401 signed out', async () => {
      expect((await ada.get('/api/search?q=')).status).toBe(400);
      expect((await ada.get('/api/search?q=%20%20')).status).toBe(400);
      expect((await ada.get(`/api/search?q=${'a'.repeat(101)}`)).status).toBe(400);
      expect((await new TestClient(server.url).get('/api/search?q=git')).status).toBe(401);
    });
  });

  describe('progress', () => {
    const tick = (who: TestClient, itemId: string, done: boolean) => who.put('/api/progress', { itemId, done });

    it('stores ticks per user, idempotently, and reports done / total per page', async () => {
      for (const id of frontEndLinks.slice(0, 3)) expect((await tick(ada, id, true)).status).toBe(200);
      expect((await tick(ada, frontEndLinks[0]!, true)).status).toBe(200); // again: no double count
      const progress = (await ada.get('/api/progress')).body as ProgressResponse;
      expect(progress.done.sort()).toEqual(frontEndLinks.slice(0, 3).sort());
      expect(progress.pages[0]).toMatchObject({
        page: 'front-end',
        title: frontEnd.title,
        route: '/front-end',
        done: 3,
        total: frontEndLinks.length,
      });
      // Bob sees none of Ada's progress.
      expect((await bob.get('/api/progress')).body).toEqual({ done: [], pages: [] });
    });

    it('unticks, keeping the page as recently touched', async () => {
      await tick(ada, frontEndLinks[1]!, false);
      const progress = (await ada.get('/api/progress')).body as ProgressResponse;
      expect(progress.done).not.toContain(frontEndLinks[1]);
      expect(progress.pages[0]).toMatchObject({ page: 'front-end', done: 2 });
    });

    it('lists the most recently touched page first', async () => {
      const devopsLink = itemIds.link(
        'devops',
        content.topics.find((t) => t.slug === 'devops')!.sections[0]!.links[0]!.id,
      );
      await new Promise((resolve) => setTimeout(resolve, 5));
      await tick(ada, devopsLink, true);
      const progress = (await ada.get('/api/progress')).body as ProgressResponse;
      expect(progress.pages.map((page) => page.page)).toEqual(['devops', 'front-end']);
    });

    it('answers 404 for unknown ids and 400 for bad bodies', async () => {
      expect((await tick(ada, 'link:front-end/no-such-link', true)).status).toBe(404);
      expect((await tick(ada, itemIds.book(content.books[0]!.id), true)).status).toBe(404); // not a study link
      expect((await ada.put('/api/progress', { itemId: frontEndLinks[0], done: 'yes' })).status).toBe(400);
      expect((await ada.put('/api/progress', { itemId: "x'; drop table users;--", done: true })).status).toBe(400);
      expect((await new TestClient(server.url).get('/api/progress')).status).toBe(401);
    });
  });

  describe('saved items', () => {
    const save = (who: TestClient, itemId: string, saved: boolean) => who.put('/api/saved', { itemId, saved });
    const book = itemIds.book(content.books[0]!.id);
    const tool = itemIds.tool(1, content.tools[0]!.tools[0]!.id);

    it('saves per user, idempotently, and describes items with today’s titles', async () => {
      expect((await save(ada, book, true)).status).toBe(200);
      expect((await save(ada, book, true)).status).toBe(200);
      expect((await save(ada, tool, true)).status).toBe(200);
      const items = ((await ada.get('/api/saved')).body as SavedResponse).items;
      expect(items.map((item) => item.itemId).sort()).toEqual([book, tool].sort());
      expect(items.find((item) => item.itemId === book)).toMatchObject({
        kind: 'book',
        title: content.books[0]!.title,
        route: '/books',
      });
      expect(((await bob.get('/api/saved')).body as SavedResponse).items).toEqual([]);
    });

    it('removes, and answers 404 for unknown or unsavable ids', async () => {
      expect((await save(ada, tool, false)).status).toBe(200);
      expect((await save(ada, tool, false)).status).toBe(200);
      expect(((await ada.get('/api/saved')).body as SavedResponse).items.map((item) => item.itemId)).toEqual([book]);
      expect((await save(ada, 'book:not-a-book', true)).status).toBe(404);
      expect((await save(ada, itemIds.topic('front-end'), true)).status).toBe(404);
      expect((await new TestClient(server.url).get('/api/saved')).status).toBe(401);
    });

    it('drops an item that is no longer in the content without an error', async () => {
      const userId = (await server.services.users.findByEmail('ada@example.com'))!.id;
      await server.db
        .insertInto('user_saved_items')
        .values({ user_id: userId, item_id: 'book:removed-from-content', saved_at: Date.now() })
        .execute();
      const response = await ada.get('/api/saved');
      expect(response.status).toBe(200);
      expect((response.body as SavedResponse).items.map((item) => item.itemId)).toEqual([book]);
    });
  });
});
