import { lazySchema, z } from '#shared/zod.js';

export const VIDEO_QUERY_MAX = 100;
/** Video search returns at most 10 results. */
export const VIDEO_RESULTS_MAX = 10;

/** A result has the video platform's shape: id.videoId, snippet.title, snippet.thumbnails.medium.url. */
export const videoItemSchema = lazySchema(() =>
  z.object({
    id: z.object({ videoId: z.string().check(z.regex(/^[\w-]{11}$/)) }),
    snippet: z.object({
      title: z.string(),
      thumbnails: z.object({ medium: z.object({ url: z.string() }) }),
    }),
  }),
);
export type VideoItem = z.infer<typeof videoItemSchema>;

export const videoSearchResponseSchema = lazySchema(() =>
  z.object({
    /** Which source answered: the YouTube Data API, or our own catalogue (no API key configured). */
    source: z.enum(['youtube', 'catalogue']),
    items: z.array(videoItemSchema).check(z.maxLength(VIDEO_RESULTS_MAX)),
    /** Served from the shared cache; stale when YouTube failed and an older answer was kept. */
    cached: z.optional(z.boolean()),
    stale: z.optional(z.boolean()),
    /** The catalogue answered because the site's YouTube allowance for the day is spent. */
    budgetSpent: z.optional(z.boolean()),
    /** The catalogue answered because the account has not verified its e-mail address yet. */
    unverified: z.optional(z.boolean()),
  }),
);
export type VideoSearchResponse = z.infer<typeof videoSearchResponseSchema>;

export const videoQuerySchema = lazySchema(() =>
  z
    .string({ error: 'Type something to search for.' })
    .check(
      z.trim(),
      z.minLength(1, 'Type something to search for.'),
      z.maxLength(VIDEO_QUERY_MAX, `Search for at most ${VIDEO_QUERY_MAX} characters.`),
    ),
);
