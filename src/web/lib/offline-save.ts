import type { OfflineSaveOutcome } from '#shared/offline-save-messages.js';

/** Longer than any save of every page on a slow connection; the worker answers each request once. */
const WORKER_ANSWER_MS = 120_000;

/** The service worker's answer to one message (through its own channel), or null without a worker. */
async function askWorker<Answer>(message: object): Promise<Answer | null> {
  const worker = navigator.serviceWorker?.controller;
  if (!worker) return null;
  const channel = new MessageChannel();
  return new Promise<Answer | null>((resolve) => {
    const timer = setTimeout(() => resolve(null), WORKER_ANSWER_MS);
    channel.port1.onmessage = (event: MessageEvent<Answer>) => {
      clearTimeout(timer);
      channel.port1.close();
      resolve(event.data);
    };
    worker.postMessage(message, [channel.port2]);
  });
}

/** True when this page has a service worker that can keep pages (it takes the page after its first load). */
export const canSaveOffline = () => Boolean(navigator.serviceWorker?.controller);

/**
 * Asks the worker to store these answers (src/shared/pages/offline-answers.ts) for offline reading,
 * all or nothing (src/web/sw/save-for-offline.ts). Without a worker it reports a failure.
 */
export async function saveForOffline(paths: readonly string[]): Promise<OfflineSaveOutcome> {
  if (!navigator.onLine) return { outcome: 'offline' };
  return (await askWorker<OfflineSaveOutcome>({ type: 'SAVE_FOR_OFFLINE', paths })) ?? { outcome: 'failed' };
}

/** How many bytes the saved content takes on this device (0 when nothing is saved or no worker runs). */
export async function savedContentBytes(): Promise<number> {
  return (await askWorker<{ bytes: number }>({ type: 'OFFLINE_SIZE' }))?.bytes ?? 0;
}

/**
 * The answers (path and query) the service worker can serve now without a connection, saved or
 * kept from pages already opened; null without a worker.
 */
export async function servableAnswers(): Promise<readonly string[] | null> {
  return (await askWorker<{ paths: string[] }>({ type: 'KEPT_ANSWERS' }))?.paths ?? null;
}
