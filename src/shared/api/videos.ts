import { z } from 'zod';

export const VIDEO_QUERY_MAX = 100;
/** Spec §9: video search returns at most 10 results. */
export const VIDEO_RESULTS_MAX = 10;

/** The spec's result shape (§3): id.videoId, snippet.title, snippet.thumbnails.medium.url. */
export const videoItemSchema = z.object({
  id: z.object({ videoId: z.string().regex(/^[\w-]{11}$/) }),
  snippet: z.object({
    title: z.string(),
    thumbnails: z.object({ medium: z.object({ url: z.string() }) }),
  }),
});
export type VideoItem = z.infer<typeof videoItemSchema>;

export const videoSearchResponseSchema = z.object({
  /** Which source answered: the YouTube Data API, or our own catalogue (no API key configured). */
  source: z.enum(['youtube', 'catalogue']),
  items: z.array(videoItemSchema).max(VIDEO_RESULTS_MAX),
  /** Served from the shared cache; stale when YouTube failed and an older answer was kept. */
  cached: z.boolean().optional(),
  stale: z.boolean().optional(),
});
export type VideoSearchResponse = z.infer<typeof videoSearchResponseSchema>;

export const videoQuerySchema = z
  .string({ error: 'Type something to search for.' })
  .trim()
  .min(1, 'Type something to search for.')
  .max(VIDEO_QUERY_MAX, `Search for at most ${VIDEO_QUERY_MAX} characters.`);
