import { lazySchema, z } from '#shared/zod.js';
import { LISTING_MODES, LISTING_TEXT_MAX, listingWindowSchema, stipendSchema } from '#shared/content/listing-fields.js';
import { INTERNSHIP_CATEGORIES } from '#shared/content/opportunities.js';
import { addressField, textField } from '#shared/text-fields.js';

/**
 * 'Suggest a listing': what a signed-in student sends, checked by the form and again by the server
 * with this one schema (dates in order, an https address, a non-negative amount with a currency).
 */
export const SUGGESTION_LIMITS = {
  textMax: LISTING_TEXT_MAX.short,
  longTextMax: LISTING_TEXT_MAX.long,
  perDay: 5,
} as const;

export const SUGGESTION_MESSAGES = {
  tooMany: `You have suggested ${SUGGESTION_LIMITS.perDay} listings today. Please wait until tomorrow to suggest more.`,
  categoryMissing: 'Choose the category of the internship.',
} as const;

/** A form's one-line text under the text rule: trimmed, required, bounded, each message naming the field. */
const formText = (label: string, missing: string) => textField({ label, missing, max: SUGGESTION_LIMITS.textMax });
/** A longer text, which may run over several lines. */
const formProse = (label: string, missing: string) =>
  textField({ label, missing, max: SUGGESTION_LIMITS.longTextMax, lines: true });

export const SUGGESTION_KINDS = ['internship', 'hackathon'] as const;
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number];

/**
 * A listing's fields as the forms take them, one rule each: a student's suggestion and a
 * maintainer's edit of a published listing (listing-edit.ts) check them alike, both sides.
 */
export const LISTING_FORM_FIELDS = {
  title: lazySchema(() => formText('title', 'Enter the title of the programme or event.')),
  url: lazySchema(() => addressField('link', 'Enter the official link.')),
  organiser: lazySchema(() => formText('organiser', 'Enter who runs it.')),
  category: lazySchema(() => z.enum(INTERNSHIP_CATEGORIES, { error: SUGGESTION_MESSAGES.categoryMissing })),
  location: lazySchema(() => formText('location', 'Enter where it takes place, or "Online".')),
  mode: lazySchema(() => z.enum(LISTING_MODES)),
  window: listingWindowSchema,
  eligibility: lazySchema(() => formProse('eligibility', 'Say who can apply, or "Open to all".')),
  stipend: stipendSchema,
  description: lazySchema(() => formProse('description', 'Describe it in a sentence or two.')),
};

export const suggestionRequestSchema = lazySchema(() =>
  z
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
    ),
);
export type SuggestionRequest = z.infer<typeof suggestionRequestSchema>;

export const SUGGESTION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type SuggestionStatus = (typeof SUGGESTION_STATUSES)[number];

/** One of the student's own suggestions, as the account page shows it. */
export const mySuggestionSchema = lazySchema(() =>
  z.strictObject({
    id: z.string(),
    kind: z.enum(SUGGESTION_KINDS),
    title: z.string(),
    status: z.enum(SUGGESTION_STATUSES),
    /** Why a maintainer rejected it. */
    reason: z.nullable(z.string()),
    createdAt: z.number(),
    reviewedAt: z.nullable(z.number()),
  }),
);
export type MySuggestion = z.infer<typeof mySuggestionSchema>;
export const mySuggestionsSchema = lazySchema(() => z.strictObject({ suggestions: z.array(mySuggestionSchema) }));
export type MySuggestions = z.infer<typeof mySuggestionsSchema>;
