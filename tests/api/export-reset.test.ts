import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '#server/content/load-catalogue.js';
import { typedCatalogue } from '#server/content/typed-catalogue.js';
import type { ProgressResponse } from '#shared/api/user-items.js';
import { itemIds } from '#shared/item-ids.js';
import { signedInAccount, type SignedInAccount } from '#harness/accounts.js';
import { testEngines } from '#harness/databases.js';
import { TestClient } from '#harness/http.js';
import { startTestServer, type TestServer } from '#harness/test-server.js';

const engines = await testEngines();
const content = typedCatalogue(await loadCatalogue('content'));
const linksOf = (slug: string) =>
  content.topics
    .find((topic) => topic.slug === slug)!
    .sections.flatMap((section) => section.links.map((link) => ({ id: itemIds.link(slug, link.id), link })));
const frontEnd = linksOf('front-end');
const devops = linksOf('devops');
const book = content.books[0]!;
const NOTE =
  '# not a heading\n<script>alert(1)</script> see https://docs.docker.com\nFront-End tips from priya.sharma@example.in: use snake_case, not *bold*';

describe.each(engines)('download my data (JSON and Markdown) and reset progress on %s', (engine) => {
  let server: TestServer;
  let ada: SignedInAccount;
  let bob: SignedInAccount;
  const tick = (who: TestClient, itemId: string) => who.put('/api/progress', { itemId, done: true });
  const progressOf = async (who: TestClient) => (await who.get('/api/progress')).body as ProgressResponse;

  beforeAll(async () => {
    server = await startTestServer(engine);
    ada = await signedInAccount(server, { name: 'Ada', email: `ada.lovelace_${engine}@example.in` });
    bob = await signedInAccount(server, { name: 'Bob' });
    for (const { id } of [...frontEnd.slice(0, 3), ...devops.slice(0, 2)]) await tick(ada.client, id);
    await tick(bob.client, frontEnd[0]!.id);
    await ada.client.put('/api/saved', { itemId: itemIds.book(book.id), saved: true });
    await ada.client.put('/api/notes', {
      itemId: devops[0]!.id,
      text: NOTE,
      baseVersion: 0,
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('exports JSON whose progress, saved items and notes are exactly what the database holds', async () => {
    const answer = await ada.client.get('/api/account/export');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="studyhub-data-[\d-]+\.json"$/);
    const sections = (answer.body as { sections: Record<string, Array<Record<string, unknown>>> }).sections;
    const db = server.db;
    const progress = await db.selectFrom('user_progress').selectAll().where('user_id', '=', ada.userId).execute();
    const saved = await db.selectFrom('user_saved_items').selectAll().where('user_id', '=', ada.userId).execute();
    const notes = await db.selectFrom('user_notes').selectAll().where('user_id', '=', ada.userId).execute();
    const iso = (ms: number) => new Date(ms).toISOString();
    expect(sections.progress!.map((entry) => [entry.itemId, entry.done, entry.updatedAt]).sort()).toEqual(
      progress.map((row) => [row.item_id, row.done === 1, iso(row.updated_at)]).sort(),
    );
    expect(sections.savedItems).toEqual(saved.map((row) => ({ itemId: row.item_id, savedAt: iso(row.saved_at) })));
    expect(sections.notes).toEqual(
      notes.map((row) => ({ itemId: row.item_id, text: row.text, updatedAt: iso(row.updated_at) })),
    );
    expect(sections.progress).toHaveLength(5);
  });

  it('exports a readable Markdown file: progress by page, saved items and notes with today’s titles and addresses, nothing made HTML', async () => {
    const answer = await ada.client.get('/api/account/export?format=markdown');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toMatch(/filename="studyhub-data-[\d-]+\.md"$/);
    const markdown = answer.body as string;
    expect(markdown).toMatch(/^# My StudyHub data\n/);
    expect(markdown).toContain(`for Ada (${ada.email}).`);
    expect(markdown).toContain('### Front-End Development (3 done)');
    expect(markdown).toContain('### DevOps (2 done)');
    for (const { link } of [...frontEnd.slice(0, 3), ...devops.slice(0, 2)])
      expect(markdown).toContain(`- [x] [${link.title}](<${link.url}>)`);
    expect(markdown).toContain(`\n- [${book.title}](<${book.downloadLink}>) (Top 1%), saved 20`);
    expect(markdown).toContain(`### [${devops[0]!.link.title}](<${devops[0]!.link.url}>) (DevOps)`);
    expect(markdown).toContain(
      [
        '> \\# not a heading',
        '> \\<script>alert(1)\\</script> see https://docs.docker.com',
        '> Front-End tips from priya.sharma@example.in: use snake_case, not \\*bold\\*',
      ].join('\n'),
    );
    // No backslash in plain words (before a letter, digit, '.', '-', '@' or '_')...
    expect(markdown).not.toMatch(/\\[\p{L}\p{N}.@_-]/u);
    // ...and every '<' is escaped, except where it opens a link's address: nothing becomes HTML.
    expect(markdown.match(/(?<!\\|\]\()</g)).toBeNull();
  });

  it('refuses an unknown export format with 400', async () => {
    const answer = await ada.client.get('/api/account/export?format=pdf');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 'invalid_query', message: "format must be 'json' or 'markdown'." });
  });

  it("resets one page's progress: that page only, that user only", async () => {
    const answer = await ada.client.post('/api/progress/reset', { page: 'front-end' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ cleared: 3 });
    const after = await progressOf(ada.client);
    expect(after.done.sort()).toEqual(
      devops
        .slice(0, 2)
        .map((entry) => entry.id)
        .sort(),
    );
    expect(after.pages.map((page) => page.page)).toEqual(['devops']);
    const rows = await server.db.selectFrom('user_progress').select('page').where('user_id', '=', ada.userId).execute();
    expect(rows.every((row) => row.page === 'devops')).toBe(true);
    expect((await progressOf(bob.client)).done).toEqual([frontEnd[0]!.id]);
  });

  it('resets all progress, keeping saved items and notes', async () => {
    expect((await ada.client.post('/api/progress/reset', {})).body).toEqual({ cleared: 2 });
    expect(await progressOf(ada.client)).toEqual({ done: [], pages: [] });
    expect(((await ada.client.get('/api/saved')).body as { items: unknown[] }).items).toHaveLength(1);
    expect(((await ada.client.get('/api/notes')).body as { notes: unknown[] }).notes).toHaveLength(1);
    expect((await progressOf(bob.client)).done).toHaveLength(1);
  });

  it('answers 404 for a page without study links, 400 for bad bodies and 401 signed out', async () => {
    expect((await ada.client.post('/api/progress/reset', { page: 'books' })).status).toBe(404);
    expect((await ada.client.post('/api/progress/reset', { page: 'no-such-page' })).body).toMatchObject({
      code: 'unknown_page',
    });
    expect((await ada.client.post('/api/progress/reset', { page: '../etc' })).status).toBe(400);
    expect((await ada.client.post('/api/progress/reset', { page: 'front-end', all: true })).status).toBe(400);
    expect((await new TestClient(server.url).post('/api/progress/reset', {})).status).toBe(401);
  });
});
