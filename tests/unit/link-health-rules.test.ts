import { describe, expect, it } from 'vitest';
import type { LinkCheckResult } from '#server/links/check-url.js';
import { nextLinkState, type LinkHealthRow } from '#server/links/link-health-rules.js';

const url = 'https://example.com/page';
const fail: LinkCheckResult = { url, status: 'dead', httpCode: 404 };
const ok: LinkCheckResult = { url, status: 'ok', httpCode: 200 };

function run(steps: Array<[LinkCheckResult, number]>): LinkHealthRow | undefined {
  let row: LinkHealthRow | undefined;
  for (const [result, round] of steps) row = nextLinkState(row, result, round, 1_000 * round);
  return row;
}

describe('the 3-failure rule', () => {
  it('does not call a link dead after one or two failures', () => {
    expect(run([[fail, 1]])?.status).toBe('unknown');
    expect(
      run([
        [fail, 1],
        [fail, 2],
      ])?.status,
    ).toBe('unknown');
  });

  it('does not call a link dead after three failures within one round', () => {
    expect(
      run([
        [fail, 1],
        [fail, 1],
        [fail, 1],
      ]),
    ).toMatchObject({ status: 'unknown', consecutive_failures: 3, failure_rounds: 1 });
  });

  it('calls it dead after three consecutive failures over two rounds', () => {
    expect(
      run([
        [fail, 1],
        [fail, 1],
        [fail, 2],
      ]),
    ).toMatchObject({ status: 'dead', consecutive_failures: 3, failure_rounds: 2, http_code: 404 });
    expect(
      run([
        [fail, 1],
        [fail, 2],
        [fail, 3],
      ])?.status,
    ).toBe('dead');
  });

  it('starts over after a success, and recovers a dead link', () => {
    expect(
      run([
        [fail, 1],
        [fail, 1],
        [ok, 2],
        [fail, 3],
      ]),
    ).toMatchObject({ status: 'unknown', consecutive_failures: 1, failure_rounds: 1 });
    expect(
      run([
        [fail, 1],
        [fail, 1],
        [fail, 2],
        [ok, 3],
      ]),
    ).toMatchObject({ status: 'ok', consecutive_failures: 0, last_failed_round: null });
  });

  it('records redirects with their final URL', () => {
    expect(
      nextLinkState(undefined, { url, status: 'redirected', httpCode: 200, finalUrl: 'https://example.com/new' }, 1, 5),
    ).toMatchObject({
      status: 'redirected',
      final_url: 'https://example.com/new',
      last_checked_at: 5,
    });
  });
});
