/**
 * Every user-facing string the spec fixes, kept in one place. Tests spell these out literally,
 * so a changed string fails a test.
 */
export const MESSAGES = {
  loading: 'Loading...',
  signinHeading: 'Login',
  signinTagline: 'Just think different',
  emailPlaceholder: 'Username',
  emailPlaceholderError: 'Enter the Email',
  passwordPlaceholderError: 'Enter password!',
  emptyCredentials: 'Please enter your email and password!',
  alreadyLoggedIn: 'This account is already logged in on another device!',
  signinSuccess: 'Signin Successfully Completed!',
  signinFailed: 'Sorry, Email ID Not Registered.',
  signupHeading: 'Signup Page',
  signupWithGoogle: 'Sign Up with Google',
  signupSuccessTitle: 'Signed Up Successfully!',
  signupFailedTitle: 'Signup Failed',
  signupFailedText: 'Something went wrong. Try again!',
  logoutFailed: 'Logout failed',
  videoSearchFailed: 'Error fetching YouTube videos',
  availableSoon: 'Available Soon',
  noProjectsFound: 'No Projects Found',
} as const;

/** Our own messages where the spec is silent (documented in docs/decisions.md). */
export const SERVER_MESSAGES = {
  tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  signedOut: 'You are not signed in.',
  sessionReplaced: 'You were signed out because this account signed in on another device.',
  malformedJson: 'The request body is not valid JSON.',
  unsupportedMediaType: 'Send the request body as application/json.',
  bodyTooLarge: 'The request body is too large.',
  crossSite: 'Cross-site request refused.',
  notFound: 'Not found.',
  internal: 'Something went wrong on our side. Please try again.',
} as const;

/** What the app says when a page cannot be shown (our own texts; nothing is ever a blank page). */
export const ERROR_SCREEN_MESSAGES = {
  newVersionTitle: 'A new version is available',
  newVersionText: 'StudyHub was updated while this page was open. Reload to get the new version.',
  reload: 'Reload',
  failedTitle: 'This page could not be shown',
  failedText: 'Something went wrong while showing this page. Try again, or go back to the home page.',
  retry: 'Retry',
  home: 'Go to Home',
} as const;

/** Ending a lost session from the refused sign-in's dialog (docs/decisions/0010-password-reset-and-lost-sessions.md). */
export const TAKEOVER_MESSAGES = {
  signOutOtherDevice: 'Sign out the other device',
  otherDeviceSignedOut: 'The other device was signed out, and you are signed in here.',
} as const;
