import { lazySchema, z } from '#shared/zod.js';
import { TEXT_RULE_MESSAGES, textField } from '#shared/text-fields.js';
import { hasHiddenCharacters } from '#shared/text-rule.js';

/** Limits for a reported issue; the form and the server check the same ones. */
export const REPORT_LIMITS = { pageOrLinkMax: 500, descriptionMin: 10, descriptionMax: 2000, emailMax: 254 } as const;

export const REPORT_MESSAGES = {
  pageOrLinkMissing: 'Tell us which page or link has the problem.',
  pageOrLinkTooLong: `The page or link is too long (at most ${REPORT_LIMITS.pageOrLinkMax} characters).`,
  descriptionMissing: 'Describe what is wrong.',
  descriptionTooShort: `Describe what is wrong in at least ${REPORT_LIMITS.descriptionMin} characters.`,
  descriptionTooLong: `The description is too long (at most ${REPORT_LIMITS.descriptionMax} characters).`,
  emailInvalid: 'Enter a valid e-mail address, or leave the field empty.',
  pageOrLinkHidden: TEXT_RULE_MESSAGES.hidden('page or link'),
  descriptionHidden: TEXT_RULE_MESSAGES.hidden('description'),
  tooManyReports: 'You have sent several reports in a short time. Please wait a while before sending another.',
} as const;

const requiredText = (missing: string) => z.string({ error: missing }).check(z.trim(), z.minLength(1, missing));

// The text rule (src/shared/text-rule.ts): a description keeps its line breaks; control characters
// (NUL, which PostgreSQL refuses; C1 such as U+009B, which terminals read as escapes) and bidi
// overrides and isolates (which reorder what a maintainer sees) never belong in a report.
export const reportRequestSchema = lazySchema(() =>
  z.strictObject({
    pageOrLink: textField({
      label: 'page or link',
      max: REPORT_LIMITS.pageOrLinkMax,
      missing: REPORT_MESSAGES.pageOrLinkMissing,
      messages: { tooLong: REPORT_MESSAGES.pageOrLinkTooLong, hidden: REPORT_MESSAGES.pageOrLinkHidden },
    }),
    description: requiredText(REPORT_MESSAGES.descriptionMissing).check(
      z.minLength(REPORT_LIMITS.descriptionMin, REPORT_MESSAGES.descriptionTooShort),
      z.maxLength(REPORT_LIMITS.descriptionMax, REPORT_MESSAGES.descriptionTooLong),
      z.refine((value) => !hasHiddenCharacters(value, { lines: true }), REPORT_MESSAGES.descriptionHidden),
    ),
    /** Optional: an empty field means "no reply wanted". */
    email: z.optional(
      z.pipe(
        z.pipe(
          z
            .string({ error: REPORT_MESSAGES.emailInvalid })
            .check(z.trim(), z.maxLength(REPORT_LIMITS.emailMax, REPORT_MESSAGES.emailInvalid)),
          z.union([z.literal(''), z.email(REPORT_MESSAGES.emailInvalid)]),
        ),
        z.transform((value) => (value === '' ? undefined : value)),
      ),
    ),
  }),
);
export type ReportRequest = z.input<typeof reportRequestSchema>;
export type ValidReport = z.output<typeof reportRequestSchema>;
export type ReportField = keyof ReportRequest;

export const reportResponseSchema = lazySchema(() => z.object({ id: z.string(), createdAt: z.number() }));
export type ReportResponse = z.infer<typeof reportResponseSchema>;
