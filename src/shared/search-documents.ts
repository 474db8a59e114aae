import type { AiToolPage, ContentLink, Home, SoftInstall, TopicPage } from '#shared/content/index.js';
import { anchorOf, itemIds, listItemId } from '#shared/item-ids.js';
import type { SearchHit, SearchResponse } from '#shared/api/search.js';
import { pageShowing } from '#shared/pages/signed-in-pages.js';
import {
  LIST_KINDS,
  SEARCH_KINDS,
  type ListEntries,
  type ListKindName,
  type SearchKind,
} from '#shared/search-kinds.js';

export type { SearchKind };

/**
 * The catalogue as search reads it: the server's whole typed catalogue (search index, Talko), or
 * the content a signed-in browser has kept offline (the service worker's offline search), where
 * pages not kept are simply empty.
 */
export interface SearchableCatalogue {
  home: Pick<Home, 'faq'>;
  topics: readonly TopicPage[];
  tools: readonly AiToolPage[];
  softInstall: Pick<SoftInstall, 'guides'>;
  /** The entries of each list kind (src/shared/search-kinds.ts: books, groups, listings, projects, ...). */
  lists: ListEntries;
}

/** Where documents of a kind open, named as the page's heading names it (its declaration). */
function onPageOf(kind: SearchKind): { route: string; pageTitle: string } {
  const page = pageShowing(kind);
  return { route: page.path, pageTitle: page.title };
}

/** One searchable thing of the catalogue: where it lives in the app and what it is about. */
export interface SearchDocument {
  id: string;
  kind: SearchKind;
  title: string;
  text: string;
  /** Extra words that describe it (tags, category, author, kind of link). */
  keywords: string;
  /** The app page that shows it, and the element id to scroll to there (anchorOf(id) for items). */
  route: string;
  anchor?: string;
  pageTitle: string;
  url?: string;
  linkKind?: ContentLink['kind'];
  /** YouTube video id, for links that are single videos. */
  videoId?: string;
  /** The Hindi of its translated prose (the content's `hi` objects), so a Hindi word finds it too. */
  hindi?: string;
}

/** Every Hindi text the given content objects carry in their `hi` (docs/hindi.md), joined; '' for none. */
export function hindiOf(...objects: readonly unknown[]): string {
  const texts: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === 'string') texts.push(value);
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  for (const object of objects) if (object && typeof object === 'object') collect((object as { hi?: unknown }).hi);
  return texts.join(' ');
}

/** The 11-character id of a YouTube video link, or undefined for anything else (playlists, channels). */
export function youtubeVideoId(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    const host = parsed.hostname.replace(/^www\.|^m\./, '');
    const id =
      host === 'youtu.be'
        ? parsed.pathname.slice(1)
        : host === 'youtube.com' && parsed.pathname === '/watch'
          ? parsed.searchParams.get('v')
          : null;
    return id && /^[\w-]{11}$/.test(id) ? id : undefined;
  } catch {
    return undefined;
  }
}

function linkDocument(
  link: ContentLink,
  base: { page: string; route: string; pageTitle: string; context: string },
): SearchDocument {
  const id = itemIds.link(base.page, link.id);
  return {
    id,
    kind: 'link',
    title: link.title,
    text: link.note ?? '',
    keywords: `${link.kind} ${base.context}`,
    route: base.route,
    anchor: anchorOf(id),
    pageTitle: base.pageTitle,
    url: link.url,
    linkKind: link.kind,
    videoId: youtubeVideoId(link.url),
    hindi: hindiOf(link),
  };
}

/** A document whose anchor is its item's element id. */
function item(doc: Omit<SearchDocument, 'anchor'>): SearchDocument {
  return { ...doc, anchor: anchorOf(doc.id) };
}

/** The home page's FAQ as documents (Talko answers from them; they are not part of the catalogue search). */
export function faqDocuments(catalogue: SearchableCatalogue): SearchDocument[] {
  return catalogue.home.faq.map((item, index) => ({
    id: `faq:${index + 1}`,
    kind: 'faq',
    title: item.question,
    text: item.answer,
    keywords: '',
    hindi: hindiOf(item),
    ...onPageOf('faq'),
    anchor: `faq-${index + 1}`,
  }));
}

/** Flattens the catalogue into search documents with stable ids (see src/shared/item-ids.ts). */
export function searchDocuments(catalogue: SearchableCatalogue): SearchDocument[] {
  const docs: SearchDocument[] = [];
  for (const page of catalogue.topics) {
    const route = `/${page.slug}`;
    // The page registry titles a topic page from this same file (content-page-reader.ts).
    const pageTitle = page.title;
    docs.push({
      id: itemIds.topic(page.slug),
      kind: 'topic',
      title: pageTitle,
      text: [page.intro, ...(page.stepsText ?? []), page.overview.whatItIs].filter(Boolean).join(' '),
      keywords: page.overview.skills.join(' '),
      hindi: hindiOf(page, page.overview, ...page.overview.roles),
      route,
      pageTitle,
    });
    for (const section of page.sections) {
      docs.push(
        item({
          id: itemIds.section(page.slug, section.id),
          kind: 'section',
          title: section.title,
          text: section.content,
          keywords: pageTitle,
          hindi: hindiOf(section),
          route,
          pageTitle,
        }),
      );
      for (const link of section.links) {
        docs.push(
          linkDocument(link, {
            page: page.slug,
            route,
            pageTitle,
            context: `${section.title} ${pageTitle}`,
          }),
        );
      }
    }
  }
  for (const page of catalogue.tools) {
    const route = `/tool-${page.number}`;
    // The page registry titles a tool page from this same file (content-page-reader.ts).
    const pageTitle = page.title;
    for (const tool of page.tools) {
      docs.push(
        item({
          id: itemIds.tool(page.number, tool.id),
          kind: 'tool',
          title: tool.name,
          text: tool.whatItDoes,
          hindi: hindiOf(tool),
          keywords: `AI tool ${page.category}`,
          route,
          pageTitle,
          url: tool.url,
        }),
      );
    }
  }
  const installPage = onPageOf('install');
  for (const guide of catalogue.softInstall.guides) {
    docs.push(
      item({
        id: itemIds.install(guide.id),
        kind: 'install',
        title: `Install ${guide.title}`,
        text: guide.summary,
        hindi: hindiOf(guide),
        keywords: 'install setup download',
        ...installPage,
        url: guide.officialUrl,
      }),
    );
    for (const link of guide.links) {
      docs.push(
        linkDocument(link, {
          page: 'soft-install',
          ...installPage,
          context: `install ${guide.title}`,
        }),
      );
    }
  }
  docs.push(...listDocuments(catalogue.lists));
  return docs;
}

/**
 * The documents of the list kinds given (src/shared/search-kinds.ts), in the table's order: every
 * kind at start, the database's listings again whenever they change (listing-items.ts).
 */
export function listDocuments(lists: ListEntries): SearchDocument[] {
  const docs: SearchDocument[] = [];
  for (const name of Object.keys(LIST_KINDS) as ListKindName[]) {
    const entries = lists[name];
    if (!entries) continue;
    const kind = LIST_KINDS[name];
    const page = onPageOf(name);
    for (const entry of entries as ReadonlyArray<{ id: string }>)
      docs.push(
        item({ id: listItemId(name, entry.id), kind: name, ...kind.document(entry), hindi: hindiOf(entry), ...page }),
      );
  }
  return docs;
}

export const SEARCH_PER_GROUP = 6;
const TOTAL = 40;

/**
 * Ranked documents as the search answer: grouped by kind, the group with the best hit first, at
 * most 6 a group and 40 in all (the server's index and the worker's offline search answer alike).
 */
export function groupedHits(query: string, ranked: Iterable<SearchDocument>): SearchResponse {
  const groups = new Map<string, SearchHit[]>();
  let total = 0;
  for (const doc of ranked) {
    const hits = groups.get(doc.kind) ?? [];
    if (hits.length >= SEARCH_PER_GROUP || total >= TOTAL) continue;
    const { id, kind, title, route, anchor, pageTitle, url } = doc;
    hits.push({ id, kind, title, snippet: doc.text.slice(0, 160), route, anchor, pageTitle, url });
    groups.set(doc.kind, hits);
    total += 1;
  }
  // Map order is the order of each group's best hit, so the best group comes first.
  const grouped = [...groups].map(([kind, hits]) => ({
    kind,
    label: SEARCH_KINDS[kind as keyof typeof SEARCH_KINDS]?.label ?? kind,
    hits,
  }));
  return { query, groups: grouped, total };
}
