import { lazySchema, z } from '#shared/zod.js';
import { LISTING_MODES, listingWindowSchema, stipendSchema } from './listing-fields.js';
import { httpsUrlSchema, iconKeySchema, isoDateSchema, slugSchema, textSchema, translatable } from './primitives.js';

export const bookSchema = lazySchema(() =>
  translatable(
    {
      id: slugSchema,
      title: textSchema,
      author: textSchema,
      description: textSchema,
      /** Cover artwork is drawn locally from this icon and the title; nothing is hot-linked. */
      image: iconKeySchema,
      /** A lawful download: Project Gutenberg or Standard Ebooks, or the author's own free copy. */
      downloadLink: httpsUrlSchema,
      sourcePage: z.optional(httpsUrlSchema),
    },
    ['description'],
  ),
);
export type Book = z.infer<typeof bookSchema>;
export const booksSchema = lazySchema(() => z.strictObject({ books: z.array(bookSchema).check(z.length(10)) }));

export const COMMUNITY_CATEGORIES = ['Frontend', 'Backend', 'Mobile Dev', 'UI/UX', 'DevOps', 'Cloud'] as const;
export const communityGroupSchema = lazySchema(() =>
  translatable(
    {
      id: slugSchema,
      name: textSchema,
      /** Member counts are static text such as '2.5k', not numbers. */
      members: textSchema,
      category: z.enum(COMMUNITY_CATEGORIES),
      description: textSchema,
      url: httpsUrlSchema,
      tags: z.array(textSchema).check(z.minLength(1)),
    },
    ['description'],
  ),
);
export type CommunityGroup = z.infer<typeof communityGroupSchema>;
export const communitySchema = lazySchema(() =>
  z.strictObject({ groups: z.array(communityGroupSchema).check(z.minLength(14)) }),
);

export const INTERNSHIP_CATEGORIES = ['Frontend', 'Backend', 'UIUX', 'AIML'] as const;
export type InternshipCategory = (typeof INTERNSHIP_CATEGORIES)[number];

/**
 * What every listing records beyond the spec's card fields: its window, who may apply, the mode,
 * and where and when its facts were last checked (and by whom). Built by the schemas that spread it.
 */
const listingFacts = () => ({
  window: listingWindowSchema,
  /** Who may apply (year of study, country, graduates), as the source states it. */
  eligibility: textSchema,
  mode: z.enum(LISTING_MODES),
  /** The page the window, eligibility and stipend were checked against. */
  sourceUrl: httpsUrlSchema,
  verifiedOn: isoDateSchema,
  verifiedBy: textSchema,
});

/**
 * One card per programme. `category` is the section it is listed under on /internship; a programme
 * with projects in other categories also appears on those category pages (`alsoIn`), never twice on
 * one page. The card's hiring status and the `remote` tag are computed from the window and mode.
 */
export const internshipSchema = lazySchema(() =>
  translatable(
    {
      id: slugSchema,
      title: textSchema,
      url: httpsUrlSchema,
      company: textSchema,
      location: textSchema,
      duration: textSchema,
      stipend: stipendSchema,
      time: textSchema,
      tag: textSchema,
      category: z.enum(INTERNSHIP_CATEGORIES),
      alsoIn: z.optional(z.array(z.enum(INTERNSHIP_CATEGORIES)).check(z.minLength(1))),
      apply: textSchema,
      logo: z.optional(iconKeySchema),
      ...listingFacts(),
    },
    // Our own words about the programme; its title, company, tag and the spec's 'Apply Now' stay as written.
    ['location', 'duration', 'time', 'eligibility'],
  ),
);
export type Internship = z.infer<typeof internshipSchema>;
export const internshipsSchema = lazySchema(() =>
  z.strictObject({ internships: z.array(internshipSchema).check(z.minLength(4)) }),
);

export const hackathonSchema = lazySchema(() =>
  translatable(
    {
      id: slugSchema,
      url: httpsUrlSchema,
      title: textSchema,
      /** As the source states it: an exact date or the usual season, e.g. 'Every October'. */
      date: textSchema,
      location: textSchema,
      description: textSchema,
      tags: z.array(textSchema).check(z.minLength(1)),
      image: iconKeySchema,
      ...listingFacts(),
    },
    ['date', 'location', 'description', 'eligibility'],
  ),
);
export type Hackathon = z.infer<typeof hackathonSchema>;
/** The spec's six seeded hackathons; more arrive as approved listings, not through this file. */
export const hackathonsSchema = lazySchema(() =>
  z.strictObject({ hackathons: z.array(hackathonSchema).check(z.length(6)) }),
);

export const PROJECT_CATEGORIES = ['Frontend', 'Backend', 'UI/UX', 'AI/ML', 'App Dev', 'Cyber Security'] as const;
export const PROJECT_FILTERS = ['Playlists', 'Project Ideas', 'GitHub Repository'] as const;
export const projectSchema = lazySchema(() =>
  translatable(
    {
      id: slugSchema,
      title: textSchema,
      category: z.enum(PROJECT_CATEGORIES),
      filter: z.enum(PROJECT_FILTERS),
      short: textSchema,
      icons: z.array(iconKeySchema).check(z.minLength(1)),
      full: textSchema,
      url: httpsUrlSchema,
    },
    ['short', 'full'],
  ),
);
export type Project = z.infer<typeof projectSchema>;
export const projectsSchema = lazySchema(() =>
  z.strictObject({ projects: z.array(projectSchema).check(z.minLength(1)) }),
);
