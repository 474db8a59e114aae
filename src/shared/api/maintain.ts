import { lazySchema, z } from '#shared/zod.js';
import { hackathonSchema, internshipSchema } from '#shared/content/opportunities.js';
import { TEXT_RULE_MESSAGES } from '#shared/text-fields.js';
import { hasHiddenCharacters } from '#shared/text-rule.js';
import { suggestionRequestSchema } from './suggestions.js';

/** The maintainers' console (/maintain): its request bodies and answers. */
export const MAINTAIN_MESSAGES = {
  versionConflict:
    'This listing changed since you opened it. Reload it to see the other change, then make yours again.',
  alreadyReviewed: 'Another maintainer has already reviewed this suggestion.',
  reasonMissing: 'Say why the suggestion is rejected; the student sees it.',
  notFound: 'There is no such listing or suggestion.',
  kindChanged:
    'An edited suggestion keeps its kind (internship or hackathon); reject it and ask for a new one instead.',
} as const;

/**
 * POST /api/maintain/suggestions/:id/approve: {} publishes the suggestion as the student sent it;
 * { suggestion } publishes the maintainer's corrected copy (same kind), checked by the same rules.
 */
export const approveRequestSchema = lazySchema(() =>
  z.strictObject({ suggestion: z.optional(suggestionRequestSchema) }),
);

export const rejectRequestSchema = lazySchema(() =>
  z.strictObject({
    reason: z.string({ error: MAINTAIN_MESSAGES.reasonMissing }).check(
      z.trim(),
      z.minLength(3, MAINTAIN_MESSAGES.reasonMissing),
      z.maxLength(500, 'At most 500 characters.'),
      z.refine((value) => !hasHiddenCharacters(value, { lines: true }), TEXT_RULE_MESSAGES.hidden('reason')),
    ),
  }),
);

export const internshipEditSchema = lazySchema(() =>
  z.strictObject({ version: z.number().check(z.int()), listing: internshipSchema }),
);
export const hackathonEditSchema = lazySchema(() =>
  z.strictObject({ version: z.number().check(z.int()), listing: hackathonSchema }),
);

export const queueItemSchema = lazySchema(() =>
  z.strictObject({
    id: z.string(),
    createdAt: z.number(),
    suggestion: suggestionRequestSchema,
    /** The student who sent it; null once their account is deleted (the suggestion stays). */
    sender: z.nullable(z.strictObject({ name: z.string(), email: z.string() })),
  }),
);
export const queueSchema = lazySchema(() => z.strictObject({ suggestions: z.array(queueItemSchema) }));
export type QueueItem = z.infer<typeof queueItemSchema>;

export const listingOverviewSchema = lazySchema(() =>
  z.strictObject({
    kind: z.enum(['internship', 'hackathon']),
    slug: z.string(),
    title: z.string(),
    url: z.string(),
    status: z.enum(['published', 'retired']),
    origin: z.enum(['seed', 'submission']),
    state: z.string(),
    version: z.number(),
    /** 'Closes in 3 days', 'Not verified for 75 days', 'The link checker says the link is dead', ... */
    warnings: z.array(z.string()),
  }),
);
export const listingsOverviewSchema = lazySchema(() => z.strictObject({ listings: z.array(listingOverviewSchema) }));
export type ListingOverview = z.infer<typeof listingOverviewSchema>;

export const auditEntrySchema = lazySchema(() =>
  z.strictObject({
    /** The maintainer's e-mail at the time. */
    actor: z.string(),
    /** That account's name now; null when no account has the e-mail any more. */
    actorName: z.nullable(z.string()),
    action: z.string(),
    /** What it acted on, by id: 'suggestion:<id> -> internship:<slug>', 'report:<id>', ... */
    target: z.string(),
    /** The same as people name it (a listing's title, a message's title, what a report was about); null: none. */
    targetTitle: z.nullable(z.string()),
    before: z.unknown(),
    after: z.unknown(),
    createdAt: z.number(),
  }),
);
export const auditLogSchema = lazySchema(() => z.strictObject({ entries: z.array(auditEntrySchema) }));
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** A link the checker found dead or redirected, and the listings or pages that use it. */
export const linkTroubleSchema = lazySchema(() =>
  z.strictObject({
    url: z.string(),
    status: z.enum(['dead', 'redirected']),
    httpCode: z.nullable(z.number()),
    finalUrl: z.nullable(z.string()),
    lastCheckedAt: z.number(),
  }),
);
export const linkTroublesSchema = lazySchema(() => z.strictObject({ links: z.array(linkTroubleSchema) }));
export type LinkTrouble = z.infer<typeof linkTroubleSchema>;

export const pushAudienceSchema = lazySchema(() => z.strictObject({ subscriptions: z.number() }));
export const pushSummarySchema = lazySchema(() =>
  z.strictObject({
    total: z.number(),
    sent: z.number(),
    failed: z.number(),
    pruned: z.number(),
  }),
);

/** A report from /issue with whether a maintainer resolved it. */
export const maintainReportSchema = lazySchema(() =>
  z.strictObject({
    id: z.string(),
    pageOrLink: z.string(),
    description: z.string(),
    email: z.nullable(z.string()),
    createdAt: z.number(),
    status: z.enum(['open', 'resolved']),
    resolvedBy: z.nullable(z.string()),
  }),
);
export const maintainReportsSchema = lazySchema(() => z.strictObject({ reports: z.array(maintainReportSchema) }));
export type MaintainReport = z.infer<typeof maintainReportSchema>;
