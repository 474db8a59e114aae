import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '#server/content/load-catalogue.js';
import { typedCatalogue } from '#server/content/typed-catalogue.js';
import { itemIds } from '#shared/item-ids.js';
import { keptCatalogue } from '#shared/offline-search.js';
import { SIGNED_IN_PAGES } from '#shared/pages/signed-in-pages.js';
import { groupedHits, searchDocuments } from '#shared/search-documents.js';
import {
  LIST_KINDS,
  SEARCH_KINDS,
  listAnswerPath,
  searchGroupMessageId,
  type ListKindName,
} from '#shared/search-kinds.js';
import { catalogueMessages } from '#scripts/vite-catalogues.js';

const catalogue = await loadCatalogue('content');
const documents = searchDocuments(typedCatalogue(catalogue));
const listKinds = Object.keys(LIST_KINDS) as ListKindName[];

/**
 * A search kind is one declaration (src/shared/search-kinds.ts, decision 0062): every part of search
 * reads the table, so a kind declared there is indexed, found offline, headed in both languages and
 * opened on its page without another list to keep.
 */
describe('search kinds declared once', () => {
  it.each(listKinds)('%s: every entry of its content list is a document on the page that declares the kind', (name) => {
    const kind = LIST_KINDS[name];
    const entries = (catalogue.get(kind.file) as Record<string, Array<{ id: string }>>)[kind.list]!;
    expect(entries.length).toBeGreaterThan(0);
    const page = SIGNED_IN_PAGES.filter((candidate) => candidate.searchKinds?.includes(name));
    expect(page.map((candidate) => candidate.path)).toHaveLength(1);
    const ofKind = documents.filter((doc) => doc.kind === name);
    expect(ofKind.map((doc) => doc.id)).toEqual(entries.map((entry) => `${name}:${entry.id}`));
    for (const doc of ofKind) expect(doc).toMatchObject({ route: page[0]!.path, pageTitle: page[0]!.title });
  });

  it.each(listKinds)('%s: the answer a browser kept offline gives the same documents as the server', (name) => {
    const kind = LIST_KINDS[name];
    const kept = keptCatalogue(new Map([[listAnswerPath(kind), catalogue.get(kind.file)]]));
    expect(searchDocuments(kept)).toEqual(documents.filter((doc) => doc.kind === name));
  });

  it('keeps the item ids that progress, bookmarks and notes already store', () => {
    const book = documents.find((doc) => doc.kind === 'book')!;
    expect(book.id).toBe(itemIds.book(book.id.slice('book:'.length)));
    const internship = documents.find((doc) => doc.kind === 'internship')!;
    expect(internship.id).toBe(itemIds.internship(internship.id.slice('internship:'.length)));
  });

  it('heads every kind in English and Hindi from its declaration, in the answer and both catalogues', () => {
    const english = catalogueMessages('en');
    const hindi = catalogueMessages('hi');
    for (const [name, { label, labelHi }] of Object.entries(SEARCH_KINDS)) {
      expect(english[searchGroupMessageId(name)], name).toBe(label);
      expect(hindi[searchGroupMessageId(name)], name).toBe(labelHi);
      expect(labelHi, name).not.toBe(label);
    }
    const answer = groupedHits('x', documents.filter((doc) => doc.kind === 'project').slice(0, 1));
    expect(answer.groups[0]?.label).toBe(SEARCH_KINDS.project.label);
  });
});
