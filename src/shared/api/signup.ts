import { lazySchema, z } from '#shared/zod.js';
import { textField } from '#shared/text-fields.js';
import { CREDENTIAL_LIMITS } from './auth.js';

export const PASSWORD_MIN_LENGTH = 8;
export const NAME_MAX_LENGTH = 80;

/** An e-mail address as people type it (trimmed, at most 254 characters). */
export const emailAddressSchema = lazySchema(() =>
  z.pipe(
    z
      .string({ error: 'Enter your e-mail address.' })
      .check(
        z.trim(),
        z.minLength(1, 'Enter your e-mail address.'),
        z.maxLength(CREDENTIAL_LIMITS.emailMax, 'That e-mail address is too long.'),
      ),
    z.email('Enter a valid e-mail address, like name@example.com.'),
  ),
);

/** A password being chosen (sign-up, reset, change): the policy's length rules; the server checks the rest. */
export const newPasswordSchema = lazySchema(() =>
  z
    .string({ error: 'Choose a password.' })
    .check(
      z.minLength(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters for your password.`),
      z.maxLength(
        CREDENTIAL_LIMITS.passwordMax,
        `The password is too long (at most ${CREDENTIAL_LIMITS.passwordMax} characters).`,
      ),
    ),
);

/** E-mail sign-up. Each rule's message is what the form shows under its field. */
export const signUpRequestSchema = lazySchema(() =>
  z.strictObject({
    // The text rule: no control characters (NUL above all, which PostgreSQL refuses in text), bidi
    // overrides or direction marks; the name is shown to maintainers and written into the account.
    name: textField({
      label: 'name',
      max: NAME_MAX_LENGTH,
      missing: 'Enter your name.',
      messages: {
        tooLong: `Your name can have at most ${NAME_MAX_LENGTH} characters.`,
        hidden: 'Your name contains characters that are not allowed.',
      },
    }),
    email: emailAddressSchema,
    password: newPasswordSchema,
  }),
);
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

export const SIGNUP_MESSAGES = {
  commonPassword: 'This password is too common and easy to guess. Choose a less predictable one.',
  /** The one answer to every accepted sign-up, whether or not the address already had an account. */
  checkEmailTitle: 'Check your e-mail',
  checkEmail:
    'We sent a message to that address. Follow its link to confirm your address, then sign in with your e-mail and password.',
  checkEmailNoMail:
    'Your sign-up was received. This server cannot send e-mail at the moment, so sign in with your e-mail and password; your address stays unconfirmed for now.',
  tooManyAttempts: 'Too many sign-up attempts from your network. Please wait a few minutes and try again.',
} as const;
