import type * as z from 'zod/mini';
import { TOOL_PREFIX, TOPIC_PREFIX } from './route-constants.js';
import { searchAliasesSchema, siteHelpSchema } from './search-help.js';
import {
  aiToolPageSchema,
  booksSchema,
  communitySchema,
  contactSchema,
  exploreSchema,
  hackathonsSchema,
  homeSchema,
  internshipsSchema,
  projectsSchema,
  softInstallSchema,
  topicPageSchema,
} from './index.js';

/**
 * The curated data files under content/, with the schema each must satisfy. A topic page is any
 * content/topics/<slug>.yaml and a tool page any content/tools/tool-<n>.yaml (the loader finds
 * them); other files are listed here.
 */
export interface CatalogueFile {
  /** Path relative to content/, without extension; .yaml and .json are both accepted. */
  name: string;
  schema: z.ZodMiniType;
  /** Files that may be absent while their screens are not built yet. */
  optional?: boolean;
}

/** Every catalogue file, given the topic pages' slugs and the tool pages' numbers (in their order). */
export const catalogueFiles = (topicSlugs: readonly string[], toolNumbers: readonly number[]): CatalogueFile[] => [
  { name: 'home', schema: homeSchema },
  { name: 'explore', schema: exploreSchema },
  ...topicSlugs.map((slug) => ({ name: `${TOPIC_PREFIX}${slug}`, schema: topicPageSchema })),
  ...toolNumbers.map((n) => ({ name: `${TOOL_PREFIX}${n}`, schema: aiToolPageSchema })),
  { name: 'soft-install', schema: softInstallSchema },
  { name: 'books', schema: booksSchema, optional: true },
  { name: 'community', schema: communitySchema, optional: true },
  { name: 'internships', schema: internshipsSchema, optional: true },
  { name: 'hackathons', schema: hackathonsSchema, optional: true },
  { name: 'projects', schema: projectsSchema, optional: true },
  { name: 'contact', schema: contactSchema },
  { name: 'search-aliases', schema: searchAliasesSchema },
  { name: 'site-help', schema: siteHelpSchema },
];

const schemas = new Map(catalogueFiles([], []).map((file) => [file.name, file.schema]));

/** The schema of one content entry (GET /api/content/<name>), for parsing it where it arrives. */
export function schemaOf(name: string): z.ZodMiniType {
  const schema = name.startsWith(TOPIC_PREFIX)
    ? topicPageSchema
    : name.startsWith(TOOL_PREFIX)
      ? aiToolPageSchema
      : schemas.get(name);
  if (!schema) throw new Error(`There is no content entry named ${name}.`);
  return schema;
}
