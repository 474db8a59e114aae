import { builtSchema, lazySchema, z } from '#shared/zod.js';
import { hackathonSchema, internshipSchema } from '#shared/content/opportunities.js';
import { isoDateSchema } from '#shared/content/primitives.js';
import { LISTING_STATES } from '#shared/listing-state.js';

/** What the listing pages get, most urgent first: each listing's fields, its state on today's date (India), its version. */
const listed = () => ({
  state: z.enum(LISTING_STATES),
  /** Bumped on every save; an edit names the version it started from (the version check). */
  version: z.number(),
  /** A recurring listing's next expected month (YYYY-MM), when its season names one (listing-urgency.ts). */
  nextExpected: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}$/))),
});

export const listedInternshipSchema = lazySchema(() => z.extend(builtSchema(internshipSchema), listed()));
export type ListedInternship = z.infer<typeof listedInternshipSchema>;
/** `today` is the server's calendar day in India, the day every state was computed for. */
export const internshipListingsSchema = lazySchema(() =>
  z.strictObject({
    today: isoDateSchema,
    internships: z.array(listedInternshipSchema),
  }),
);

export const listedHackathonSchema = lazySchema(() => z.extend(builtSchema(hackathonSchema), listed()));
export type ListedHackathon = z.infer<typeof listedHackathonSchema>;
/** Not fixed at six here: the spec's six are the seed, approved suggestions join them. */
export const hackathonListingsSchema = lazySchema(() =>
  z.strictObject({
    today: isoDateSchema,
    hackathons: z.array(listedHackathonSchema),
  }),
);
export type InternshipListings = z.infer<typeof internshipListingsSchema>;
export type HackathonListings = z.infer<typeof hackathonListingsSchema>;
