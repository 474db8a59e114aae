import { lazySchema, z } from '#shared/zod.js';
import { MESSAGES } from '#shared/messages.js';
import { LANGUAGES } from '#shared/languages.js';

/** Limits keep hostile input cheap to reject: no hashing of megabyte passwords. */
export const CREDENTIAL_LIMITS = { emailMax: 254, passwordMax: 1024 } as const;

const requiredCredential = (max: number, label: string) =>
  z.string({ error: MESSAGES.emptyCredentials }).check(
    z.trim(),
    z.minLength(1, MESSAGES.emptyCredentials),
    z.maxLength(max, `The ${label} is too long (at most ${max} characters).`),
    // Control characters (NUL above all) are never part of an e-mail and some databases reject them.
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    z.refine((value) => !/[\u0000-\u001f\u007f]/.test(value), `The ${label} contains characters that are not allowed.`),
  );

export const signInRequestSchema = lazySchema(() =>
  z.strictObject({
    email: requiredCredential(CREDENTIAL_LIMITS.emailMax, 'email'),
    // Passwords are not trimmed: spaces are legitimate characters. Only emptiness is checked.
    password: z
      .string({ error: MESSAGES.emptyCredentials })
      .check(
        z.minLength(1, MESSAGES.emptyCredentials),
        z.maxLength(
          CREDENTIAL_LIMITS.passwordMax,
          `The password is too long (at most ${CREDENTIAL_LIMITS.passwordMax} characters).`,
        ),
      ),
  }),
);
export type SignInRequest = z.infer<typeof signInRequestSchema>;

export const sessionUserSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    email: z.string(),
    displayName: z.string(),
    /** The interface language chosen on the account; null: never chosen (the device decides). */
    language: z.nullable(z.enum(LANGUAGES)),
    /** Present only for a maintainer: the menu then offers the console (decision 0053). */
    maintainer: z.optional(z.literal(true)),
  }),
);
export type SessionUser = z.infer<typeof sessionUserSchema>;

/**
 * The session question's answer; since offline support expiresAt (ms since epoch, the absolute
 * lifetime's end) and idleTimeoutMs (the session ends this long after the server last saw it).
 */
export const sessionResponseSchema = lazySchema(() =>
  z.object({
    user: sessionUserSchema,
    expiresAt: z.optional(z.number()),
    idleTimeoutMs: z.optional(z.number()),
  }),
);
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** Every error response has this shape: a stable code for programs, a message for people. */
export const apiErrorSchema = lazySchema(() => z.object({ code: z.string(), message: z.string() }));
export type ApiError = z.infer<typeof apiErrorSchema>;
