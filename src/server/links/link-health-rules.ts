import type { LinkChecksTable } from '#server/db/schema.js';
import type { LinkCheckResult } from './check-url.js';

/** A link is called dead only after this many failed checks in a row... */
export const DEAD_AFTER_FAILURES = 3;
/** ...spread over at least this many rounds, so one bad night of a server is not enough. */
export const DEAD_AFTER_ROUNDS = 2;

export type LinkHealthRow = LinkChecksTable;

/**
 * The next stored state of a link after one check in a given round. A failure ('dead' from a single
 * check) only counts towards the streak; the link is marked dead once the streak is long enough.
 */
export function nextLinkState(
  previous: LinkHealthRow | undefined,
  result: LinkCheckResult,
  round: number,
  now: number,
): LinkHealthRow {
  const base = {
    url: result.url,
    last_checked_at: now,
    http_code: result.httpCode ?? null,
    final_url: result.finalUrl ?? null,
  };
  if (result.status !== 'dead') {
    return { ...base, status: result.status, consecutive_failures: 0, failure_rounds: 0, last_failed_round: null };
  }
  const failures = (previous?.consecutive_failures ?? 0) + 1;
  const rounds = (previous?.failure_rounds ?? 0) + (previous?.last_failed_round === round ? 0 : 1);
  const dead = failures >= DEAD_AFTER_FAILURES && rounds >= DEAD_AFTER_ROUNDS;
  return {
    ...base,
    status: dead ? 'dead' : 'unknown',
    consecutive_failures: failures,
    failure_rounds: rounds,
    last_failed_round: round,
  };
}
