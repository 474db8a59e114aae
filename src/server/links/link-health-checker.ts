import type { AddressRefusal } from '#server/http/outbound-guard.js';
import { checkMany } from './check-many.js';
import type { LinkCheckResult } from './check-url.js';
import type { LeaseRepository } from '#server/jobs/lease-repository.js';
import { createLeasedJob } from '#server/jobs/leased-job.js';
import type { LinkHealthRepository } from './link-health-repository.js';
import { nextLinkState } from './link-health-rules.js';

export const LINK_CHECK_LEASE = 'link-check-round';

export interface LinkHealthOptions {
  intervalMs: number;
  concurrency: number;
  perHostDelayMs: number;
  timeoutMs: number;
  /** Addresses no check may reach; every private range unless told otherwise (check-url.ts). */
  refuseAddress?: AddressRefusal;
}

/**
 * The server's own link checker. Every instance ticks; the one that takes the lease runs a round:
 * each URL (content/'s, published listings', the contact channels') checked politely (one request at a time per host), failures retried once at the
 * end of the round, every result stored as soon as it is known. It runs off the request path and a
 * stop() cuts a round short without losing what was already stored.
 */
export function createLinkHealthChecker(deps: {
  /** The URLs to check, or where to read them at the start of each round. */
  urls: readonly string[] | (() => Promise<readonly string[]>);
  links: LinkHealthRepository;
  leases: LeaseRepository;
  options: LinkHealthOptions;
  clock?: () => number;
  holder?: string;
}) {
  const { urls, links, leases, options, clock = Date.now, holder } = deps;

  async function record(result: LinkCheckResult, round: number) {
    await links.save(nextLinkState(await links.get(result.url), result, round, clock()));
  }

  async function checkAndRecord(list: readonly string[], round: number, signal: AbortSignal) {
    const writes: Promise<void>[] = [];
    const results = await checkMany(list, {
      ...options,
      signal,
      onResult: (result) =>
        writes.push(record(result, round).catch((error) => console.error('Saving a link check failed:', error))),
    });
    await Promise.all(writes);
    return results;
  }

  return createLeasedJob({
    name: LINK_CHECK_LEASE,
    intervalMs: options.intervalMs,
    leases,
    clock,
    holder,
    // A round may take long: the lease is held generously (the default) and renewed while working.
    async run(round, signal) {
      const list = typeof urls === 'function' ? await urls() : urls;
      const first = await checkAndRecord(list, round, signal);
      const retry = first.filter((result) => result.status === 'dead').map((result) => result.url);
      if (retry.length && !signal.aborted) await checkAndRecord(retry, round, signal);
    },
  });
}

export type LinkHealthChecker = ReturnType<typeof createLinkHealthChecker>;
