import { z } from '#shared/zod.js';
import { CONTACT_KINDS, type ContactKind } from '#shared/content/contact.js';

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
  controlCharacters: 'The text contains characters that are not allowed.',
} as const;

const MAX_LENGTH = 300;

// Control characters and bidi overrides: nothing a real address needs, and they can disguise one.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const HIDDEN_CHARACTERS = /[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/;

function isPublicHttpsAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
  } catch {
    return false;
  }
}

const emailAddress = z.email();

/** A settings text: trimmed, short, no hidden characters, and '' or what `valid` accepts. */
const settingText = (valid: (value: string) => boolean, message: string) =>
  z.string({ error: message }).check(
    z.trim(),
    z.maxLength(MAX_LENGTH, { message: SITE_SETTINGS_MESSAGES.tooLong, abort: true }),
    z.refine((value) => !HIDDEN_CHARACTERS.test(value), {
      message: SITE_SETTINGS_MESSAGES.controlCharacters,
      abort: true,
    }),
    z.refine((value) => value === '' || valid(value), message),
  );

const channelUrl = settingText(isPublicHttpsAddress, SITE_SETTINGS_MESSAGES.url);

export const contactSettingsSchema = z.strictObject({
  email: settingText((value) => emailAddress.safeParse(value).success, SITE_SETTINGS_MESSAGES.email),
  /** One address per channel, in the spec's order of channels. */
  urls: z.strictObject({
    'professional-network': channelUrl,
    'photo-sharing': channelUrl,
    chat: channelUrl,
    channel: channelUrl,
  } satisfies Record<ContactKind, typeof channelUrl>),
});
export type ContactSettings = z.infer<typeof contactSettingsSchema>;

/** PUT /api/maintain/settings: the settings as the maintainer opened them at `version` (0: never saved). */
export const siteSettingsSaveSchema = z.strictObject({
  version: z.number().check(z.int(), z.gte(0)),
  contact: contactSettingsSchema,
});
export type SiteSettingsSave = z.infer<typeof siteSettingsSaveSchema>;

/** GET /api/maintain/settings: what is in force, its version, who last saved it, and each channel's name. */
export const siteSettingsSchema = z.strictObject({
  version: z.number(),
  contact: contactSettingsSchema,
  channels: z.array(z.strictObject({ kind: z.enum(CONTACT_KINDS), label: z.string() })),
  updatedAt: z.nullable(z.number()),
  updatedBy: z.nullable(z.string()),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
