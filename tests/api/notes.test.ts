import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '#server/content/load-catalogue.js';
import { typedCatalogue } from '#server/content/typed-catalogue.js';
import { NOTE_MAX, NOTE_MESSAGES, type Note, type NotesResponse } from '#shared/api/notes.js';
import type { SearchResponse } from '#shared/api/search.js';
import { itemIds } from '#shared/item-ids.js';
import { signedInAccount } from '#harness/accounts.js';
import { testEngines } from '#harness/databases.js';
import { TestClient } from '#harness/http.js';
import { startTestServer, type TestServer } from '#harness/test-server.js';

const engines = await testEngines();
const content = typedCatalogue(await loadCatalogue('content'));
const devops = content.topics.find((topic) => topic.slug === 'devops')!;
const dockerSection = devops.sections.find((section) => section.id === 'containers-and-docker')!;
const linkId = itemIds.link('devops', dockerSection.links[0]!.id);
const sectionId = itemIds.section('devops', dockerSection.id);
const bookId = itemIds.book(content.books[0]!.id);
const toolId = itemIds.tool(1, 'github-copilot');

describe.each(engines)('notes on %s', (engine) => {
  let server: TestServer;
  let ada: TestClient;
  let bob: TestClient;
  const put = (who: TestClient, itemId: string, text: string, baseVersion: number) =>
    who.put('/api/notes', { itemId, text, baseVersion });
  const notesOf = async (who: TestClient) => ((await who.get('/api/notes')).body as NotesResponse).notes;
  const rowsOf = (userId: string) =>
    server.db.selectFrom('user_notes').selectAll().where('user_id', '=', userId).execute();
  let adaId: string;

  beforeAll(async () => {
    server = await startTestServer(engine);
    const a = await signedInAccount(server, { name: 'Ada' });
    adaId = a.userId;
    ada = a.client;
    bob = (await signedInAccount(server, { name: 'Bob' })).client;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('creates, reads, edits and removes a note on a study link, with its item described', async () => {
    const created = await put(ada, linkId, 'Watch at 1.5x.\nhttps://docs.docker.com is the reference', 0);
    expect(created.status).toBe(200);
    const note = (created.body as { note: Note }).note;
    expect(note).toMatchObject({
      itemId: linkId,
      version: 1,
      kind: 'link',
      title: dockerSection.links[0]!.title,
      route: '/devops',
      anchor: linkId.replace(/[:/]/g, '-'),
      pageTitle: 'DevOps',
    });
    expect(await notesOf(ada)).toEqual([note]);

    const edited = await put(ada, linkId, 'Watched: good on layers.', 1);
    expect((edited.body as { note: Note }).note).toMatchObject({ text: 'Watched: good on layers.', version: 2 });
    const [row] = await rowsOf(adaId);
    expect(row).toMatchObject({ item_id: linkId, text: 'Watched: good on layers.', version: 2 });

    expect((await put(ada, linkId, '   ', 2)).body).toEqual({ note: null });
    expect(await notesOf(ada)).toEqual([]);
    expect(await rowsOf(adaId)).toEqual([]);
  });

  it('takes notes on sections, tools and books; A never sees B’s', async () => {
    for (const [id, text] of [
      [sectionId, 'Containers: revise namespaces'],
      [toolId, 'Copilot is free for students'],
      [bookId, 'Read one chapter a week'],
    ] as const)
      expect((await put(ada, id, text, 0)).status).toBe(200);
    expect((await notesOf(ada)).map((note) => note.itemId).sort()).toEqual([bookId, sectionId, toolId].sort());
    expect(await notesOf(bob)).toEqual([]);
    // Bob writing on the same item makes his own note and leaves Ada's alone.
    expect((await put(bob, bookId, 'Bob’s own note', 0)).status).toBe(200);
    expect((await notesOf(ada)).find((note) => note.itemId === bookId)?.text).toBe('Read one chapter a week');
    // Bob cannot change Ada's note by naming its version either: his write is about his own row.
    expect((await put(bob, sectionId, 'overwrite?', 1)).status).toBe(409);
    expect((await notesOf(ada)).find((note) => note.itemId === sectionId)?.text).toBe('Containers: revise namespaces');
  });

  it('tells the earlier tab its text is out of date instead of overwriting; the later save wins', async () => {
    const itemId = itemIds.hackathon(content.hackathons[0]!.id);
    await put(ada, itemId, 'first', 0);
    // Two tabs opened at version 1: tab A saves, then tab B's save from version 1 is refused.
    expect((await put(ada, itemId, 'from tab A', 1)).status).toBe(200);
    const stale = await put(ada, itemId, 'from tab B', 1);
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      code: 'note_out_of_date',
      message: NOTE_MESSAGES.outOfDate,
      current: { text: 'from tab A', version: 2 },
    });
    // Tab B, told, saves again from the version it was shown: the later save wins.
    expect((await put(ada, itemId, 'from tab B', 2)).status).toBe(200);
    expect((await notesOf(ada)).find((note) => note.itemId === itemId)?.text).toBe('from tab B');
    // A second "new note" from a tab that never saw the first is refused too.
    expect((await put(ada, itemId, 'another new note', 0)).status).toBe(409);
  });

  it('lets exactly one of two concurrent saves from the same version land', async () => {
    const itemId = itemIds.project(content.projects[0]!.id);
    await put(ada, itemId, 'start', 0);
    const answers = await Promise.all([put(ada, itemId, 'one', 1), put(ada, itemId, 'two', 1)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });

  it('keeps up to 10,000 characters with line breaks, also in Hindi', async () => {
    const itemId = itemIds.internship(content.internships[0]!.id);
    const hindi = 'नोट्स\n'.repeat(NOTE_MAX / 6).padEnd(NOTE_MAX, 'क');
    expect(hindi.length).toBe(NOTE_MAX);
    expect((await put(ada, itemId, hindi, 0)).status).toBe(200);
    expect((await notesOf(ada)).find((note) => note.itemId === itemId)?.text).toBe(hindi);
  });

  it.each([
    ['over 10,000 characters', 'a'.repeat(NOTE_MAX + 1), NOTE_MESSAGES.tooLong],
    ['a NUL character', 'bad\u0000note', NOTE_MESSAGES.notAllowed],
    ['an escape character', 'bad\u001b[31mred', NOTE_MESSAGES.notAllowed],
    ['a right-to-left override', 'invoice\u202Etxt.exe', NOTE_MESSAGES.notAllowed],
    ['a bidi isolate', 'left\u2067right\u2069', NOTE_MESSAGES.notAllowed],
  ])('refuses %s with 400 and a message, storing nothing', async (_name, text, message) => {
    const itemId = itemIds.book(content.books[1]!.id);
    const answer = await put(ada, itemId, text, 0);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 'invalid_body', message });
    expect((await rowsOf(adaId)).some((row) => row.item_id === itemId)).toBe(false);
  });

  it('answers 404 for unknown items and items notes are not for, 400 for bad bodies, 401 signed out', async () => {
    expect((await put(ada, 'link:devops/no-such-link', 'x', 0)).status).toBe(404);
    expect((await put(ada, 'topic:devops', 'x', 0)).body).toMatchObject({ code: 'unknown_item' });
    expect((await put(ada, 'install:git', 'x', 0)).status).toBe(404);
    expect((await ada.put('/api/notes', { itemId: linkId, text: 'x' })).status).toBe(400);
    expect((await ada.put('/api/notes', { itemId: linkId, text: 'x', baseVersion: -1 })).status).toBe(400);
    expect((await ada.put('/api/notes', { itemId: linkId, text: 5, baseVersion: 0 })).status).toBe(400);
    expect((await ada.put('/api/notes', { itemId: linkId, text: 'x', baseVersion: 0, extra: 1 })).status).toBe(400);
    const signedOut = new TestClient(server.url);
    expect((await signedOut.get('/api/notes')).status).toBe(401);
    expect((await signedOut.put('/api/notes', { itemId: linkId, text: 'x', baseVersion: 0 })).status).toBe(401);
  });

  it('finds your own notes in search everything (typos forgiven), never anyone else’s', async () => {
    await put(bob, linkId, 'kubernetes zanzibar plan of bob', 0);
    await put(ada, linkId, 'revise kubernetes pods before the interview', 0);
    const search = async (who: TestClient, q: string) =>
      (await who.get(`/api/search?q=${encodeURIComponent(q)}`)).body as SearchResponse;

    const adaResult = await search(ada, 'interveiw');
    expect(adaResult.groups[0]).toMatchObject({ kind: 'note', label: 'My notes' });
    expect(adaResult.groups[0]!.hits).toEqual([
      expect.objectContaining({
        id: `note:${linkId}`,
        kind: 'note',
        snippet: 'revise kubernetes pods before the interview',
        route: '/devops',
        anchor: linkId.replace(/[:/]/g, '-'),
      }),
    ]);
    const bobNotes = (await search(bob, 'interview')).groups.find((group) => group.kind === 'note');
    expect(bobNotes).toBeUndefined();
    const adaSecret = (await search(ada, 'zanzibar')).groups.find((group) => group.kind === 'note');
    expect(adaSecret).toBeUndefined();
    const bobOwn = (await search(bob, 'zanzibar')).groups.find((group) => group.kind === 'note');
    expect(bobOwn?.hits.map((hit) => hit.snippet)).toEqual(['kubernetes zanzibar plan of bob']);
  });
});
