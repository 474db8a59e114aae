import type { Note } from '#shared/api/notes.js';
import type { SearchHit } from '#shared/api/search.js';
import { buildCatalogueIndex, type CatalogueIndex } from '#server/search/catalogue-index.js';
import type { ItemRegistry } from '#server/search/item-registry.js';
import type { SearchKind } from '#server/search/search-documents.js';
import { createNotesIndexCache, type NotesIndexCacheLimits } from './notes-index-cache.js';
import type { NotesRepository } from './notes-repository.js';

/** One user's notes, indexed; null when they have none (so a search costs no list read either). */
type NotesIndex = { index: CatalogueIndex; byId: Map<string, Note> } | null;

function buildNotesIndex(notes: Note[]): NotesIndex {
  if (notes.length === 0) return null;
  const index = buildCatalogueIndex(
    notes.map((note) => ({
      id: note.itemId,
      // The item's own kind: the index ranks by text, the hit below is a note whatever the kind.
      kind: note.kind as SearchKind,
      title: note.title,
      text: note.text,
      keywords: note.pageTitle,
      route: note.route,
      anchor: note.anchor,
      pageTitle: note.pageTitle,
    })),
  );
  return { index, byId: new Map(notes.map((note) => [note.itemId, note])) };
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
 * heavy user's 947 long notes takes tens of milliseconds, so each user's index is kept between
 * searches, stamped with the user's notes revision and the registry's generation. Every search
 * reads the revision (one primary-key read) before anything else: a note saved, edited or deleted
 * through any instance has bumped it, so the kept index is then rebuilt, never answered from
 * (decision 0030). The notes are read after the revision, so an index is never older than its stamp.
 */
export function createNotesSearch(deps: {
  repository: Pick<NotesRepository, 'revision'>;
  registry: Pick<ItemRegistry, 'generation'>;
  /** This user's notes described with today's catalogue, newest first. */
  list: (userId: string) => Promise<Note[]>;
  limits?: NotesIndexCacheLimits;
}) {
  const { repository, registry, list } = deps;
  const cache = createNotesIndexCache<NotesIndex>(deps.limits);
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
      build = list(userId).then((notes) => {
        const built = buildNotesIndex(notes);
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
