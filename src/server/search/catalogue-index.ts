import MiniSearch, { type SearchResult } from 'minisearch';
import type { SearchDocument, SearchKind } from './search-documents.js';
import type { SearchAliases } from '#shared/content/search-help.js';
import { createQueryExpander } from '#shared/query-expander.js';
import { buildVocabulary } from './typo-correction.js';

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

/**
 * One full-text index over the whole catalogue, built in memory at start (a few thousand small
 * documents): ranked (title counts most), typo-tolerant (swapped letters corrected against the
 * index's own words, then fuzzy matching for missing, extra or wrong letters) and prefix-matching.
 * The video search's offline default, Talko and search-everything all use it. A query is first
 * read through the alias table (content/search-aliases.yaml: 'dsa', 'c++', 'पायथन', 'kaise'), and
 * a page an alias names comes first.
 */
export function buildCatalogueIndex(documents: SearchDocument[], aliases?: SearchAliases) {
  const expand = createQueryExpander(aliases);
  const byId = new Map(documents.map((doc) => [doc.id, doc]));
  const termsById = new Map(
    documents.map((doc) => [doc.id, termsOf(`${doc.title} ${doc.text} ${doc.keywords} ${doc.hindi ?? ''}`)]),
  );
  let vocabulary = buildVocabulary(termsById.values());
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
  index.addAll(documents);

  /**
   * Takes the documents with these ids out and puts `replacements` in (a replacement may reuse a
   * removed id), then rebuilds the vocabulary; synchronously, so no search sees half of it.
   */
  function replaceDocuments(removedIds: readonly string[], replacements: readonly SearchDocument[]) {
    for (const id of removedIds) {
      if (!byId.delete(id)) continue;
      index.discard(id);
      termsById.delete(id);
    }
    for (const doc of replacements) {
      byId.set(doc.id, doc);
      termsById.set(doc.id, termsOf(`${doc.title} ${doc.text} ${doc.keywords} ${doc.hindi ?? ''}`));
    }
    index.addAll(replacements);
    vocabulary = buildVocabulary(termsById.values());
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

export type CatalogueIndex = ReturnType<typeof buildCatalogueIndex>;
