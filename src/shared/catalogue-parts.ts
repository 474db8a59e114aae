/**
 * Catalogue parts: the messages only some pages say travel in chunks of their own, fetched with
 * those pages, so the catalogue every page waits for (the core: navbar, sign-in, dialogs, the
 * server's texts, page titles) stays small. A message id's namespace (the part before its first
 * dot) decides its part; a namespace listed nowhere is in the core. A component that says a part's
 * messages asks for that part: useT('account') (a unit test checks every such call).
 */
export const CATALOGUE_PARTS = {
  // The account page and the signed-out pages of its links (reset, confirm), with what the server answers them;
  // 'Save for offline' (its section there, and the topic pages' button, both loaded after the page), and the
  // screen of a page not kept for offline reading (loaded with it).
  account: [
    'account',
    'reminder',
    'notify',
    'day',
    'suggestions',
    'recovery',
    'serverAccount',
    'saveOffline',
    'offlineNotSaved',
  ],
  // Internships and hackathons (their prose is listing data; these are the pages' own texts).
  listings: ['listing', 'internships', 'hackathons', 'facts'],
  home: ['home'],
  // The search palette (loaded when first opened) and /search.
  search: ['palette', 'searchPage'],
  // The learning pages and the item widgets they share (tools, projects, saved, Talko, copy, offline notice).
  learning: ['items', 'tools', 'talko', 'projects', 'saved', 'videos', 'notes'],
  // The two forms a learner sends (report an issue, suggest a listing).
  forms: ['report', 'suggest', 'formErrors'],
  // The maintainers' console.
  maintain: ['maintain'],
  books: ['books'],
  community: ['community'],
  contact: ['contact'],
  explore: ['explore'],
  install: ['install'],
  legal: ['privacy', 'terms'],
} as const satisfies Record<string, readonly string[]>;

export type CataloguePart = keyof typeof CATALOGUE_PARTS;

const PART_OF_NAMESPACE = new Map<string, CataloguePart>(
  Object.entries(CATALOGUE_PARTS).flatMap(([part, namespaces]) =>
    namespaces.map((namespace) => [namespace, part as CataloguePart] as const),
  ),
);

/** The part a message id belongs to, or undefined for the core catalogue. */
export function partOfMessage(id: string): CataloguePart | undefined {
  return PART_OF_NAMESPACE.get(id.slice(0, id.indexOf('.')));
}
