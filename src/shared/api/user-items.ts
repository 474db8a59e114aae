import { lazySchema, z } from '#shared/zod.js';

/** A catalogue item id as the client sends it (progress, bookmarks, notes). */
export const itemIdSchema = lazySchema(() =>
  z
    .string({ error: 'itemId is required.' })
    .check(
      z.minLength(3, 'itemId is required.'),
      z.maxLength(300, 'itemId is too long.'),
      z.regex(/^[a-z]+:[a-z0-9/-]+$/, 'itemId is not a catalogue item id.'),
    ),
);

export const progressUpdateSchema = lazySchema(() =>
  z.strictObject({
    itemId: itemIdSchema,
    done: z.boolean({ error: 'done must be true or false.' }),
  }),
);
export type ProgressUpdate = z.infer<typeof progressUpdateSchema>;

/** POST /api/progress/reset: one page's progress (a topic slug or 'soft-install'), or with no page all of it. */
export const progressResetSchema = lazySchema(() =>
  z.strictObject({
    page: z.optional(
      z
        .string({ error: 'page must be a page name.' })
        .check(z.maxLength(100, 'page is too long.'), z.regex(/^[a-z0-9-]+$/, 'page is not a page name.')),
    ),
  }),
);
export type ProgressReset = z.infer<typeof progressResetSchema>;

export const progressResetResponseSchema = lazySchema(() => z.object({ cleared: z.int() }));

export const pageProgressSchema = lazySchema(() =>
  z.object({
    page: z.string(),
    title: z.string(),
    route: z.string(),
    done: z.int(),
    total: z.int(),
    touchedAt: z.number(),
  }),
);
export type PageProgress = z.infer<typeof pageProgressSchema>;

export const progressResponseSchema = lazySchema(() =>
  z.object({
    /** Item ids of the links this user marked done. */
    done: z.array(z.string()),
    /** Topic pages the user touched, most recent first, with done / total links. */
    pages: z.array(pageProgressSchema),
  }),
);
export type ProgressResponse = z.infer<typeof progressResponseSchema>;

export const savedUpdateSchema = lazySchema(() =>
  z.strictObject({
    itemId: itemIdSchema,
    saved: z.boolean({ error: 'saved must be true or false.' }),
  }),
);
export type SavedUpdate = z.infer<typeof savedUpdateSchema>;

export const savedItemSchema = lazySchema(() =>
  z.object({
    itemId: z.string(),
    kind: z.string(),
    title: z.string(),
    url: z.optional(z.string()),
    route: z.string(),
    anchor: z.optional(z.string()),
    pageTitle: z.string(),
    savedAt: z.number(),
  }),
);
export type SavedItem = z.infer<typeof savedItemSchema>;

export const savedResponseSchema = lazySchema(() => z.object({ items: z.array(savedItemSchema) }));
export type SavedResponse = z.infer<typeof savedResponseSchema>;
