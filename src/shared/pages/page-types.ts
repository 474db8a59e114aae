/**
 * What the app knows about a page, declared once as plain data (no UI, no zod), so the router,
 * navigation, document titles, search documents and the server's first-visit hints all read the
 * same declaration. Adding a page is one entry in signed-in-pages.ts (or signed-out-pages.ts) plus
 * its component.
 */

import type { CataloguePart } from '#shared/catalogue-parts.js';
import type { IconKey } from '#shared/content/icons.js';
import type { SearchKind } from '#shared/search-kinds.js';

/** Where a link to the page appears. 'main' is the navbar row; the others are its menus. */
export type NavPlacement = 'main' | 'explore-more' | 'features' | 'floating' | 'footer';

export interface NavLink {
  placement: NavPlacement;
  label: string;
  /** The floating menu's round shortcuts show an icon instead of the label. */
  icon?: IconKey;
  /** Shown only to an account the session answer calls a maintainer (the console, decision 0053). */
  maintainersOnly?: true;
}

/**
 * Per-user or live data a page shows on its first render (fetched by its loader with the content):
 * the listings are rows maintainers edit, read with their state on today's date.
 */
export type UserData =
  | 'progress'
  | 'saved'
  | 'notes'
  | 'dead-links'
  | 'account'
  | 'internship-listings'
  | 'hackathon-listings'
  | 'suggestions';

/** Where each is read (below /api): the web app's queries and the server's first-visit hints. */
export const USER_DATA_PATHS: Record<UserData, string> = {
  progress: '/progress',
  saved: '/saved',
  notes: '/notes',
  'dead-links': '/links/dead',
  account: '/account',
  'internship-listings': '/listings/internships',
  'hackathon-listings': '/listings/hackathons',
  suggestions: '/listings/suggestions',
};

/**
 * What a page's first render reads besides content: a named kind above, or the path below /api of
 * any gated GET endpoint (its feature reads it with `useEndpoint`, src/web/lib/api/endpoint.ts).
 * Either way the page's loader fetches it before the page renders, the first-visit hints preload
 * it, and 'Save for offline' and the worker's cache keep it.
 */
export type PageData = UserData | `/${string}`;

export const isEndpoint = (data: PageData): data is `/${string}` => data.startsWith('/');

/** Where a page's data is read, below /api. */
export const dataPath = (data: PageData): string => (isEndpoint(data) ? data : USER_DATA_PATHS[data]);

/** Declared with its results heading and documents in src/shared/search-kinds.ts. */
export type { SearchKind };

export interface PageDeclaration {
  /** Where the router serves it. */
  path: string;
  /** The page's heading (h1) and tab title; search results name the page by it. */
  title: string;
  /**
   * The visible h1 when it is not the title: only Home, whose heading is the typing hero, says
   * how its h1 begins.
   */
  headingStartsWith?: string;
  /** Its component: the default export of src/web/features/<component>.tsx. */
  component: string;
  /**
   * The catalogue parts its first render says (its feature's texts, and 'learning' where it shows
   * item cards, notes or copy buttons). Its route loads them beside its code and data, and the
   * first-visit hints preload them; a part left out still arrives, one round trip later, once the
   * component asks for it (tests/unit/page-parts.test.ts checks each feature's own parts are here).
   */
  parts?: readonly CataloguePart[];
  /** Props the component takes (a topic's slug, a tool's number, an internship filter). */
  props?: Readonly<Record<string, string | number>>;
  /** Links to it in the navigation, in the order they appear. */
  nav?: readonly NavLink[];
  /** Content entries (GET /api/content/<name>) its first render shows. */
  content?: readonly string[];
  /** The signed-in user's data its first render shows. */
  userData?: readonly PageData[];
  /**
   * The user's data it shows only once it is on screen (the notes, in each item's note widget,
   * which arrives after the first paint): its loader and the first-visit hints do not wait for it,
   * 'Save for offline' keeps it.
   */
  laterData?: readonly PageData[];
  /** Search results of these kinds open on this page. */
  searchKinds?: readonly SearchKind[];
  /**
   * The maintainers' console (decision 0053): to anyone else it is no page. The server redirects
   * their request to Home before rendering anything, and its API answers them 404.
   */
  maintainersOnly?: true;
  /**
   * Its first render shows one operating system's steps (the install page): the server renders the
   * one the browser's Client Hints or user agent name, and keeps a copy per platform (decision 0070).
   */
  byPlatform?: true;
}

/** What a StudentPart shows (a tick, a bookmark, a progress bar): the student's own, filled in per request. */
export const STUDENT_PART_DATA = ['progress', 'saved'] as const satisfies readonly UserData[];

/**
 * Whether the server renders the page once per content version and language and fills in each
 * student's parts (decision 0067): a content page whose first render reads, besides its content,
 * only the parts' data and what is the same for everyone (the dead links). Every other page is
 * rendered whole for each request.
 */
export function sameForEveryStudent(page: PageDeclaration): boolean {
  const shared: readonly PageData[] = [...STUDENT_PART_DATA, 'dead-links'];
  return (page.content?.length ?? 0) > 0 && (page.userData ?? []).every((data) => shared.includes(data));
}
