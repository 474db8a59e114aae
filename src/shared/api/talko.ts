import { z } from 'zod';

export const TALKO_MESSAGE_MAX = 500;

export const talkoRequestSchema = z.strictObject({
  message: z
    .string({ error: 'Type a question for Talko.' })
    .trim()
    .min(1, 'Type a question for Talko.')
    .max(TALKO_MESSAGE_MAX, `Keep your question under ${TALKO_MESSAGE_MAX} characters.`),
});

export const talkoResourceSchema = z.object({
  title: z.string(),
  url: z.string(),
  kind: z.string(),
  /** The portal page that lists it, and the element to scroll to there. */
  route: z.string(),
  anchor: z.string().optional(),
  pageTitle: z.string(),
});

export const talkoReplySchema = z.object({
  reply: z.string(),
  faq: z.object({ question: z.string(), answer: z.string() }).optional(),
  resources: z.array(talkoResourceSchema).max(3),
  /** True when Talko found nothing and says so honestly. */
  fallback: z.boolean(),
});
export type TalkoReply = z.infer<typeof talkoReplySchema>;

/** GET /api/talko/config: an embedded provider's page when TALKO_EMBED_URL is set, else our own Talko. */
export const talkoConfigSchema = z.object({ embedUrl: z.string().nullable() });
export type TalkoConfig = z.infer<typeof talkoConfigSchema>;

export const TALKO_FALLBACK =
  "I don't know that yet. Try Explore to browse every topic, or ask me about a subject such as Git, React or Docker.";
