import { lazySchema, z } from '#shared/zod.js';
import { dateField, textField } from '#shared/text-fields.js';

/**
 * The dated fields every internship and hackathon listing carries, whether it comes from content/
 * or from a student's suggestion: when it is open, who may apply, what it pays and where it runs.
 * One schema for the YAML seed, the API bodies and the forms, so every side refuses the same input.
 */

/** How long a listing's one-line texts (a title, a season) and its longer ones (eligibility) may be. */
export const LISTING_TEXT_MAX = { short: 160, long: 1000 } as const;

/** Currencies a stipend may be stated in; a stipend amount without one of these is refused. */
export const CURRENCIES = ['INR', 'USD', 'EUR', 'GBP'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const STIPEND_PERIODS = ['month', 'week', 'total'] as const;

const STIPEND_TEXT_MISSING = "Describe the stipend in the organiser's terms.";
const SEASON_MISSING = 'Say in which season it usually runs, e.g. "every October".';
const NO_CURRENCY = `stipend has an amount but no currency (one of ${CURRENCIES.join(', ')})`;

/**
 * What a listing pays: an amount with its currency, unpaid, not stated by the organiser, or a
 * sourced sentence where the organiser gives no single figure ('depends on your country').
 */
export const stipendSchema = lazySchema(() =>
  z
    .strictObject({
      kind: z.enum(['amount', 'unpaid', 'not-stated', 'described']),
      amount: z.optional(z.number().check(z.nonnegative('stipend amount must not be negative'))),
      currency: z.optional(z.enum(CURRENCIES)),
      per: z.optional(z.enum(STIPEND_PERIODS)),
      /** The amount is a ceiling ('up to USD 5,000'). */
      upTo: z.optional(z.boolean()),
      /** For 'described': the organiser's own terms, in our words. */
      text: z.optional(
        textField({ label: 'stipend description', max: LISTING_TEXT_MAX.long, missing: STIPEND_TEXT_MISSING }),
      ),
    })
    .check(
      z.refine((stipend) => stipend.kind !== 'amount' || stipend.amount !== undefined, {
        message: 'Enter the stipend amount.',
        path: ['amount'],
      }),
      z.refine((stipend) => stipend.amount === undefined || stipend.currency !== undefined, {
        message: NO_CURRENCY,
        path: ['currency'],
      }),
      z.refine((stipend) => stipend.kind !== 'amount' || stipend.per !== undefined, {
        message: 'stipend amount needs "per": month, week or total',
        path: ['per'],
      }),
      z.refine((stipend) => stipend.kind === 'amount' || stipend.amount === undefined, {
        message: 'only a stipend of kind "amount" has an amount',
        path: ['kind'],
      }),
      z.refine((stipend) => stipend.kind !== 'described' || stipend.text !== undefined, {
        message: STIPEND_TEXT_MISSING,
        path: ['text'],
      }),
    ),
);
export type Stipend = z.infer<typeof stipendSchema>;

/**
 * When a listing takes applications: known dates (opens may be unknown, closes is required), 'rolling'
 * (any time), or 'recurring' with the season the organiser usually runs it in, when this year's
 * dates are not out yet. No invented deadlines.
 */
export const listingWindowSchema = lazySchema(() =>
  z
    .strictObject({
      kind: z.enum(['dates', 'rolling', 'recurring']),
      opens: z.optional(dateField('opening date')),
      closes: z.optional(dateField('closing date')),
      /** For 'recurring': e.g. 'applications usually March to April'. */
      season: z.optional(textField({ label: 'season', max: LISTING_TEXT_MAX.short, missing: SEASON_MISSING })),
    })
    .check(
      z.refine((window) => window.kind !== 'dates' || window.closes !== undefined, {
        message: 'Enter the closing date (or choose rolling or recurring).',
        path: ['closes'],
      }),
      z.refine((window) => !window.opens || !window.closes || window.opens <= window.closes, {
        message: 'closes date is before its opens date',
        path: ['closes'],
      }),
      z.refine((window) => window.kind !== 'recurring' || window.season !== undefined, {
        message: SEASON_MISSING,
        path: ['season'],
      }),
      z.refine((window) => window.kind === 'dates' || (!window.opens && !window.closes), {
        message: 'only a window of kind "dates" has opens or closes dates',
        path: ['kind'],
      }),
    ),
);
export type ListingWindow = z.infer<typeof listingWindowSchema>;

export const LISTING_MODES = ['remote', 'on-site', 'hybrid', 'varies'] as const;
export type ListingMode = (typeof LISTING_MODES)[number];
