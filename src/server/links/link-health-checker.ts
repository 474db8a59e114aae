import { randomUUID } from 'node:crypto';
import { checkMany } from './check-many.js';
import type { LinkCheckResult } from './check-url.js';
import type { LeaseRepository } from './lease-repository.js';
import type { LinkHealthRepository } from './link-health-repository.js';
import { nextLinkState } from './link-health-rules.js';

export const LINK_CHECK_LEASE = 'link-check-round';

export interface LinkHealthOptions {
  intervalMs: number;
  concurrency: number;
  perHostDelayMs: number;
  timeoutMs: number;
}

/**
 * The server's own link checker. Every instance ticks; the one that takes the lease runs a round:
 * each content URL checked politely (one request at a time per host), failures retried once at the
 * end of the round, every result stored as soon as it is known. It runs off the request path and a
 * stop() cuts a round short without losing what was already stored.
 */
export function createLinkHealthChecker(deps: {
  urls: readonly string[];
  links: LinkHealthRepository;
  leases: LeaseRepository;
  options: LinkHealthOptions;
  clock?: () => number;
  holder?: string;
}) {
  const { urls, links, leases, options, clock = Date.now, holder = randomUUID() } = deps;
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  // A round may take long: hold the lease generously and renew it while working.
  const leaseTtlMs = 10 * 60_000;

  async function record(result: LinkCheckResult, round: number) {
    await links.save(nextLinkState(await links.get(result.url), result, round, clock()));
  }

  async function checkAndRecord(list: readonly string[], round: number): Promise<LinkCheckResult[]> {
    const writes: Promise<void>[] = [];
    const results = await checkMany(list, {
      ...options,
      signal: stopping.signal,
      onResult: (result) =>
        writes.push(record(result, round).catch((error) => console.error('Saving a link check failed:', error))),
    });
    await Promise.all(writes);
    return results;
  }

  /** Runs one round if this instance gets the lease and a round is due; returns what it did. */
  async function runRoundIfDue(): Promise<'ran' | 'skipped' | 'stopped'> {
    const round = await leases.acquire(LINK_CHECK_LEASE, holder, clock(), leaseTtlMs, options.intervalMs);
    if (round === null) return 'skipped';
    const renewal = setInterval(
      () => void leases.renew(LINK_CHECK_LEASE, holder, clock() + leaseTtlMs).catch(() => undefined),
      leaseTtlMs / 3,
    );
    try {
      const first = await checkAndRecord(urls, round);
      const retry = first.filter((result) => result.status === 'dead').map((result) => result.url);
      if (retry.length && !stopping.signal.aborted) await checkAndRecord(retry, round);
      const completed = !stopping.signal.aborted;
      await leases.release(LINK_CHECK_LEASE, holder, clock(), completed);
      return completed ? 'ran' : 'stopped';
    } catch (error) {
      await leases.release(LINK_CHECK_LEASE, holder, clock(), false).catch(() => undefined);
      throw error;
    } finally {
      clearInterval(renewal);
    }
  }

  return {
    runRoundIfDue,
    /** Ticks in the background: first after a short pause, then at most every five minutes. */
    start(firstDelayMs = 15_000) {
      const tickMs = Math.min(options.intervalMs, 5 * 60_000);
      const tick = () => {
        running = runRoundIfDue()
          .catch((error) => console.error('Link check round failed:', error))
          .finally(() => {
            if (!stopping.signal.aborted) timer = setTimeout(tick, tickMs).unref();
          });
      };
      timer = setTimeout(tick, firstDelayMs).unref();
    },
    async stop() {
      stopping.abort();
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

export type LinkHealthChecker = ReturnType<typeof createLinkHealthChecker>;
