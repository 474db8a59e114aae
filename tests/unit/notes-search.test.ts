import { describe, expect, it } from 'vitest';
import { createNotesSearch } from '#server/notes/notes-search.js';
import { BUILD_CHUNK_CHARACTERS } from '#server/search/catalogue-index.js';
import { createVocabulary } from '#server/search/typo-correction.js';
import type { Note } from '#shared/api/notes.js';

const note = (itemId: string, text: string, version = 1, title = `Item ${itemId}`): Note => ({
  itemId,
  text,
  version,
  updatedAt: version,
  kind: 'book',
  title,
  route: '/books',
  anchor: itemId,
  pageTitle: 'Books',
});

/** One user's notes in memory with the revision every landed write bumps, as the repository keeps them. */
function notesOfOneUser(initial: Note[]) {
  let notes = initial;
  let revision = 1;
  let reads = 0;
  const registry = { generation: 0 };
  const search = createNotesSearch({
    repository: { revision: async () => revision },
    registry,
    list: async () => {
      reads++;
      return notes;
    },
  });
  return {
    search: (query: string) => search.search('ada', query, 10).then((hits) => hits.map((hit) => hit.id)),
    write(next: Note[]) {
      notes = next;
      revision++;
    },
    registry,
    get reads() {
      return reads;
    },
    /** The index kept under the current stamp, if any. */
    kept: () => search.cache.get('ada', `${revision}/${registry.generation}`)?.index,
  };
}

describe("search over one's own notes, kept between searches", () => {
  it('after an edit, a deletion and a new note answers exactly as a fresh build of the same notes would', async () => {
    const start = [note('a', 'docker compose volumes'), note('b', 'kubernetes pods'), note('c', 'react hooks')];
    const user = notesOfOneUser(start);
    expect(await user.search('docker')).toEqual(['note:a']);
    const after = [note('a', 'python generators', 2), note('b', 'kubernetes pods'), note('d', 'docker networks')];
    user.write(after);
    const fresh = notesOfOneUser(after);
    for (const query of ['docker', 'dokcer', 'python', 'pyhton', 'react', 'kubernetes pods', 'networks'])
      expect(await user.search(query), query).toEqual(await fresh.search(query));
    expect(await user.search('docker')).toEqual(['note:d']);
    expect(await user.search('react')).toEqual([]);
  });

  it('updates the kept index in place, reads the notes once per revision, and rebuilds under a new generation', async () => {
    const user = notesOfOneUser([note('a', 'docker compose'), note('b', 'kubernetes pods')]);
    await user.search('docker');
    await user.search('kubernetes');
    expect(user.reads).toBe(1);
    const built = user.kept();
    expect(built).toBeDefined();

    user.write([note('a', 'docker compose'), note('b', 'helm charts', 2)]);
    expect(await user.search('helm')).toEqual(['note:b']);
    expect(await user.search('kubernetes')).toEqual([]);
    expect(user.reads).toBe(2);
    expect(user.kept()).toBe(built);

    // Listings swapped into the registry may rename items: every title is read and indexed anew.
    user.registry.generation++;
    user.write([note('a', 'docker compose', 1, 'Renamed item')]);
    expect(await user.search('renamed')).toEqual(['note:a']);
    expect(user.kept()).not.toBe(built);
  });

  it('answers nothing once the last note is deleted', async () => {
    const user = notesOfOneUser([note('a', 'docker compose')]);
    expect(await user.search('docker')).toEqual(['note:a']);
    user.write([]);
    expect(await user.search('docker')).toEqual([]);
    expect(user.kept()).toBeUndefined();
  });
});

describe("a heavy user's notes index is built and updated in chunks", () => {
  const words = ['docker', 'kubernetes', 'react', 'python', 'generators', 'pointers', 'graphs', 'heaps'];
  // Long notes (3,000 characters each), as a heavy user writes them.
  const many = (count: number, version = 1) =>
    Array.from({ length: count }, (_, i) =>
      note(
        `n${i}`,
        `${words[i % words.length]} ${words[(i * 3) % words.length]} notes number ${i} `.padEnd(3_000, 'revise '),
        version,
      ),
    );
  const chunks = (notes: Note[]) =>
    Math.ceil(notes.reduce((sum, each) => sum + each.text.length, 0) / BUILD_CHUNK_CHARACTERS);

  it('pauses between chunks of at most BUILD_CHUNK_CHARACTERS, on the first build and on an update, and answers as a fresh build', async () => {
    let notes = many(100);
    let revision = 1;
    let pauses = 0;
    const search = createNotesSearch({
      repository: { revision: async () => revision },
      registry: { generation: 0 },
      list: async () => notes,
      pause: async () => {
        pauses++;
      },
    });
    const ids = async (query: string) => (await search.search('ada', query, 100)).map((hit) => hit.id);
    expect(await ids('pointers')).toHaveLength(notes.filter((each) => each.text.includes('pointers')).length);
    expect(pauses).toBeGreaterThanOrEqual(chunks(notes));

    pauses = 0;
    notes = [...many(40, 2).map((each) => ({ ...each, text: `edited ${each.text}` })), ...notes.slice(40)];
    revision++;
    const fresh = createNotesSearch({
      repository: { revision: async () => 1 },
      registry: { generation: 0 },
      list: async () => notes,
    });
    for (const query of ['pointers', 'edited', 'pyhton', 'graphs heaps'])
      // The same notes found (equal scores may come in another order: notes indexed in another order).
      expect((await ids(query)).sort(), query).toEqual(
        (await fresh.search('ada', query, 100)).map((hit) => hit.id).sort(),
      );
    expect(pauses).toBeGreaterThanOrEqual(chunks(notes.slice(0, 40)));
  });
});

describe('the vocabulary documents join and leave', () => {
  it('knows and corrects exactly as one built from the documents that remain', () => {
    const docs = [
      ['docker', 'compose', 'volumes'],
      ['kubernetes', 'pods', 'docker'],
      ['react', 'hooks'],
    ];
    const growing = createVocabulary(docs);
    growing.settle();
    growing.remove(docs[1]!);
    growing.add(['python', 'generators']);
    const fresh = createVocabulary([docs[0]!, docs[2]!, ['python', 'generators']]);
    for (const word of ['dokcer', 'kubernetes', 'kube', 'pyhton', 'genrators', 'pods', 'docker', 'hoks'])
      expect([growing.knows(word), growing.correct(word)], word).toEqual([fresh.knows(word), fresh.correct(word)]);
    expect(growing.knows('kube')).toBe(false);
    expect(growing.correct('pyhton')).toBe('python');
  });
});
