import { z } from '#shared/zod.js';

/** Limits for a reported issue; the form and the server check the same ones. */
export const REPORT_LIMITS = { pageOrLinkMax: 500, descriptionMin: 10, descriptionMax: 2000, emailMax: 254 } as const;

export const REPORT_MESSAGES = {
  pageOrLinkMissing: 'Tell us which page or link has the problem.',
  pageOrLinkTooLong: `The page or link is too long (at most ${REPORT_LIMITS.pageOrLinkMax} characters).`,
  descriptionMissing: 'Describe what is wrong.',
  descriptionTooShort: `Describe what is wrong in at least ${REPORT_LIMITS.descriptionMin} characters.`,
  descriptionTooLong: `The description is too long (at most ${REPORT_LIMITS.descriptionMax} characters).`,
  emailInvalid: 'Enter a valid e-mail address, or leave the field empty.',
  controlCharacters: 'The text contains characters that are not allowed.',
  tooManyReports: 'You have sent several reports in a short time. Please wait a while before sending another.',
} as const;

// Newlines and tabs are fine in a description; other control characters (NUL above all, which
// PostgreSQL refuses in text; C1 controls such as U+009B, which terminals read as escape sequences)
// and bidirectional overrides and isolates (U+202A-U+202E, U+2066-U+2069, which reorder what a
// maintainer sees) never belong in a report.
const hasControlCharacters = (value: string) =>
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/.test(value);

const requiredText = (missing: string) => z.string({ error: missing }).check(z.trim(), z.minLength(1, missing));

export const reportRequestSchema = z.strictObject({
  pageOrLink: requiredText(REPORT_MESSAGES.pageOrLinkMissing).check(
    z.maxLength(REPORT_LIMITS.pageOrLinkMax, REPORT_MESSAGES.pageOrLinkTooLong),
    z.refine((value) => !hasControlCharacters(value), REPORT_MESSAGES.controlCharacters),
  ),
  description: requiredText(REPORT_MESSAGES.descriptionMissing).check(
    z.minLength(REPORT_LIMITS.descriptionMin, REPORT_MESSAGES.descriptionTooShort),
    z.maxLength(REPORT_LIMITS.descriptionMax, REPORT_MESSAGES.descriptionTooLong),
    z.refine((value) => !hasControlCharacters(value), REPORT_MESSAGES.controlCharacters),
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
});
export type ReportRequest = z.input<typeof reportRequestSchema>;
export type ValidReport = z.output<typeof reportRequestSchema>;
export type ReportField = keyof ReportRequest;

export const reportResponseSchema = z.object({ id: z.string(), createdAt: z.number() });
export type ReportResponse = z.infer<typeof reportResponseSchema>;
