/**
 * Every kind of thing search finds, declared once (decision 0062): its results' group heading in
 * English and Hindi side by side, and, for a kind whose items are a list in one content file, where
 * that list is and how one entry reads as a document. From this table the server's index, the
 * worker's offline search, the item ids, and both catalogues' group headings (scripts/vite-catalogues.ts)
 * follow; the page that shows a kind names it in its `searchKinds` (src/shared/pages/signed-in-pages.ts).
 * Kept free of zod: the pages and the worker import it.
 */
import type { Book, CommunityGroup, Project } from '#shared/content/index.js';
import type { Hackathon, Internship } from '#shared/content/opportunities.js';
import { stipendText } from '#shared/listing-state.js';

/** A results group's heading in each language. */
interface KindLabel {
  label: string;
  labelHi: string;
}

/** What one list entry says to search; its id, kind, page and anchor come from the declaration. */
export interface EntryDocument {
  title: string;
  text: string;
  /** Extra words that describe it (tags, category, author). */
  keywords: string;
  url?: string;
}

/** A kind whose items are one list of a content file, each entry with a stable `id`. */
export interface ListKind<Entry extends { id: string } = { id: string }> extends KindLabel {
  /** The content file (content/<file>.yaml) and the list in it: `{ <list>: Entry[] }`. */
  file: string;
  list: string;
  /** Where a browser reads that list, below /api: content/<file>, or listings/<file> for listings. */
  served: 'content' | 'listings';
  /** Listings change in the database after start; their documents are replaced then (listing-items.ts). */
  fromDatabase?: boolean;
  document(entry: Entry): EntryDocument;
}

/** Types each entry's document by the list's entry type; the table itself holds them side by side. */
const listKind = <Entry extends { id: string }>(kind: ListKind<Entry>): ListKind => kind as unknown as ListKind;

/** Kinds built from a page's structure (topic pages, tool pages, install guides, the FAQ) or the user's notes. */
const STRUCTURED_KINDS = {
  topic: { label: 'Topic pages', labelHi: 'टॉपिक के पेज' },
  section: { label: 'Topics', labelHi: 'टॉपिक' },
  link: { label: 'Study links', labelHi: 'पढ़ाई के लिंक' },
  tool: { label: 'AI tools', labelHi: 'AI टूल' },
  install: { label: 'Install guides', labelHi: 'इंस्टॉल करने की गाइड' },
  /** The user's own notes (src/server/notes/notes-search.ts). */
  note: { label: 'My notes', labelHi: 'मेरे नोट्स' },
} satisfies Record<string, KindLabel>;

/**
 * Kinds whose items are one content list each: a new one is an entry here and nothing else in search.
 * The browser's search screens import only searchGroupMessageId from this module; the pure marks
 * here and on SEARCH_KINDS let the bundler leave the table out of them.
 */
export const LIST_KINDS = {
  book: /* @__PURE__ */ listKind<Book>({
    label: 'Books',
    labelHi: 'किताबें',
    file: 'books',
    list: 'books',
    served: 'content',
    document: (book) => ({
      title: book.title,
      text: book.description,
      keywords: `book ${book.author}`,
      url: book.downloadLink,
    }),
  }),
  group: /* @__PURE__ */ listKind<CommunityGroup>({
    label: 'Community groups',
    labelHi: 'कम्युनिटी ग्रुप',
    file: 'community',
    list: 'groups',
    served: 'content',
    document: (group) => ({
      title: group.name,
      text: group.description,
      keywords: `community ${group.category} ${group.tags.join(' ')}`,
      url: group.url,
    }),
  }),
  internship: /* @__PURE__ */ listKind<Internship>({
    label: 'Internships',
    labelHi: 'इंटर्नशिप',
    file: 'internships',
    list: 'internships',
    served: 'listings',
    fromDatabase: true,
    document: (internship) => ({
      title: `${internship.title} at ${internship.company}`,
      text: `${internship.location} ${internship.duration} ${stipendText(internship.stipend)} ${internship.eligibility}`,
      keywords: `internship intern ${[internship.category, ...(internship.alsoIn ?? [])].join(' ')} ${internship.tag}`,
      url: internship.url,
    }),
  }),
  hackathon: /* @__PURE__ */ listKind<Hackathon>({
    label: 'Hackathons',
    labelHi: 'हैकाथॉन',
    file: 'hackathons',
    list: 'hackathons',
    served: 'listings',
    fromDatabase: true,
    document: (event) => ({
      title: event.title,
      text: event.description,
      keywords: `hackathon event ${event.tags.join(' ')} ${event.date}`,
      url: event.url,
    }),
  }),
  project: /* @__PURE__ */ listKind<Project>({
    label: 'Projects',
    labelHi: 'प्रोजेक्ट',
    file: 'projects',
    list: 'projects',
    served: 'content',
    document: (project) => ({
      title: project.title,
      text: `${project.short} ${project.full}`,
      keywords: `project ${project.category} ${project.filter}`,
      url: project.url,
    }),
  }),
} satisfies Record<string, ListKind>;

export type ListKindName = keyof typeof LIST_KINDS;

/** Every kind with its heading: what search results, page declarations and the catalogues name. */
export const SEARCH_KINDS: Readonly<Record<keyof typeof STRUCTURED_KINDS | ListKindName, KindLabel>> =
  /* @__PURE__ */ Object.assign({}, STRUCTURED_KINDS, LIST_KINDS);

/**
 * Kinds of catalogue item that search results can point at; each lives on one page. 'faq' is the
 * home page's questions, which Talko answers from and no results group shows.
 */
export type SearchKind = Exclude<keyof typeof SEARCH_KINDS, 'note'> | 'faq';

/** Each list kind's entries, as the server's catalogue or the answers kept offline hold them. */
export type ListEntries = { readonly [Kind in ListKindName]?: readonly unknown[] };

/** Reads every list kind's entries from its answer (`{ <list>: [...] }`); a missing answer is an empty list. */
export function listEntries(answerOf: (kind: ListKind) => unknown): Required<ListEntries> {
  const entries = (kind: ListKind): readonly unknown[] => {
    const list = (answerOf(kind) as Record<string, unknown> | undefined)?.[kind.list];
    return Array.isArray(list) ? list : [];
  };
  return Object.fromEntries(
    Object.entries(LIST_KINDS).map(([name, kind]) => [name, entries(kind)]),
  ) as Required<ListEntries>;
}

/** The list kinds whose items are listings in the database rather than fixed at start. */
export const DATABASE_LIST_KINDS = /* @__PURE__ */ (Object.keys(LIST_KINDS) as ListKindName[]).filter(
  (kind) => LIST_KINDS[kind].fromDatabase,
);

/** Where a browser reads a list kind's answer, below /api ('content/books', 'listings/internships'). */
export const listAnswerPath = (kind: ListKind) => `${kind.served}/${kind.file}`;

/** The catalogue message id of a kind's results heading (both catalogues get it from this table). */
export const searchGroupMessageId = (kind: string) => `searchPage.group.${kind}`;
