import { lazySchema, z } from '#shared/zod.js';
import { httpsUrlSchema, textSchema, translatable } from './primitives.js';

/** The four ways the spec's Contact page offers, in its order. */
export const CONTACT_KINDS = ['professional-network', 'photo-sharing', 'chat', 'channel'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

/**
 * One contact button. `url` stays absent until the portal has a real account there: we never
 * invent links, and a channel without one is shown as 'Available Soon'.
 */
export const contactChannelSchema = lazySchema(() =>
  translatable({ label: textSchema, kind: z.enum(CONTACT_KINDS), url: z.optional(httpsUrlSchema) }, ['label']),
);
export type ContactChannel = z.infer<typeof contactChannelSchema>;

export const contactSchema = lazySchema(() =>
  translatable(
    {
      intro: textSchema,
      /** The maintainers' e-mail address once one exists (the privacy policy says contact is by e-mail). */
      email: z.optional(z.email('must be an e-mail address')),
      channels: z.array(contactChannelSchema).check(z.length(CONTACT_KINDS.length)),
    },
    ['intro'],
  ).check(
    z.refine(
      (contact) => CONTACT_KINDS.every((kind, index) => contact.channels[index]?.kind === kind),
      `channels must be, in order: ${CONTACT_KINDS.join(', ')}`,
    ),
  ),
);
export type Contact = z.infer<typeof contactSchema>;
