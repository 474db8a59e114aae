/**
 * Ctrl+K search while offline: the service worker answers GET /api/search from the answers kept on
 * this device (src/web/sw/offline-search.ts), read here as a catalogue in which pages not kept are
 * empty, with the server's documents and grouping (src/shared/search-documents.ts). The ranking is
 * plain: every word of the query must appear; a word in the title counts more (the whole pages
 * found, for Explore's filter, by the online rule: src/shared/search-pages.ts). The query is read
 * through the same alias table as online ('dsa', 'पायथन', 'kaise': content/search-aliases.yaml, which
 * the worker's bundle carries). No typo correction (that needs the server's whole vocabulary).
 */
import type { SearchResponse } from '#shared/api/search.js';
import type { AiToolPage, SoftInstall, TopicPage } from '#shared/content/index.js';
import type { QueryExpander } from '#shared/query-expander.js';
import { listAnswerPath, listEntries } from '#shared/search-kinds.js';
import { pagesFound } from '#shared/search-pages.js';
import {
  groupedHits,
  searchDocuments,
  type SearchDocument,
  type SearchableCatalogue,
} from '#shared/search-documents.js';

/** The kept answers by their path below /api (content/topics/front-end, listings/internships, ...). */
export function keptCatalogue(answers: ReadonlyMap<string, unknown>): SearchableCatalogue {
  const pagesUnder = <T>(prefix: string): T[] =>
    [...answers].filter(([path]) => path.startsWith(prefix)).map(([, answer]) => answer as T);
  const softInstall = answers.get('content/soft-install') as Pick<SoftInstall, 'guides'> | undefined;
  return {
    home: { faq: [] },
    topics: pagesUnder<TopicPage>('content/topics/'),
    tools: pagesUnder<AiToolPage>('content/tools/'),
    softInstall: { guides: softInstall?.guides ?? [] },
    lists: listEntries((kind) => answers.get(listAnswerPath(kind))),
  };
}

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}+#]+/u)
    .filter(Boolean);

/** The kept catalogue's documents matching every word of the query, best first, grouped as online. */
export function searchKept(catalogue: SearchableCatalogue, query: string, expand?: QueryExpander): SearchResponse {
  const wanted = words(expand ? expand(query).text : query);
  const scored: Array<{ doc: SearchDocument; score: number; inTitle: boolean }> = [];
  if (wanted.length)
    for (const doc of searchDocuments(catalogue)) {
      const title = doc.title.toLowerCase();
      const all = `${title} ${doc.text} ${doc.keywords} ${doc.pageTitle} ${doc.hindi ?? ''}`.toLowerCase();
      if (!wanted.every((word) => all.includes(word))) continue;
      const inTitle = wanted.filter((word) => title.includes(word)).length;
      scored.push({ doc, score: wanted.length + 2 * inTitle, inTitle: inTitle > 0 });
    }
  scored.sort((a, b) => b.score - a.score);
  // Every kept match has every word: coverage 1 for the page rule.
  const pages = pagesFound(
    scored.map(({ doc, score, inTitle }) => ({ kind: doc.kind, route: doc.route, score, coverage: 1, inTitle })),
  );
  return {
    ...groupedHits(
      query.trim(),
      scored.map((entry) => entry.doc),
    ),
    pages,
  };
}
