import { SITE_NAME } from '#web/lib/document-title.js';

/** The bell's accessible name (the wording). */
export const PUSH_LABEL = 'Notify me about new internships and hackathons';

/** What the bell's note tells the user. */
export const PUSH_TEXT = {
  on: 'Notifications are on: we will tell you about new internships and hackathons.',
  off: 'Notifications are off.',
  denied: `Notifications are blocked for ${SITE_NAME}. Allow them in your browser's site settings, then press the bell again.`,
  dismissed: 'Notifications are still off because no permission was given. Press the bell to be asked again.',
  unsupported: `This browser cannot receive notifications from ${SITE_NAME}. (On an iPhone or iPad, add ${SITE_NAME} to the Home Screen first.)`,
  failed: 'Notifications could not be turned on. Please try again later.',
} as const;

/** Console lines: the token is logged, and a denied permission or missing token is reported in the console only. */
export const PUSH_LOG = {
  permissionGranted: 'Notification permission granted.',
  permissionDenied: 'Unable to get permission to notify.',
  subscribed: 'Push subscription stored:',
  tokenUnavailable: 'No push subscription available:',
  serviceWorkerFailed: 'Service worker registration failed:',
  serverCopyFailed: 'The push subscription could not be updated on the server:',
} as const;
