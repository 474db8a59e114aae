import { NOTABLE_KINDS, type Note, type NoteUpdate } from '#shared/api/notes.js';
import type { SearchHit } from '#shared/api/search.js';
import { kindOf } from '#shared/item-ids.js';
import { buildCatalogueIndex } from '#server/search/catalogue-index.js';
import type { ItemRegistry } from '#server/search/item-registry.js';
import type { SearchKind } from '#server/search/search-documents.js';
import type { NoteRow, NotesRepository } from './notes-repository.js';

const notable = new Set<string>(NOTABLE_KINDS);

export type NoteSaveResult =
  { kind: 'saved'; note: Note | null } | { kind: 'unknown-item' } | { kind: 'out-of-date'; current: Note | null };

/** Private notes on catalogue items: stored per user, described with today's catalogue. */
export function createNotesService(deps: {
  repository: NotesRepository;
  registry: ItemRegistry;
  clock?: () => number;
}) {
  const { repository, registry, clock = Date.now } = deps;

  /** The note with its item's title and page; undefined for an item removed from content. */
  function describe(row: NoteRow): Note | undefined {
    const doc = registry.get(row.item_id);
    if (!doc) return undefined;
    const { kind, title, route, anchor, pageTitle } = doc;
    return {
      itemId: row.item_id,
      text: row.text,
      version: row.version,
      updatedAt: row.updated_at,
      kind,
      title,
      route,
      anchor,
      pageTitle,
    };
  }

  async function list(userId: string): Promise<Note[]> {
    return (await repository.forUser(userId)).flatMap((row) => describe(row) ?? []);
  }

  return {
    list,

    async save(userId: string, update: NoteUpdate): Promise<NoteSaveResult> {
      const { itemId, text, baseVersion } = update;
      if (!registry.get(itemId) || !notable.has(kindOf(itemId))) return { kind: 'unknown-item' };
      const now = clock();
      const empty = text.trim() === '';
      if (empty && baseVersion === 0) {
        const current = await repository.get(userId, itemId);
        return current ? { kind: 'out-of-date', current: describe(current) ?? null } : { kind: 'saved', note: null };
      }
      if (empty) {
        if (await repository.remove(userId, itemId, baseVersion)) return { kind: 'saved', note: null };
      } else {
        const written =
          baseVersion === 0
            ? await repository.insert(userId, itemId, text, now)
            : await repository.update(userId, itemId, text, baseVersion, now);
        if (written) return { kind: 'saved', note: describe(written) ?? null };
      }
      const current = await repository.get(userId, itemId);
      return { kind: 'out-of-date', current: current ? (describe(current) ?? null) : null };
    },

    /** This user's notes matching a query (typo-forgiving like the catalogue), best first. */
    async search(userId: string, query: string, limit: number): Promise<SearchHit[]> {
      const notes = await list(userId);
      if (notes.length === 0) return [];
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
      const byId = new Map(notes.map((note) => [note.itemId, note]));
      return index.search(query, { limit }).map((doc) => {
        const note = byId.get(doc.id)!;
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

export type NotesService = ReturnType<typeof createNotesService>;
