import type { SearchDocument, SearchKind } from '#shared/search-documents.js';

/**
 * Every catalogue item by its stable id, for checking the ids users send (progress, bookmarks)
 * and for describing saved items with today's titles. Items removed from content are simply absent.
 * Listings live in the database, so their kinds are swapped in whole whenever they change
 * (listings/listing-items.ts).
 */
export function createItemRegistry(documents: readonly SearchDocument[]) {
  let byId = new Map(documents.map((doc) => [doc.id, doc]));
  let generation = 0;
  const linksByPage = new Map<string, string[]>();
  for (const doc of documents) {
    if (doc.kind !== 'link') continue;
    const page = doc.id.slice('link:'.length, doc.id.indexOf('/'));
    linksByPage.set(page, [...(linksByPage.get(page) ?? []), doc.id]);
  }
  return {
    get: (id: string) => byId.get(id),
    /** Counts the swaps below: what was built from the items (notes indexes) knows if it is current. */
    get generation() {
      return generation;
    },
    /** The page a study link belongs to ('front-end', 'soft-install'), or undefined for other ids. */
    pageOfLink(id: string): string | undefined {
      const doc = byId.get(id);
      return doc?.kind === 'link' ? id.slice('link:'.length, id.indexOf('/')) : undefined;
    },
    linkCount: (page: string) => linksByPage.get(page)?.length ?? 0,
    /** Swaps every item of the given kinds (not study links) for `replacements`, in one step. */
    replaceKinds(kinds: readonly Exclude<SearchKind, 'link'>[], replacements: readonly SearchDocument[]) {
      const next = new Map([...byId].filter(([, doc]) => !kinds.includes(doc.kind as Exclude<SearchKind, 'link'>)));
      for (const doc of replacements) next.set(doc.id, doc);
      byId = next;
      generation += 1;
    },
  };
}

export type ItemRegistry = ReturnType<typeof createItemRegistry>;
