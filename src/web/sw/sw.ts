/// <reference lib="webworker" />
/**
 * StudyHub's service worker, served as /sw.js (scope /). Built by vite-plugin-pwa
 * (scripts/vite-service-worker.ts): Vite bundles this file with the Workbox modules, then
 * workbox-build writes the list of files to precache (the app shell and every page chunk, with
 * their revisions) where precacheAndRoute below takes its list.
 *
 * - Precache: the whole built app, so a repeat visit starts without the network and pages open
 *   offline. Every navigation gets the precached index.html (the app then routes).
 * - Updates: a new version installs beside the running one and waits; the page offers 'New version
 *   available -> Reload', which posts SKIP_WAITING. Never mid-session by surprise.
 * - Content: the gated cache of API answers (content-cache.ts), so opened pages read offline, and
 *   'Save for offline' storing a page's answers (or every page's) at once (save-for-offline.ts).
 * - Search offline: GET /api/search answered from the kept content when the network fails
 *   (offline-search.ts).
 * - Background Sync: the outbox of ticks and bookmarks sent once the connection returns, even
 *   with the tab closed (background-sync.ts), and a sign-out made offline (offline-sign-out.ts).
 * - Push: push-handlers.ts (notifications, clicks, subscription renewal).
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { registerBackgroundSync } from './background-sync.js';
import { registerContentCache } from './content-cache.js';
import { registerOfflineSearch } from './offline-search.js';
import { registerOfflineSignOut } from './offline-sign-out.js';
import { registerPushHandlers } from './push-handlers.js';
import { registerSaveForOffline } from './save-for-offline.js';

declare const self: ServiceWorkerGlobalScope;

// Named once: injectManifest replaces exactly one occurrence (development serves an empty list).
const precacheList = self.__WB_MANIFEST;
precacheAndRoute(precacheList);
cleanupOutdatedCaches();
if (precacheList.some((entry) => (typeof entry === 'string' ? entry : entry.url) === 'index.html')) {
  // /api answers and the server's own pages under /api (the sign-in popup) never get the shell.
  registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//] }));
}

// What workbox-window's messageSkipWaiting() posts when the person chooses Reload.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
// The first version takes the open pages at once (push clicks can focus them); later ones wait.
clientsClaim();

registerContentCache();
registerSaveForOffline();
registerBackgroundSync();
registerOfflineSearch();
registerOfflineSignOut();
registerPushHandlers();
