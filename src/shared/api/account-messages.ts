/** Account texts and answer shapes without zod, so the sign-in page can use them in its first download. */

export interface AccountProfile {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  /** False for an account made with Google that never set a password. */
  hasPassword: boolean;
  google: boolean;
  createdAt: number;
  /** Whether this server can send e-mail (verification, reset links). */
  mailAvailable: boolean;
}

export interface MessageResponse {
  message: string;
}

/** What the server says; tests spell these out, so a changed text fails a test. */
export const ACCOUNT_MESSAGES = {
  resetRequested:
    'If an account uses that address, we have sent it a link to choose a new password. The link works once, within 30 minutes.',
  resetDone: 'Your password was changed and every session of your account has ended. Sign in with the new password.',
  mailUnavailable:
    'This server cannot send e-mail at the moment, so password reset links are not available. Please contact the maintainers through the Contact page.',
  tokenExpired: 'This link has expired. Ask for a new one.',
  tokenInvalid: 'This link is not valid: it may have been used already or copied incompletely. Ask for a new one.',
  emailVerified: 'Thank you: your e-mail address is confirmed.',
  alreadyVerified: 'Your e-mail address is already confirmed.',
  verificationSent: 'We sent a new confirmation link to your address. It works once, within 24 hours.',
  grantInvalid:
    'That offer to sign out the other device has expired or was already used. Sign in again to get a new one.',
  passwordChanged: 'Your password was changed.',
  wrongPassword: 'That password is not right.',
  wrongEmail: 'That is not the e-mail address of this account.',
  noPasswordToChange: 'Your account signs in with Google and has no password yet.',
  accountDeleted: 'Your account and everything stored for it were deleted.',
  tooManyRequests: 'Too many requests. Please wait a few minutes and try again.',
  tooManyExports: 'You have downloaded your data several times this hour. Please try again later.',
} as const;
