import { lazySchema, z } from '#shared/zod.js';
import { hackathonSchema, internshipSchema } from '#shared/content/opportunities.js';
import { LISTING_FORM_FIELDS as FIELD } from './suggestions.js';

/**
 * A published listing edited in the console's form (/maintain, decision 0031). The form shows the
 * fields a listing of its kind has and the shared form can represent; the server merges them over
 * the stored listing, so what the form does not show (Hindi texts, an internship's duration, a
 * hackathon's tags) stays as it is. The same schemas check the form and the server's body.
 */
export const internshipFormSchema = lazySchema(() =>
  z.strictObject({
    kind: z.literal('internship'),
    title: FIELD.title,
    url: FIELD.url,
    /** The listing's `company`. */
    organiser: FIELD.organiser,
    category: FIELD.category,
    location: FIELD.location,
    mode: FIELD.mode,
    window: FIELD.window,
    eligibility: FIELD.eligibility,
    stipend: FIELD.stipend,
  }),
);

/** A hackathon has no organiser, category or stipend on its card; it has a description. */
export const hackathonFormSchema = lazySchema(() =>
  z.strictObject({
    kind: z.literal('hackathon'),
    title: FIELD.title,
    url: FIELD.url,
    location: FIELD.location,
    mode: FIELD.mode,
    window: FIELD.window,
    eligibility: FIELD.eligibility,
    description: FIELD.description,
  }),
);

export const listingFormSchema = lazySchema(() =>
  z.discriminatedUnion('kind', [internshipFormSchema, hackathonFormSchema]),
);
export type ListingFormFields = z.infer<typeof listingFormSchema>;

const version = lazySchema(() => z.number().check(z.int()));

/** PATCH /api/maintain/listings/{internship|hackathon}/:slug: the form's fields and the version they were read at. */
export const internshipFormEditSchema = lazySchema(() => z.strictObject({ version, fields: internshipFormSchema }));
export const hackathonFormEditSchema = lazySchema(() => z.strictObject({ version, fields: hackathonFormSchema }));

/** GET /api/maintain/listings/{internship|hackathon}/:slug: the whole stored listing, its form fields, its version. */
export const listingCopySchema = lazySchema(() =>
  z.strictObject({
    kind: z.enum(['internship', 'hackathon']),
    slug: z.string(),
    version: z.number(),
    listing: z.union([internshipSchema, hackathonSchema]),
    fields: listingFormSchema,
  }),
);
export type ListingCopy = z.infer<typeof listingCopySchema>;
