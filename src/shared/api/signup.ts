import { z } from '#shared/zod.js';
import { CREDENTIAL_LIMITS } from './auth.js';

export const PASSWORD_MIN_LENGTH = 8;
export const NAME_MAX_LENGTH = 80;

/** E-mail sign-up. Each rule's message is what the form shows under its field. */
export const signUpRequestSchema = z.strictObject({
  name: z.string({ error: 'Enter your name.' }).check(
    z.trim(),
    z.minLength(1, 'Enter your name.'),
    z.maxLength(NAME_MAX_LENGTH, `Your name can have at most ${NAME_MAX_LENGTH} characters.`),
    // Control characters (NUL above all, which PostgreSQL refuses in text) never belong in a name.
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    z.refine((value) => !/[\u0000-\u001f\u007f]/.test(value), 'Your name contains characters that are not allowed.'),
  ),
  email: z.pipe(
    z
      .string({ error: 'Enter your e-mail address.' })
      .check(
        z.trim(),
        z.minLength(1, 'Enter your e-mail address.'),
        z.maxLength(CREDENTIAL_LIMITS.emailMax, 'That e-mail address is too long.'),
      ),
    z.email('Enter a valid e-mail address, like name@example.com.'),
  ),
  password: z
    .string({ error: 'Choose a password.' })
    .check(
      z.minLength(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters for your password.`),
      z.maxLength(
        CREDENTIAL_LIMITS.passwordMax,
        `The password is too long (at most ${CREDENTIAL_LIMITS.passwordMax} characters).`,
      ),
    ),
});
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

export const SIGNUP_MESSAGES = {
  commonPassword: 'This password is too common and easy to guess. Choose a less predictable one.',
  emailTaken: 'An account with this e-mail already exists. Sign in on the Login page instead.',
  tooManyAttempts: 'Too many sign-up attempts from your network. Please wait a few minutes and try again.',
} as const;
