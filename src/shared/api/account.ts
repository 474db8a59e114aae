import { lazySchema, z } from '#shared/zod.js';
import { LANGUAGES } from '#shared/languages.js';
import { CREDENTIAL_LIMITS } from './auth.js';
import { emailAddressSchema, newPasswordSchema } from './signup.js';

/** A link's token: 43 base64url characters; longer text is refused before any lookup. */
const tokenSchema = lazySchema(() =>
  z
    .string({ error: 'This link is incomplete.' })
    .check(z.minLength(1, 'This link is incomplete.'), z.maxLength(200, 'This link is not valid.')),
);

const currentPasswordSchema = lazySchema(() =>
  z
    .string({ error: 'Enter your password.' })
    .check(
      z.minLength(1, 'Enter your password.'),
      z.maxLength(CREDENTIAL_LIMITS.passwordMax, 'That password is too long.'),
    ),
);

export const forgotPasswordRequestSchema = lazySchema(() => z.strictObject({ email: emailAddressSchema }));
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

export const linkTokenRequestSchema = lazySchema(() => z.strictObject({ token: tokenSchema }));
export type LinkTokenRequest = z.infer<typeof linkTokenRequestSchema>;

export const resetPasswordRequestSchema = lazySchema(() =>
  z.strictObject({ token: tokenSchema, password: newPasswordSchema }),
);
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const changePasswordRequestSchema = lazySchema(() =>
  z.strictObject({
    currentPassword: currentPasswordSchema,
    newPassword: newPasswordSchema,
  }),
);
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** Deleting an account: its password again, or (an account without one) its e-mail address typed out. */
export const deleteAccountRequestSchema = lazySchema(() =>
  z
    .strictObject({ password: z.optional(currentPasswordSchema), email: z.optional(emailAddressSchema) })
    .check(z.refine((body) => body.password !== undefined || body.email !== undefined, 'Enter your password.')),
);
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

/** GET /api/account/export?format=: the complete JSON (the default) or a readable Markdown file. */
export const exportFormatSchema = lazySchema(() =>
  z.enum(['', 'json', 'markdown'], { error: "format must be 'json' or 'markdown'." }),
);

/** Choosing the interface language on the account, so it follows the learner to other devices. */
export const languageRequestSchema = lazySchema(() =>
  z.strictObject({
    language: z.enum(LANGUAGES, { error: `Choose one of: ${LANGUAGES.join(', ')}.` }),
  }),
);
export type LanguageRequest = z.infer<typeof languageRequestSchema>;
