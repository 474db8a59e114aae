/**
 * Stable ids for catalogue items, built from content ids (never from titles or positions), so
 * progress and bookmarks survive content edits. They are also the search index's document ids.
 * Kept free of zod: pages import these helpers.
 */
/** An entry of a list kind (a book, group, internship, hackathon or project): `<kind>:<entry id>`. */
export const listItemId = (kind: string, entryId: string) => `${kind}:${entryId}`;

export const itemIds = {
  topic: (slug: string) => `topic:${slug}`,
  section: (slug: string, sectionId: string) => `section:${slug}/${sectionId}`,
  /** A study link on a topic page (page = slug) or on the install page (page = 'soft-install'). */
  link: (page: string, linkId: string) => `link:${page}/${linkId}`,
  tool: (toolPage: number, toolId: string) => `tool:${toolPage}/${toolId}`,
  install: (guideId: string) => `install:${guideId}`,
  book: (id: string) => listItemId('book', id),
  group: (id: string) => listItemId('group', id),
  internship: (id: string) => listItemId('internship', id),
  hackathon: (id: string) => listItemId('hackathon', id),
  project: (id: string) => listItemId('project', id),
} as const;

/** The element id an item has on its page, so a search result can scroll to it: 'link:a/b' -> 'link-a-b'. */
export function anchorOf(itemId: string): string {
  return itemId.replace(/[:/]/g, '-');
}

/** Kinds a user can bookmark (issue: links, tools, books, internships, hackathons, projects). */
export const SAVABLE_KINDS = ['link', 'tool', 'book', 'internship', 'hackathon', 'project'] as const;
export type SavableKind = (typeof SAVABLE_KINDS)[number];

export function kindOf(itemId: string): string {
  return itemId.slice(0, itemId.indexOf(':'));
}
