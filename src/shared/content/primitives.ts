import { lazySchema, z } from '#shared/zod.js';
import { ADDRESS_MAX, hasHiddenCharacters, httpsAddressProblem, isCalendarDate } from '#shared/text-rule.js';
import { ICON_KEYS } from './icons.js';

/** Stable identifier inside one content file: lower-case words joined by dashes. */
export const slugSchema = lazySchema(() =>
  z
    .string()
    .check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a slug: lower-case letters, digits and single dashes')),
);

/** Every outbound link must be a real https address: no '#', no empty string, no http, nothing disguised. */
export const httpsUrlSchema = lazySchema(() =>
  z.string().check(
    z.trim(),
    // abort: report only the first failing rule, so one bad link is one clear message.
    z.minLength(1, { message: 'link is empty', abort: true }),
    z.refine((value) => value !== '#' && !value.startsWith('#'), { message: 'link is a "#" placeholder', abort: true }),
    z.maxLength(ADDRESS_MAX, { message: `link is longer than ${ADDRESS_MAX} characters`, abort: true }),
    z.superRefine((value, context) => {
      const problem = httpsAddressProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: LINK_PROBLEMS[problem], input: value });
    }),
  ),
);

const LINK_PROBLEMS = {
  notHttps: 'must be an absolute https:// URL',
  hidden: 'link contains spaces, control or invisible characters',
  userInfo: 'link has a user name before its host (https://name@host/)',
  mixedScripts: 'link host mixes letters of different alphabets (a look-alike host)',
} as const;

/** An in-app route such as /explore or /tool-3. */
export const appRouteSchema = lazySchema(() =>
  z.string().check(z.regex(/^\/[A-Za-z0-9/-]*$/, 'must be an app route starting with /')),
);

/** Longest prose any content or listing field holds. */
export const TEXT_MAX = 5000;

/** Our prose and a listing's facts: not empty, bounded, no control characters or bidi overrides (line breaks kept). */
export const textSchema = lazySchema(() =>
  z.string().check(
    z.trim(),
    z.minLength(1, { message: 'text is empty', abort: true }),
    z.maxLength(TEXT_MAX, { message: `text is longer than ${TEXT_MAX} characters`, abort: true }),
    z.refine(
      (value) => !hasHiddenCharacters(value, { lines: true }),
      'text contains control characters or text-direction overrides',
    ),
  ),
);

export const iconKeySchema = lazySchema(() => z.enum(ICON_KEYS));

/** ISO calendar date (YYYY-MM-DD), used for review dates and event dates. */
export const isoDateSchema = lazySchema(() =>
  z.string().check(z.refine(isCalendarDate, 'must be a real date YYYY-MM-DD')),
);

/**
 * What a study link is, so a student knows what opening it means: watch (video), follow lessons (course),
 * do exercises, labs or challenges with feedback (practice), answer questions (quiz), look things up
 * (doc: official documentation and references), read (article, pdf, book), build (project), follow a
 * stream of new posts (feed), try code in an editor or sandbox that checks nothing (playground), or use
 * a service while you build, such as a fake API (tool). Playgrounds and tools are not practice.
 */
export const LINK_KINDS = [
  'video',
  'course',
  'practice',
  'quiz',
  'doc',
  'article',
  'project',
  'pdf',
  'book',
  'feed',
  'playground',
  'tool',
] as const;
export const linkKindSchema = lazySchema(() => z.enum(LINK_KINDS));
export type LinkKind = z.infer<typeof linkKindSchema>;

/** One outbound study link. Title and URL are facts; the note is our own words. */
export const contentLinkSchema = lazySchema(() =>
  translatable(
    { id: slugSchema, kind: linkKindSchema, title: textSchema, url: httpsUrlSchema, note: z.optional(textSchema) },
    ['note'],
  ),
);
export type ContentLink = z.infer<typeof contentLinkSchema>;

export const faqItemSchema = lazySchema(() =>
  translatable({ question: textSchema, answer: textSchema }, ['question', 'answer']),
);
export type FaqItem = z.infer<typeof faqItemSchema>;

/**
 * An object of our own prose that may carry its Hindi beside it: `hi` holds some of `keys`, each
 * checked like its English field (an array keeps its length rules), or by `hiShape` where the
 * English is a fixed choice (a spec label). docs/hindi.md lists the keys per file.
 */
export function translatable<
  Shape extends Record<string, z.ZodMiniType>,
  Key extends keyof Shape & string,
  Overrides extends Partial<Record<Key, z.ZodMiniType>> = Record<never, never>,
>(shape: Shape, keys: readonly Key[], hiShape?: Overrides) {
  const hi = Object.fromEntries(
    keys.map((key) => [key, z.optional((hiShape?.[key] ?? shape[key]) as z.ZodMiniType)]),
  ) as { [K in Key]: z.ZodMiniOptional<K extends keyof Overrides ? NonNullable<Overrides[K]> : Shape[K]> };
  return z.strictObject({ ...shape, hi: z.optional(z.strictObject(hi)) });
}
