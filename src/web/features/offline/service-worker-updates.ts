import { Workbox } from 'workbox-window';

/**
 * Served from the site's root so its scope covers every page (scripts/vite-service-worker.ts); the
 * development server serves the same source as a module worker.
 */
const SERVICE_WORKER = import.meta.env.DEV
  ? { url: '/dev-sw.js?dev-sw', type: 'module' as const }
  : { url: '/sw.js', type: 'classic' as const };

/**
 * Registers the service worker and calls `onWaiting` when a new version has installed and waits
 * behind the running one (found at start, or by the browser's own update checks later). It never
 * takes over by itself: `takeOver` is what the person's Reload does.
 */
export function watchServiceWorker(onWaiting: (takeOver: () => void) => void): () => void {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return () => undefined;
  const workbox = new Workbox(SERVICE_WORKER.url, { scope: '/', type: SERVICE_WORKER.type });
  const takeOver = () => {
    // Reload once the new worker controls this page, so the page and its cached files match.
    workbox.addEventListener('controlling', () => window.location.reload());
    // Posts { type: 'SKIP_WAITING' } to the waiting worker (sw.ts listens for it).
    workbox.messageSkipWaiting();
  };
  const waiting = () => onWaiting(takeOver);
  workbox.addEventListener('waiting', waiting);
  workbox.register().catch((error: unknown) => console.error('Service worker registration failed:', error));
  return () => workbox.removeEventListener('waiting', waiting);
}

/** Asks the worker to delete the saved content now (this page's session ended). */
export function forgetSavedContent(): void {
  navigator.serviceWorker?.controller?.postMessage({ type: 'SESSION_ENDED' });
}

/** Tells the worker the connection is back: a sign-out made offline is sent now (src/web/sw/offline-sign-out.ts). */
export function sendPendingSignOut(): void {
  navigator.serviceWorker?.controller?.postMessage({ type: 'SEND_PENDING_SIGN_OUT' });
}
