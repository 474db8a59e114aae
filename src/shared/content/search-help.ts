/** The search alias table and Talko's site help: how students ask, and where the site answers. */
import { lazySchema, z } from '#shared/zod.js';
import { MAX_ALIAS_WORDS } from '#shared/query-expander.js';
import { appRouteSchema, slugSchema, textSchema, translatable } from './primitives.js';

/** A way students type a subject (lower case; symbols such as c++ kept), at most three words. */
const typedSchema = lazySchema(() =>
  z.string().check(
    z.trim(),
    z.minLength(1, 'an alias is empty'),
    z.refine((value) => value === value.toLowerCase(), 'an alias is written in lower case'),
    z.refine((value) => value.split(/\s+/).length <= MAX_ALIAS_WORDS, 'an alias has at most three words'),
  ),
);

export const searchAliasSchema = lazySchema(() =>
  z.strictObject({
    /** What students type: abbreviations, symbols, Devanagari spellings. */
    typed: z.array(typedSchema).check(z.minLength(1)),
    /** The words the search looks for instead (a page's title words when `page` is set). */
    means: textSchema,
    /** The page this subject has, put first when it exists (content:check warns while it is not declared). */
    page: z.optional(appRouteSchema),
  }),
);

export const searchAliasesSchema = lazySchema(() =>
  z.strictObject({
    aliases: z.array(searchAliasSchema).check(z.minLength(1)),
    /**
     * Romanised and Devanagari Hindi words that carry no subject ('kaise', 'seekhna', 'मुझे'): left
     * out of a query, and a sign that it was asked in Hindi.
     */
    hindiWords: z.array(typedSchema).check(z.minLength(1)),
  }),
);
export type SearchAliases = z.infer<typeof searchAliasesSchema>;

/**
 * Talko's answers about the site itself (content/site-help.yaml): each names the page that does
 * it, and is found by its question and `words` (English, romanised Hindi and Devanagari ways of
 * asking), read through the alias table like any query.
 */
export const siteHelpEntrySchema = lazySchema(() =>
  translatable(
    {
      id: slugSchema,
      question: textSchema,
      answer: textSchema,
      words: textSchema,
      route: appRouteSchema,
      anchor: z.optional(slugSchema),
      linkText: textSchema,
    },
    ['question', 'answer', 'linkText'],
  ),
);
export type SiteHelpEntry = z.infer<typeof siteHelpEntrySchema>;
export const siteHelpSchema = lazySchema(() =>
  z.strictObject({ answers: z.array(siteHelpEntrySchema).check(z.minLength(1)) }),
);
export type SiteHelp = z.infer<typeof siteHelpSchema>;
