import type * as z from 'zod/mini';
import { TOOL_PREFIX, TOPIC_PREFIX } from '#shared/content/route-constants.js';

/**
 * The schema of a content entry the browser shows, fetched with the route that shows it: a route's
 * loader parses its page's entries with these, so it downloads the schema modules of its own
 * entries (which its page's code imports anyway), not every entry's, and the signed-in app's first
 * download carries none. catalogue-files.ts is the table the server reads; a unit test holds this
 * one to it (tests/unit/web/content-schemas.test.ts).
 */
const learning = () => import('#shared/content/learning.js');
const opportunities = () => import('#shared/content/opportunities.js');

const SCHEMAS: Record<string, () => Promise<z.ZodMiniType>> = {
  home: () => learning().then((module) => module.homeSchema),
  explore: () => learning().then((module) => module.exploreSchema),
  'soft-install': () => learning().then((module) => module.softInstallSchema),
  books: () => opportunities().then((module) => module.booksSchema),
  community: () => opportunities().then((module) => module.communitySchema),
  internships: () => opportunities().then((module) => module.internshipsSchema),
  hackathons: () => opportunities().then((module) => module.hackathonsSchema),
  projects: () => opportunities().then((module) => module.projectsSchema),
  contact: () => import('#shared/content/contact.js').then((module) => module.contactSchema),
  'search-aliases': () => import('#shared/content/search-help.js').then((module) => module.searchAliasesSchema),
  'site-help': () => import('#shared/content/search-help.js').then((module) => module.siteHelpSchema),
};

/** The schema of one content entry (GET /api/content/<name>), its module fetched on first use. */
export function loadSchemaOf(name: string): Promise<z.ZodMiniType> {
  if (name.startsWith(TOPIC_PREFIX)) return learning().then((module) => module.topicPageSchema);
  if (name.startsWith(TOOL_PREFIX)) return learning().then((module) => module.aiToolPageSchema);
  const load = Object.hasOwn(SCHEMAS, name) ? SCHEMAS[name] : undefined;
  if (!load) return Promise.reject(new Error(`There is no content entry named ${name}.`));
  return load();
}
