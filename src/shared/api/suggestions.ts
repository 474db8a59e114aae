import { z } from '#shared/zod.js';
import { LISTING_MODES, listingWindowSchema, stipendSchema } from '#shared/content/listing-fields.js';
import { INTERNSHIP_CATEGORIES } from '#shared/content/opportunities.js';
import { httpsUrlSchema } from '#shared/content/primitives.js';

/**
 * 'Suggest a listing': what a signed-in student sends, checked by the form and again by the server
 * with this one schema (dates in order, an https address, a non-negative amount with a currency).
 */
export const SUGGESTION_LIMITS = { textMax: 160, longTextMax: 1000, perDay: 5 } as const;

export const SUGGESTION_MESSAGES = {
  tooMany: `You have suggested ${SUGGESTION_LIMITS.perDay} listings today. Please wait until tomorrow to suggest more.`,
  categoryMissing: 'Choose the category of the internship.',
  controlCharacters: 'The text contains characters that are not allowed.',
} as const;

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** A form's text field: trimmed, required (`missing` when empty), at most `max` characters, no control characters. */
export const formText = (missing: string, max: number = SUGGESTION_LIMITS.textMax) =>
  z.string({ error: missing }).check(
    z.trim(),
    z.minLength(1, missing),
    z.maxLength(max, `At most ${max} characters.`),
    z.refine((value) => !CONTROL.test(value), SUGGESTION_MESSAGES.controlCharacters),
  );

export const SUGGESTION_KINDS = ['internship', 'hackathon'] as const;
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number];

/**
 * A listing's fields as the forms take them, one rule each: a student's suggestion and a
 * maintainer's edit of a published listing (listing-edit.ts) check them alike, both sides.
 */
export const LISTING_FORM_FIELDS = {
  title: formText('Enter the title of the programme or event.'),
  url: httpsUrlSchema,
  organiser: formText('Enter who runs it.'),
  category: z.enum(INTERNSHIP_CATEGORIES, { error: SUGGESTION_MESSAGES.categoryMissing }),
  location: formText('Enter where it takes place, or "Online".'),
  mode: z.enum(LISTING_MODES),
  window: listingWindowSchema,
  eligibility: formText('Say who can apply, or "Open to all".', SUGGESTION_LIMITS.longTextMax),
  stipend: stipendSchema,
  description: formText('Describe it in a sentence or two.', SUGGESTION_LIMITS.longTextMax),
};

export const suggestionRequestSchema = z
  .strictObject({
    kind: z.enum(SUGGESTION_KINDS),
    ...LISTING_FORM_FIELDS,
    category: z.optional(z.enum(INTERNSHIP_CATEGORIES)),
    description: z.optional(LISTING_FORM_FIELDS.description),
  })
  .check(
    z.refine((body) => body.kind !== 'internship' || body.category !== undefined, {
      message: SUGGESTION_MESSAGES.categoryMissing,
      path: ['category'],
    }),
  );
export type SuggestionRequest = z.infer<typeof suggestionRequestSchema>;

export const SUGGESTION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type SuggestionStatus = (typeof SUGGESTION_STATUSES)[number];

/** One of the student's own suggestions, as the account page shows it. */
export const mySuggestionSchema = z.strictObject({
  id: z.string(),
  kind: z.enum(SUGGESTION_KINDS),
  title: z.string(),
  status: z.enum(SUGGESTION_STATUSES),
  /** Why a maintainer rejected it. */
  reason: z.nullable(z.string()),
  createdAt: z.number(),
  reviewedAt: z.nullable(z.number()),
});
export type MySuggestion = z.infer<typeof mySuggestionSchema>;
export const mySuggestionsSchema = z.strictObject({ suggestions: z.array(mySuggestionSchema) });
export type MySuggestions = z.infer<typeof mySuggestionsSchema>;
