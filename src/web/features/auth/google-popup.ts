import { GOOGLE_POPUP_MESSAGE, isGooglePopupResult, type GooglePopupResult } from '#shared/api/google.js';

const POPUP_WIDTH = 500;
const POPUP_HEIGHT = 640;
/** After the popup closes, how long a late message may still arrive before we call it closed. */
const CLOSE_GRACE_MS = 1_000;

const failure = (reason: string): GooglePopupResult => ({ type: GOOGLE_POPUP_MESSAGE, status: 'failed', reason });

/**
 * Opens the provider's consent screen in a popup through our own /api/auth/google/start and
 * resolves with what the popup reports: only messages from our origin and from that popup, in the
 * expected shape, are accepted. A blocked or closed popup resolves as a failure.
 */
export function signInWithGooglePopup(): Promise<GooglePopupResult> {
  const left = Math.max(0, window.screenX + (window.outerWidth - POPUP_WIDTH) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - POPUP_HEIGHT) / 2);
  const popup = window.open(
    '/api/auth/google/start',
    'studyhub-google-signin',
    `popup=yes,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${Math.round(left)},top=${Math.round(top)}`,
  );
  if (!popup) return Promise.resolve(failure('the browser blocked the sign-in popup'));

  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: GooglePopupResult) => {
      if (settled) return;
      settled = true;
      window.removeEventListener('message', onMessage);
      window.clearInterval(closedTimer);
      resolve(result);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== popup || !isGooglePopupResult(event.data)) return;
      finish(event.data);
    };
    window.addEventListener('message', onMessage);
    const closedTimer = window.setInterval(() => {
      if (popup.closed) {
        window.clearInterval(closedTimer);
        window.setTimeout(() => finish(failure('the sign-in popup was closed before it finished')), CLOSE_GRACE_MS);
      }
    }, 400);
  });
}
