import { lazySchema, z } from '#shared/zod.js';
import { TEXT_RULE_MESSAGES } from '#shared/text-fields.js';
import { hasHiddenCharacters, hasInvisibleCharacters } from '#shared/text-rule.js';

/**
 * Web Push bodies (RFC 8030 / 8291 / 8292). A browser's PushSubscription.toJSON() is
 * { endpoint, expirationTime, keys: { p256dh, auth } }; the keys are unpadded base64url.
 */

/** An uncompressed P-256 point (65 bytes, first byte 0x04, so it starts with 'B'): p256dh and VAPID public keys. */
export const P256_PUBLIC_KEY = /^B[A-Za-z0-9_-]{86}=?$/;
/** The 16-byte authentication secret. */
const AUTH_SECRET = /^[A-Za-z0-9_-]{22}(==)?$/;
/** Push service URLs are short (well under 1 KB); the cap keeps the unique index small on both engines. */
export const PUSH_ENDPOINT_MAX = 2048;

export const PUSH_MESSAGES = {
  endpointInvalid: 'The subscription endpoint must be an https URL.',
  endpointTooLong: `The subscription endpoint is too long (at most ${PUSH_ENDPOINT_MAX} characters).`,
  endpointNotAllowed: 'This push endpoint points into a private network and is not accepted.',
  p256dhInvalid: "keys.p256dh must be the browser's P-256 public key (65 bytes, base64url).",
  authInvalid: 'keys.auth must be the 16-byte authentication secret (base64url).',
  keysMissing: 'The subscription has no keys.',
} as const;

const endpointSchema = lazySchema(() =>
  z.pipe(
    z.string({ error: PUSH_MESSAGES.endpointInvalid }).check(
      z.maxLength(PUSH_ENDPOINT_MAX, PUSH_MESSAGES.endpointTooLong),
      // Printable ASCII only: push services hand out plain URLs, and it keeps odd bytes out of the index.
      z.regex(/^[\x21-\x7e]+$/, PUSH_MESSAGES.endpointInvalid),
    ),
    z.url({ protocol: /^https$/, error: PUSH_MESSAGES.endpointInvalid }),
  ),
);

/** POST /api/push/subscriptions: what PushSubscription.toJSON() gives. */
export const pushSubscriptionSchema = lazySchema(() =>
  z.strictObject({
    endpoint: endpointSchema,
    expirationTime: z.optional(z.nullable(z.number())),
    keys: z.strictObject(
      {
        p256dh: z
          .string({ error: PUSH_MESSAGES.p256dhInvalid })
          .check(z.regex(P256_PUBLIC_KEY, PUSH_MESSAGES.p256dhInvalid)),
        auth: z.string({ error: PUSH_MESSAGES.authInvalid }).check(z.regex(AUTH_SECRET, PUSH_MESSAGES.authInvalid)),
      },
      { error: PUSH_MESSAGES.keysMissing },
    ),
  }),
);
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionSchema>;

/** DELETE /api/push/subscriptions: which subscription to forget. */
export const pushEndpointSchema = lazySchema(() => z.strictObject({ endpoint: endpointSchema }));

/** GET /api/push/public-key: the VAPID public key a browser subscribes with (applicationServerKey). */
export const pushPublicKeySchema = lazySchema(() =>
  z.object({ publicKey: z.string().check(z.regex(P256_PUBLIC_KEY)) }),
);
export type PushPublicKey = z.infer<typeof pushPublicKeySchema>;

/** A notification's target: a path on this site, or an http(s) page elsewhere (an internship listing). */
const isNotificationTarget = (value: string) => {
  if (hasInvisibleCharacters(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//') && !value.includes('\\');
  // No user-info before the host: https://accounts.google.com@evil.example/ leads to evil.example.
  return /^https?:\/\/[^/?#\\@]*(?:[/?#]|$)/i.test(value) && URL.canParse(value);
};

/**
 * What the service worker receives (encrypted) and shows: `npm run push:send -- --title --body --url`.
 * Web Push payloads are limited to about 4 KB, so the texts are kept short.
 */
export const pushMessageSchema = lazySchema(() =>
  z.strictObject({
    title: z.string().check(
      z.trim(),
      z.minLength(1, '--title is required'),
      z.maxLength(80, '--title is at most 80 characters'),
      z.refine((value) => !hasHiddenCharacters(value), TEXT_RULE_MESSAGES.hidden('title')),
    ),
    body: z.string().check(
      z.trim(),
      z.minLength(1, '--body is required'),
      z.maxLength(300, '--body is at most 300 characters'),
      z.refine((value) => !hasHiddenCharacters(value, { lines: true }), TEXT_RULE_MESSAGES.hidden('body')),
    ),
    url: z.optional(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(1000, '--url is at most 1000 characters'),
          z.refine(isNotificationTarget, '--url must be a path on this site (/hackathon) or an http(s) URL'),
        ),
    ),
  }),
);
export type PushMessage = z.infer<typeof pushMessageSchema>;

/** ISO weekdays, Monday first, as the reminder form lists them. */
export const REMINDER_DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/** PUT /api/reminders: days of the week (1 = Monday ... 7 = Sunday), a time and the browser's IANA zone. */
export const reminderSchema = lazySchema(() =>
  z.strictObject({
    days: z
      .array(
        z
          .int({ error: 'days are numbers 1 (Monday) to 7 (Sunday).' })
          .check(
            z.minimum(1, 'days are numbers 1 (Monday) to 7 (Sunday).'),
            z.maximum(7, 'days are numbers 1 (Monday) to 7 (Sunday).'),
          ),
        {
          error: 'Choose at least one day.',
        },
      )
      .check(z.minLength(1, 'Choose at least one day.'), z.maxLength(7, 'Choose each day at most once.')),
    time: z
      .string({ error: 'Choose a time.' })
      .check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Choose a time as HH:MM (24-hour).')),
    timeZone: z
      .string({ error: 'timeZone is required.' })
      .check(z.minLength(1, 'timeZone is required.'), z.maxLength(64, 'timeZone is too long.')),
  }),
);
export type Reminder = z.infer<typeof reminderSchema>;
export const reminderResponseSchema = lazySchema(() =>
  z.object({
    reminder: z.nullable(reminderSchema),
    /** How many of the account's browsers have notifications on (GET and PUT; a reminder reaches only those). */
    browsersWithNotifications: z.optional(z.number()),
  }),
);
