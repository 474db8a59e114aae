import type { Page } from 'playwright-core';

/** Waits until the service worker controls the page (it installs once the page has loaded). */
export async function controlledBySw(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
}

/** The URLs kept in Cache Storage outside the precache (the gated content cache). */
export function contentCacheUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      if (name.includes('precache')) continue;
      const cache = await caches.open(name);
      urls.push(...(await cache.keys()).map((request) => new URL(request.url).pathname + new URL(request.url).search));
    }
    return urls;
  });
}

/** How many changes (or note edits) wait in the device's outbox (IndexedDB studyhub-offline). */
export function waitingOnDevice(page: Page, store: 'changes' | 'notes' = 'changes'): Promise<number> {
  return page.evaluate(
    (name) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('studyhub-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result.transaction(name).objectStore(name).count();
          count.onsuccess = () => resolve(count.result);
        };
      }),
    store,
  );
}
