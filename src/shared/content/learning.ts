import { INSTALL_PLATFORMS } from '#shared/install-platform.js';
import { lazySchema, z } from '#shared/zod.js';
import {
  appRouteSchema,
  contentLinkSchema,
  faqItemSchema,
  httpsUrlSchema,
  iconKeySchema,
  slugSchema,
  textSchema,
  translatable,
} from './primitives.js';

/** A topic page's slug: its file's name under content/topics and its path (content-page-reader.ts). */
export type TopicSlug = string;

/** A salary band in whole rupees per year; the UI prints it in lakh notation. */
export const salaryRangeSchema = lazySchema(() =>
  translatable({ label: textSchema, min: z.int().check(z.positive()), max: z.int().check(z.positive()) }, [
    'label',
  ]).check(z.refine((range) => range.min <= range.max, 'min must not exceed max')),
);
export type SalaryRange = z.infer<typeof salaryRangeSchema>;

/** One numbered accordion section of a topic page. */
export const accordionTopicSchema = lazySchema(() =>
  translatable(
    {
      id: slugSchema,
      title: textSchema,
      content: textSchema,
      links: z.array(contentLinkSchema),
      /** Shown as 'Available Soon' instead of links (spec: open-source contributions). */
      availableSoon: z.optional(z.boolean()),
    },
    ['title', 'content'],
  ).check(
    z.refine(
      (topic) => topic.availableSoon === true || topic.links.length > 0,
      'a section needs links or availableSoon: true',
    ),
  ),
);
export type AccordionTopic = z.infer<typeof accordionTopicSchema>;

export const roleSchema = lazySchema(() =>
  translatable({ title: textSchema, description: textSchema }, ['title', 'description']),
);

export const topicPageSchema = lazySchema(() =>
  translatable(
    {
      slug: slugSchema,
      title: textSchema,
      // The head the page registry reads (content-page-reader.ts): Hindi title, place, menu link.
      titleHi: textSchema,
      order: z.int(),
      menuLabel: z.optional(textSchema),
      menuLabelHi: z.optional(textSchema),
      icon: iconKeySchema,
      /** Intro paragraph under the title. Cyber security shows steps text instead of an intro. */
      intro: z.optional(textSchema),
      stepsText: z.optional(z.array(textSchema).check(z.minLength(1))),
      story: z.array(textSchema).check(z.length(5)),
      rating: z.number().check(z.gte(0), z.lte(5)),
      creator: z.strictObject({ name: textSchema, url: httpsUrlSchema }),
      overview: translatable(
        {
          whatItIs: textSchema,
          roles: z.array(roleSchema).check(z.minLength(1)),
          skills: z.array(textSchema).check(z.minLength(1)),
          salaries: z.array(salaryRangeSchema),
          salaryNote: z.optional(textSchema),
          roadmap: translatable(
            { label: z.enum(['Download The Roadmap', 'Download Now']), url: httpsUrlSchema },
            ['label'],
            { label: textSchema },
          ),
        },
        ['whatItIs', 'skills', 'salaryNote'],
      ),
      sections: z.array(accordionTopicSchema).check(z.minLength(1)),
      /** Community-group buttons appear on the front-end page only. */
      communityGroups: z.optional(z.array(z.strictObject({ name: textSchema, url: httpsUrlSchema }))),
      /** Restore the scroll position after a delay (spec: git page, 100 ms). */
      restoreScrollMs: z.optional(z.int().check(z.positive())),
    },
    ['intro', 'stepsText', 'story'],
  ).check(
    z.refine((page) => Boolean(page.intro) !== Boolean(page.stepsText), 'a topic page has either intro or stepsText'),
  ),
);
export type TopicPage = z.infer<typeof topicPageSchema>;

export const topicCardSchema = lazySchema(() =>
  translatable({ title: textSchema, icon: iconKeySchema, route: appRouteSchema, description: textSchema }, [
    'title',
    'description',
  ]),
);
export type TopicCard = z.infer<typeof topicCardSchema>;

export const aiToolCategorySchema = lazySchema(() =>
  translatable({ name: textSchema, icon: iconKeySchema, description: textSchema, route: appRouteSchema }, [
    'name',
    'description',
  ]),
);
export type AiToolCategory = z.infer<typeof aiToolCategorySchema>;

export const exploreSchema = lazySchema(() =>
  z.strictObject({
    topicCards: z.array(topicCardSchema).check(z.length(10)),
    /**
     * The placement pages, shown below the spec's ten cards under 'Prepare for placements'; a new
     * placement topic file adds its card here, with no change to code.
     */
    placementCards: z.array(topicCardSchema).check(z.minLength(1)),
    /** The spec's eight AI tool categories; a new tool page file adds its card here, with no change to code. */
    aiToolCategories: z.array(aiToolCategorySchema).check(z.minLength(1)),
  }),
);
export type Explore = z.infer<typeof exploreSchema>;

export const aiToolSchema = lazySchema(() =>
  translatable(
    {
      id: slugSchema,
      name: textSchema,
      url: httpsUrlSchema,
      whatItDoes: textSchema,
      howToUse: z.array(textSchema).check(z.minLength(1)),
      pricing: z.optional(textSchema),
    },
    ['whatItDoes', 'howToUse', 'pricing'],
  ),
);
export type AiTool = z.infer<typeof aiToolSchema>;

export const aiToolPageSchema = lazySchema(() =>
  translatable(
    {
      // The head the page registry reads (content-page-reader.ts): the page is /tool-<number>.
      number: z.int().check(z.gte(1)),
      category: textSchema,
      title: textSchema,
      titleHi: textSchema,
      intro: textSchema,
      icon: iconKeySchema,
      disclaimer: z.optional(textSchema),
      tools: z.array(aiToolSchema).check(z.length(5)),
    },
    ['title', 'category', 'intro', 'disclaimer'],
  ),
);
export type AiToolPage = z.infer<typeof aiToolPageSchema>;

export const installCommandSchema = lazySchema(() =>
  translatable(
    {
      label: textSchema,
      command: textSchema,
      /** The official page that shows this command. */
      sourceUrl: httpsUrlSchema,
    },
    ['label'],
  ),
);
export type InstallCommand = z.infer<typeof installCommandSchema>;

/** The operating systems every install guide covers: src/shared/install-platform.ts. */
export { INSTALL_PLATFORMS, type InstallPlatform } from '#shared/install-platform.js';

/** How to install the tool on one operating system; `linux` means Debian and Ubuntu. */
export const platformInstallSchema = lazySchema(() =>
  translatable(
    {
      os: z.enum(INSTALL_PLATFORMS),
      /** What to do, in order, including what to click when the official way is an installer. */
      steps: z.array(textSchema).check(z.minLength(1)),
      /** At least one command the official page shows (package manager or the installer's own tool). */
      commands: z
        .array(installCommandSchema)
        .check(z.minLength(1, { message: 'every OS block needs at least one command copied from an official page' })),
      /** Commands that show the install worked, e.g. `git --version`. */
      checks: z.array(installCommandSchema).check(z.minLength(1)),
    },
    ['steps'],
  ),
);
export type PlatformInstall = z.infer<typeof platformInstallSchema>;

/**
 * The failure beginners hit most often, and what fixes it. `os` names the systems it happens on; a
 * problem without it happens on every system. The install page shows the chosen system's problems
 * and keeps the rest behind a disclosure.
 */
export const installProblemSchema = lazySchema(() =>
  translatable(
    {
      problem: textSchema,
      fix: textSchema,
      os: z.optional(z.array(z.enum(INSTALL_PLATFORMS)).check(z.minLength(1))),
    },
    ['problem', 'fix'],
  ),
);
export type InstallProblem = z.infer<typeof installProblemSchema>;

export const installGuideSchema = lazySchema(() =>
  translatable(
    {
      id: slugSchema,
      title: textSchema,
      icon: iconKeySchema,
      summary: textSchema,
      officialUrl: httpsUrlSchema,
      platforms: z
        .array(platformInstallSchema)
        .check(
          z.refine(
            (platforms) =>
              platforms.length === INSTALL_PLATFORMS.length &&
              INSTALL_PLATFORMS.every((os, i) => platforms[i]?.os === os),
            `platforms must be, in order: ${INSTALL_PLATFORMS.join(', ')}`,
          ),
        ),
      troubleshooting: z.array(installProblemSchema).check(z.minLength(1)),
      links: z.array(contentLinkSchema).check(z.minLength(1)),
    },
    ['title', 'summary'],
  ),
);
export type InstallGuide = z.infer<typeof installGuideSchema>;

export const softInstallSchema = lazySchema(() =>
  translatable({ title: textSchema, intro: textSchema, guides: z.array(installGuideSchema).check(z.minLength(1)) }, [
    'title',
    'intro',
  ]),
);
export type SoftInstall = z.infer<typeof softInstallSchema>;

const linkTargetSchema = lazySchema(() =>
  z
    .strictObject({ to: z.optional(appRouteSchema), url: z.optional(httpsUrlSchema) })
    .check(
      z.refine((target) => Boolean(target.to) !== Boolean(target.url), 'give exactly one of to (app route) or url'),
    ),
);

export const homeSchema = lazySchema(() =>
  z.strictObject({
    benefits: z
      .array(
        translatable({ title: textSchema, description: textSchema, icon: iconKeySchema }, ['title', 'description']),
      )
      .check(z.length(3)),
    popularCategories: z
      .array(translatable({ label: textSchema, to: appRouteSchema }, ['label']))
      .check(z.minLength(1)),
    faq: z.array(faqItemSchema).check(z.length(5)),
    partners: z.array(z.strictObject({ name: textSchema, url: httpsUrlSchema })).check(z.minLength(1)),
    features: z
      .array(
        translatable({ title: textSchema, description: textSchema, icon: iconKeySchema, link: linkTargetSchema }, [
          'title',
          'description',
        ]),
      )
      .check(z.length(6)),
  }),
);
export type Home = z.infer<typeof homeSchema>;
