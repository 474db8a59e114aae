import { lazySchema, z } from '#shared/zod.js';
import { TEXT_RULE_MESSAGES } from '#shared/text-fields.js';
import { hasHiddenCharacters } from '#shared/text-rule.js';

export const TALKO_MESSAGE_MAX = 500;

export const talkoRequestSchema = lazySchema(() =>
  z.strictObject({
    message: z.string({ error: 'Type a question for Talko.' }).check(
      z.trim(),
      z.minLength(1, 'Type a question for Talko.'),
      z.maxLength(TALKO_MESSAGE_MAX, `Keep your question under ${TALKO_MESSAGE_MAX} characters.`),
      z.refine((value) => !hasHiddenCharacters(value, { lines: true }), TEXT_RULE_MESSAGES.hidden('question')),
    ),
  }),
);

export const talkoResourceSchema = lazySchema(() =>
  z.object({
    title: z.string(),
    url: z.string(),
    kind: z.string(),
    /** The portal page that lists it, and the element to scroll to there. */
    route: z.string(),
    anchor: z.optional(z.string()),
    pageTitle: z.string(),
  }),
);

export const talkoReplySchema = lazySchema(() =>
  z.object({
    reply: z.string(),
    /** The portal page that does what was asked (a question about the site itself). */
    page: z.optional(z.object({ route: z.string(), anchor: z.optional(z.string()), title: z.string() })),
    /** Asked in Hindi (Devanagari or romanised): the reply is in Hindi where the site has it. */
    language: z.optional(z.enum(['en', 'hi'])),
    faq: z.optional(z.object({ question: z.string(), answer: z.string() })),
    resources: z.array(talkoResourceSchema).check(z.maxLength(3)),
    /** True when Talko found nothing and says so honestly. */
    fallback: z.boolean(),
  }),
);
export type TalkoReply = z.infer<typeof talkoReplySchema>;

/** GET /api/talko/config: an embedded provider's page when TALKO_EMBED_URL is set, else our own Talko. */
export const talkoConfigSchema = lazySchema(() => z.object({ embedUrl: z.nullable(z.string()) }));
export type TalkoConfig = z.infer<typeof talkoConfigSchema>;

export const TALKO_FALLBACK =
  "I don't know that yet. Try searching the portal for it, or ask me about a subject such as Git, React or Docker.";
export const TALKO_FALLBACK_HI =
  'मुझे यह अभी नहीं पता। इसे पोर्टल में खोजकर देखें, या मुझसे Git, React या Docker जैसे किसी विषय के बारे में पूछें।';
