import { checkUrl, type CheckOptions, type LinkCheckResult } from './check-url.js';

export interface CheckManyOptions extends CheckOptions {
  /** How many hosts are checked at the same time. */
  concurrency: number;
  /** Pause between two requests to the same host. */
  perHostDelayMs: number;
  onResult?: (result: LinkCheckResult, done: number, total: number) => void;
  /** Stops starting new checks (finished results are kept). */
  signal?: AbortSignal;
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * Checks many URLs politely: each host gets one request at a time with a pause between them,
 * and at most `concurrency` hosts are in progress at once.
 */
export async function checkMany(urls: readonly string[], options: CheckManyOptions): Promise<LinkCheckResult[]> {
  const byHost = new Map<string, string[]>();
  for (const url of new Set(urls)) {
    const host = hostOf(url);
    byHost.set(host, [...(byHost.get(host) ?? []), url]);
  }
  // Busiest hosts first, so the longest sequential queue starts early.
  const hostQueue = [...byHost.values()].sort((a, b) => b.length - a.length);
  const total = hostQueue.reduce((sum, list) => sum + list.length, 0);
  const results: LinkCheckResult[] = [];

  async function worker() {
    for (let list = hostQueue.shift(); list; list = hostQueue.shift()) {
      for (const [index, url] of list.entries()) {
        if (options.signal?.aborted) return;
        if (index > 0) await sleep(options.perHostDelayMs, options.signal);
        if (options.signal?.aborted) return;
        const result = await checkUrl(url, options);
        results.push(result);
        options.onResult?.(result, results.length, total);
      }
    }
  }

  await Promise.all(Array.from({ length: Math.max(1, options.concurrency) }, worker));
  return results;
}
