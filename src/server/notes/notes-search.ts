import type { Note } from '#shared/api/notes.js';
import type { SearchHit } from '#shared/api/search.js';
import { buildCatalogueIndexInChunks, type CatalogueIndex, type Pause } from '#server/search/catalogue-index.js';
import type { ItemRegistry } from '#server/search/item-registry.js';
import type { SearchDocument, SearchKind } from '#shared/search-documents.js';
import { registerBoundedCache } from '#server/bounded-caches.js';
import { createNotesIndexCache, NOTES_INDEX_LIMITS, type NotesIndexCacheLimits } from './notes-index-cache.js';
import type { NotesRepository } from './notes-repository.js';

/**
 * One user's notes, indexed, with the registry generation their titles came from; null when they
 * have none (so a search costs no list read either).
 */
type NotesIndex = { index: CatalogueIndex; byId: Map<string, Note>; generation: number } | null;

const documentOf = (note: Note): SearchDocument => ({
  id: note.itemId,
  // The item's own kind: the index ranks by text, the hit below is a note whatever the kind.
  kind: note.kind as SearchKind,
  title: note.title,
  text: note.text,
  keywords: note.pageTitle,
  route: note.route,
  anchor: note.anchor,
  pageTitle: note.pageTitle,
});

async function buildNotesIndex(notes: Note[], generation: number, pause?: Pause): Promise<NotesIndex> {
  if (notes.length === 0) return null;
  const index = await buildCatalogueIndexInChunks(notes.map(documentOf), { pause });
  return { index, byId: new Map(notes.map((note) => [note.itemId, note])), generation };
}

/** Whether a note would be indexed differently: its text or how its item is described. */
const changed = (kept: Note, note: Note) =>
  kept.version !== note.version ||
  kept.text !== note.text ||
  kept.title !== note.title ||
  kept.pageTitle !== note.pageTitle ||
  kept.route !== note.route ||
  kept.anchor !== note.anchor ||
  kept.kind !== note.kind;

/**
 * Brings an index built from older notes up to `notes`: only the notes added, edited or deleted
 * since are taken out of and put into the index, and the vocabulary changes by their words only.
 * Under another registry generation every title may differ, so that is a full build. Both run in
 * chunks with a pause between them (a heavy user's full build is some 200 ms of CPU in one piece).
 */
async function updateNotesIndex(
  previous: NotesIndex,
  notes: Note[],
  generation: number,
  pause?: Pause,
): Promise<NotesIndex> {
  if (!previous || previous.generation !== generation || notes.length === 0)
    return buildNotesIndex(notes, generation, pause);
  const current = new Map(notes.map((note) => [note.itemId, note]));
  const removed = [...previous.byId.keys()].filter((id) => {
    const note = current.get(id);
    return !note || changed(previous.byId.get(id)!, note);
  });
  const added = notes.filter((note) => {
    const kept = previous.byId.get(note.itemId);
    return !kept || changed(kept, note);
  });
  await previous.index.replaceDocumentsInChunks(removed, added.map(documentOf), pause);
  return { index: previous.index, byId: current, generation };
}

/**
 * An index's memory, estimated from the characters it indexes: measured on the heap, about 7 bytes
 * per character of long notes (their words, the index's tree, the vocabulary) and 20 KB for an
 * index of two short notes.
 */
const BYTES_PER_CHARACTER = 8;
const BYTES_PER_INDEX = 20_000;
export const estimatedBytes = (notes: Note[]) =>
  BYTES_PER_INDEX +
  BYTES_PER_CHARACTER *
    notes.reduce((sum, note) => sum + note.text.length + note.title.length + note.pageTitle.length, 0);

/**
 * Search over a user's own notes, typo-forgiving like the catalogue. Building the index over a
 * heavy user's 947 long notes takes some 200 ms of CPU (done in chunks, so other requests run in
 * between), so each user's index is kept between searches, stamped with the user's notes revision and the registry's generation. Every search
 * reads the revision (one primary-key read) before anything else: a note saved, edited or deleted
 * through any instance has bumped it, so the kept index is then never answered from but first
 * brought up to date with the notes read after the revision (decision 0030): an index is never
 * older than its stamp.
 */
export function createNotesSearch(deps: {
  repository: Pick<NotesRepository, 'revision'>;
  registry: Pick<ItemRegistry, 'generation'>;
  /** This user's notes described with today's catalogue, newest first. */
  list: (userId: string) => Promise<Note[]>;
  limits?: NotesIndexCacheLimits;
  /** What runs between two chunks of a build (one turn of the event loop unless a test counts them). */
  pause?: Pause;
}) {
  const { repository, registry, list, pause } = deps;
  const limits = deps.limits ?? NOTES_INDEX_LIMITS;
  const cache = createNotesIndexCache<NotesIndex>(limits);
  registerBoundedCache({ name: 'notes: search indexes by user', bound: limits.maxUsers, size: () => cache.size });
  // Searches of one user arriving together (fast typing) share a build instead of each doing it.
  const building = new Map<string, Promise<NotesIndex>>();

  async function indexOf(userId: string): Promise<NotesIndex> {
    const generation = registry.generation;
    const stamp = `${await repository.revision(userId)}/${generation}`;
    const kept = cache.get(userId, stamp);
    if (kept !== undefined) return kept;
    const key = `${userId} ${stamp}`;
    let build = building.get(key);
    if (!build) {
      // The index kept under an older stamp is taken out of the cache (no other search answers
      // from it or changes it meanwhile) and updated from the notes read after the revision.
      const previous = cache.take(userId)?.value ?? null;
      build = list(userId).then(async (notes) => {
        const built = await updateNotesIndex(previous, notes, generation, pause);
        cache.set(userId, stamp, built, estimatedBytes(notes));
        return built;
      });
      building.set(key, build);
      void build.then(
        () => building.delete(key),
        () => building.delete(key),
      );
    }
    return build;
  }

  return {
    cache,
    /** This user's notes matching a query, best first. */
    async search(userId: string, query: string, limit: number): Promise<SearchHit[]> {
      const notes = await indexOf(userId);
      if (!notes) return [];
      return notes.index.search(query, { limit }).map((doc) => {
        const note = notes.byId.get(doc.id)!;
        return {
          id: `note:${note.itemId}`,
          kind: 'note',
          title: note.title,
          snippet: note.text.slice(0, 160),
          route: note.route,
          anchor: note.anchor,
          pageTitle: note.pageTitle,
        };
      });
    },
  };
}
