import MiniSearch, { type SearchResult } from 'minisearch';
import type { SearchDocument, SearchKind } from '#shared/search-documents.js';
import type { SearchAliases } from '#shared/content/search-help.js';
import { createQueryExpander } from '#shared/query-expander.js';
import { createVocabulary } from './typo-correction.js';

/** Words that say nothing about a subject; dropping them keeps "how do I learn docker" about Docker. */
const STOP_WORDS = new Set(
  'a an and are as at be by can do does for from how i in is it learn learning me my of on or start the to what where which who why with you your want need get'.split(
    ' ',
  ),
);

export interface RankedDocument extends SearchDocument {
  score: number;
  /** Share of the query's words (stop words left out) that this document matched, 0 to 1. */
  coverage: number;
  /** How many of the query's words (after aliases and typo correction) this document matched. */
  matchedTerms: number;
  /** Whether one of those words matched its title. */
  inTitle: boolean;
}

/** The words of a query that carry meaning. */
export function meaningfulWords(query: string): string[] {
  // \p{M}: Devanagari's vowel signs are marks, part of a Hindi word, not between words.
  return [...new Set(query.toLowerCase().split(/[^\p{L}\p{M}\p{N}]+/u))].filter(
    (word) => word && !STOP_WORDS.has(word),
  );
}

const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];
const processTerm = (term: string): string | null => {
  const lowered = term.toLowerCase();
  return STOP_WORDS.has(lowered) ? null : lowered;
};
const termsOf = (text: string) => tokenize(text).flatMap((term) => processTerm(term) ?? []);

/** The topic documents of the pages an alias named, moved to the front (stable otherwise). */
function pagesFirst(results: SearchResult[], pages: readonly string[]): SearchResult[] {
  if (pages.length === 0) return results;
  const named = (result: SearchResult) => result.kind === 'topic' && pages.includes(result.route as string);
  return [...results.filter(named), ...results.filter((result) => !named(result))];
}

interface SearchOptions {
  limit?: number;
  filter?: (doc: SearchDocument) => boolean;
}

/** Lets other requests run between two chunks of an index build (the default: one turn of the loop). */
export type Pause = () => Promise<unknown>;

/**
 * Characters indexed per chunk of a build in chunks: measured at about 5,000 characters of long
 * notes per millisecond of CPU, so one chunk holds the event loop for 2-3 ms.
 */
export const BUILD_CHUNK_CHARACTERS = 12_000;
/** Documents taken out per chunk: cheap, as MiniSearch only marks them. */
const REMOVE_CHUNK = 64;

const nextTurn: Pause = () => new Promise((resolve) => setImmediate(resolve));

/** `items` in pieces of at most `size`. */
function* chunksOf<T>(items: readonly T[], size: number): Generator<T[]> {
  for (let from = 0; from < items.length; from += size) yield items.slice(from, from + size);
}

const lengthOf = (doc: SearchDocument) =>
  doc.title.length + doc.text.length + doc.keywords.length + (doc.hindi?.length ?? 0);

/** Documents in pieces of about `characters` characters each (a longer document is a piece alone). */
function* chunksByLength(documents: readonly SearchDocument[], characters: number): Generator<SearchDocument[]> {
  let chunk: SearchDocument[] = [];
  let length = 0;
  for (const doc of documents) {
    if (chunk.length > 0 && length + lengthOf(doc) > characters) {
      yield chunk;
      chunk = [];
      length = 0;
    }
    chunk.push(doc);
    length += lengthOf(doc);
  }
  if (chunk.length > 0) yield chunk;
}

const termsOfDocument = (doc: SearchDocument) => termsOf(`${doc.title} ${doc.text} ${doc.keywords} ${doc.hindi ?? ''}`);

/**
 * One full-text index over the whole catalogue, built in memory at start (a few thousand small
 * documents): ranked (title counts most), typo-tolerant (swapped letters corrected against the
 * index's own words, then fuzzy matching for missing, extra or wrong letters) and prefix-matching.
 * The video search's offline default, Talko and search-everything all use it. A query is first
 * read through the alias table (content/search-aliases.yaml: 'dsa', 'c++', 'पायथन', 'kaise'), and
 * a page an alias names comes first.
 */
export function buildCatalogueIndex(documents: SearchDocument[], aliases?: SearchAliases) {
  const index = emptyCatalogueIndex(aliases);
  index.replaceDocuments([], documents);
  return index;
}

/**
 * The same index built in chunks with a pause between them, so building it over a heavy user's
 * long notes never holds the event loop for more than one chunk. Nobody may search it before the
 * promise settles.
 */
export async function buildCatalogueIndexInChunks(
  documents: SearchDocument[],
  options: { aliases?: SearchAliases; pause?: Pause } = {},
) {
  const index = emptyCatalogueIndex(options.aliases);
  await index.replaceDocumentsInChunks([], documents, options.pause);
  return index;
}

function emptyCatalogueIndex(aliases?: SearchAliases) {
  const expand = createQueryExpander(aliases);
  const byId = new Map<string, SearchDocument>();
  // Each document's terms as the vocabulary counted them, so it can take exactly those back.
  const termsById = new Map<string, string[]>();
  const vocabulary = createVocabulary();
  const index = new MiniSearch<SearchDocument>({
    // hindi: indexed, not stored (answers show the English texts; the web app translates its own).
    fields: ['title', 'text', 'keywords', 'hindi'],
    storeFields: ['kind', 'title', 'text', 'keywords', 'route', 'anchor', 'pageTitle', 'url', 'linkKind', 'videoId'],
    tokenize,
    processTerm,
    searchOptions: {
      boost: { title: 3, keywords: 1.5 },
      prefix: (term) => term.length >= 3,
      // Words the index knows need no fuzzy matching (and it is the slow part of a search).
      fuzzy: (term) => (term.length >= 4 && !vocabulary.knows(term) ? 0.2 : false),
    },
  });

  function removeDocuments(ids: readonly string[]) {
    for (const id of ids) {
      if (!byId.delete(id)) continue;
      index.discard(id);
      vocabulary.remove(termsById.get(id)!);
      termsById.delete(id);
    }
  }
  function addDocuments(documents: readonly SearchDocument[]) {
    for (const doc of documents) {
      const terms = termsOfDocument(doc);
      byId.set(doc.id, doc);
      termsById.set(doc.id, terms);
      vocabulary.add(terms);
    }
    index.addAll(documents);
  }

  /**
   * Takes the documents with these ids out and puts `replacements` in (a replacement may reuse a
   * removed id); synchronously, so no search sees half of it.
   */
  function replaceDocuments(removedIds: readonly string[], replacements: readonly SearchDocument[]) {
    removeDocuments(removedIds);
    addDocuments(replacements);
    vocabulary.settle();
  }

  /**
   * The same in chunks with a pause between them; only for an index nobody searches meanwhile (a
   * user's notes index is taken out of its cache while it is brought up to date).
   */
  async function replaceDocumentsInChunks(
    removedIds: readonly string[],
    replacements: readonly SearchDocument[],
    pause: Pause = nextTurn,
  ) {
    for (const ids of chunksOf(removedIds, REMOVE_CHUNK)) {
      removeDocuments(ids);
      await pause();
    }
    for (const documents of chunksByLength(replacements, BUILD_CHUNK_CHARACTERS)) {
      addDocuments(documents);
      await pause();
    }
    vocabulary.settle();
  }

  return {
    get size() {
      return byId.size;
    },
    /**
     * Swaps every document of the given kinds for `replacements` (listings published or edited in
     * the database): those documents leave the index and the new ones join it, and the vocabulary
     * is rebuilt from the stored words so a new listing's name is not 'corrected' into another
     * word. It all runs synchronously, so no search sees half of it.
     */
    replaceKinds(kinds: readonly SearchKind[], replacements: readonly SearchDocument[]) {
      const leaving = [...byId.values()].filter((doc) => kinds.includes(doc.kind)).map((doc) => doc.id);
      replaceDocuments(leaving, replacements);
    },
    replaceDocuments,
    replaceDocumentsInChunks,
    /** Ranked matches, best first, optionally only those passing a filter. */
    search(query: string, options: SearchOptions = {}): RankedDocument[] {
      const expanded = expand(query);
      const corrected = termsOf(expanded.text).map(vocabulary.correct).join(' ');
      const results = index.search(
        corrected,
        options.filter ? { filter: (result) => options.filter!(result as unknown as SearchDocument) } : undefined,
      );
      // Counted as asked: a correction must not shrink the question ('git' corrected to a stop word).
      const words = Math.max(1, meaningfulWords(expanded.text).length);
      return pagesFirst(results, expanded.pages)
        .slice(0, options.limit ?? 20)
        .map((result: SearchResult) => ({
          ...(result as unknown as SearchDocument),
          id: String(result.id),
          score: result.score,
          coverage: Math.min(1, result.queryTerms.length / words),
          matchedTerms: result.queryTerms.length,
          inTitle: Object.values(result.match).some((fields) => fields.includes('title')),
        }));
    },
  };
}

export type CatalogueIndex = ReturnType<typeof emptyCatalogueIndex>;
