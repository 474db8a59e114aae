import { lazySchema, z } from '#shared/zod.js';
import { CONTACT_KINDS, type ContactKind } from '#shared/content/contact.js';
import { TEXT_RULE_MESSAGES } from '#shared/text-fields.js';
import { hasInvisibleCharacters, httpsAddressProblem } from '#shared/text-rule.js';

/**
 * Site settings a maintainer edits in /maintain: the Contact page's channel addresses (the footer's
 * social links are the same addresses) and the public e-mail address. An empty value means "no
 * account yet": the channel says 'Available Soon' and the footer leaves it out. The console's form
 * and PUT /api/maintain/settings check with these schemas.
 */
export const SITE_SETTINGS_MESSAGES = {
  versionConflict:
    'The site settings changed since you opened them. Reload them to see the other change, then make yours again.',
  url: 'Enter an https:// address, or leave it empty until the account exists.',
  email: 'Enter an e-mail address, or leave it empty.',
  tooLong: 'At most 300 characters.',
} as const;

const MAX_LENGTH = 300;

/**
 * A settings text: trimmed, short, '' or what `valid` accepts, and never a character that shows
 * nothing (U+200B, U+00AD, U+2028, U+200F, controls, bidi overrides: the text rule for addresses).
 * An address's host may not mix alphabets (`lіnkedin.com` with a Cyrillic і); see decision 0036.
 * Each message names the field (`label`), so the API's 400 says which one.
 */
const settingText = (label: string, valid: (value: string) => boolean, message: string) =>
  z.string({ error: message }).check(
    z.trim(),
    z.maxLength(MAX_LENGTH, { message: SITE_SETTINGS_MESSAGES.tooLong, abort: true }),
    z.refine((value) => !hasInvisibleCharacters(value), {
      message: TEXT_RULE_MESSAGES.address.hidden(label),
      abort: true,
    }),
    z.superRefine((value, context) => {
      if (value === '' || valid(value)) return;
      const problem = label === EMAIL_LABEL ? undefined : httpsAddressProblem(value);
      const said = problem && problem !== 'notHttps' ? TEXT_RULE_MESSAGES.address[problem](label) : message;
      context.addIssue({ code: 'custom', message: said, input: value });
    }),
  );

const EMAIL_LABEL = 'public e-mail address';
const emailAddress = lazySchema(() => z.email());
const isAddress = (value: string) => httpsAddressProblem(value) === undefined;
const channelUrl = (kind: ContactKind) => settingText(`${kind} address`, isAddress, SITE_SETTINGS_MESSAGES.url);

export const contactSettingsSchema = lazySchema(() =>
  z.strictObject({
    email: settingText(EMAIL_LABEL, (value) => emailAddress.safeParse(value).success, SITE_SETTINGS_MESSAGES.email),
    /** One address per channel, in the spec's order of channels. */
    urls: z.strictObject({
      'professional-network': channelUrl('professional-network'),
      'photo-sharing': channelUrl('photo-sharing'),
      chat: channelUrl('chat'),
      channel: channelUrl('channel'),
    } satisfies Record<ContactKind, ReturnType<typeof channelUrl>>),
  }),
);
export type ContactSettings = z.infer<typeof contactSettingsSchema>;

/** PUT /api/maintain/settings: the settings as the maintainer opened them at `version` (0: never saved). */
export const siteSettingsSaveSchema = lazySchema(() =>
  z.strictObject({
    version: z.number().check(z.int(), z.gte(0)),
    contact: contactSettingsSchema,
  }),
);
export type SiteSettingsSave = z.infer<typeof siteSettingsSaveSchema>;

/** GET /api/maintain/settings: what is in force, its version, who last saved it, and each channel's name. */
export const siteSettingsSchema = lazySchema(() =>
  z.strictObject({
    version: z.number(),
    contact: contactSettingsSchema,
    channels: z.array(z.strictObject({ kind: z.enum(CONTACT_KINDS), label: z.string() })),
    updatedAt: z.nullable(z.number()),
    updatedBy: z.nullable(z.string()),
  }),
);
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
