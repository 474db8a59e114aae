import { NOTABLE_KINDS, type Note, type NoteUpdate } from '#shared/api/notes.js';
import { kindOf } from '#shared/item-ids.js';
import type { ItemRegistry } from '#server/search/item-registry.js';
import type { NotesIndexCacheLimits } from './notes-index-cache.js';
import type { NoteRow, NotesRepository } from './notes-repository.js';
import { createNotesSearch } from './notes-search.js';

const notable = new Set<string>(NOTABLE_KINDS);

export type NoteSaveResult =
  { kind: 'saved'; note: Note | null } | { kind: 'unknown-item' } | { kind: 'out-of-date'; current: Note | null };

/** Private notes on catalogue items: stored per user, described with today's catalogue. */
export function createNotesService(deps: {
  repository: NotesRepository;
  registry: ItemRegistry;
  clock?: () => number;
  /** How many users' notes indexes this instance keeps, and how much text in all. */
  indexLimits?: NotesIndexCacheLimits;
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

  const notesSearch = createNotesSearch({ repository, registry, list, limits: deps.indexLimits });

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
    search: notesSearch.search,
  };
}

export type NotesService = ReturnType<typeof createNotesService>;
