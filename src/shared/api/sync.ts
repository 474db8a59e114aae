import { lazySchema, z } from '#shared/zod.js';
import { itemIdSchema } from './user-items.js';

/**
 * Changes made on a device (ticks on study links, bookmarks), sent when it is online: each carries
 * an id (the same change sent twice changes nothing the second time) and the time it was made (the
 * last change per item wins across devices). POST /api/sync { changes } answers one outcome each.
 */
// 50 changes stay well inside the 16 KB body limit.
export const SYNC_LIMITS = { changesMax: 50 } as const;

export const CHANGE_KINDS = ['progress', 'saved'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

export const itemChangeSchema = lazySchema(() =>
  z.strictObject({
    changeId: z
      .string({ error: 'changeId is required.' })
      .check(z.regex(/^[A-Za-z0-9-]{8,64}$/, 'changeId must be 8 to 64 letters, digits or dashes.')),
    kind: z.enum(CHANGE_KINDS, { error: "kind must be 'progress' or 'saved'." }),
    itemId: itemIdSchema,
    /** progress: done; saved: saved. */
    value: z.boolean({ error: 'value must be true or false.' }),
    /** When the change was made on the device, in ms since the epoch. */
    changedAt: z
      .int({ error: 'changedAt must be a time in milliseconds.' })
      .check(z.nonnegative('changedAt must be a time in milliseconds.')),
  }),
);
export type ItemChange = z.infer<typeof itemChangeSchema>;

export const syncRequestSchema = lazySchema(() =>
  z.strictObject({
    changes: z
      .array(itemChangeSchema, { error: 'changes must be a list.' })
      .check(
        z.minLength(1, 'changes must not be empty.'),
        z.maxLength(SYNC_LIMITS.changesMax, `At most ${SYNC_LIMITS.changesMax} changes at a time.`),
      ),
  }),
);
export type SyncRequest = z.infer<typeof syncRequestSchema>;

/**
 * applied: it is now the item's state; duplicate: this change was applied before; superseded: a
 * later change to the item is already there; unknown_item: the item is not in the catalogue (any
 * more), so the change is dropped. Every outcome is final: the device forgets the change.
 */
export const SYNC_OUTCOMES = ['applied', 'duplicate', 'superseded', 'unknown_item'] as const;
export type SyncOutcome = (typeof SYNC_OUTCOMES)[number];

export const syncResponseSchema = lazySchema(() =>
  z.object({
    results: z.array(z.object({ changeId: z.string(), outcome: z.enum(SYNC_OUTCOMES) })),
  }),
);
export type SyncResponse = z.infer<typeof syncResponseSchema>;
