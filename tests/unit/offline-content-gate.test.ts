import { describe, expect, it } from 'vitest';
import {
  SAVED_PATHS_MAX,
  isCachedApiPath,
  ownerAccess,
  ownerFromSessionAnswer,
  savedKeyOf,
  withSavedPaths,
} from '#web/sw/content-gate.js';

describe('the offline content cache gate', () => {
  it.each([
    '/api/content/explore',
    '/api/content/topics/front-end',
    '/api/content/tools/tool-3',
    '/api/progress',
    '/api/saved',
    '/api/links/dead',
    '/api/account',
    '/api/listings/internships',
    '/api/listings/hackathons',
    // An endpoint a page declares as its data (the account page's reminder).
    '/api/reminders',
    '/api/auth/session',
  ])('keeps %s', (path) => expect(isCachedApiPath(path)).toBe(true));

  it.each([
    '/api/search',
    '/api/videos/search',
    '/api/talko/ask',
    '/api/push/public-key',
    '/api/account/export',
    '/api/content/topics/front-end/extra',
    '/front-end',
  ])('never keeps %s (needs the network, or is not an answer a page shows)', (path) =>
    expect(isCachedApiPath(path)).toBe(false),
  );

  it('takes the owner from a signed-in session answer only, stamped when the server answered', () => {
    const user = { id: 'u1', email: 'a@example.com', displayName: 'A' };
    const answer = { user, expiresAt: 5_000, idleTimeoutMs: 1_800_000 };
    expect(ownerFromSessionAnswer(answer, 1_000)).toEqual({
      userId: 'u1',
      expiresAt: 5_000,
      idleTimeoutMs: 1_800_000,
      lastSeenAt: 1_000,
    });
    expect(ownerFromSessionAnswer({ user: null }, 0)).toBeNull();
    expect(ownerFromSessionAnswer({ user }, 0)).toBeNull();
    expect(ownerFromSessionAnswer({ user, expiresAt: 5_000 }, 0)).toBeNull();
    expect(ownerFromSessionAnswer({ ...answer, idleTimeoutMs: 0 }, 0)).toBeNull();
    expect(ownerFromSessionAnswer({ ...answer, user: { id: '' } }, 0)).toBeNull();
    expect(ownerFromSessionAnswer({ ...answer, expiresAt: Number.POSITIVE_INFINITY }, 0)).toBeNull();
    expect(ownerFromSessionAnswer(null, 0)).toBeNull();
  });

  const minute = 60_000;
  const owner = { userId: 'u1', expiresAt: 7 * 24 * 60 * minute, idleTimeoutMs: 30 * minute, lastSeenAt: 0 };

  it("serves everything only while the session could still be valid: within the idle timeout (less the server's touch interval)", () => {
    expect(ownerAccess(owner, 0)).toBe('all');
    expect(ownerAccess(owner, 29 * minute - 1)).toBe('all');
    expect(ownerAccess(owner, 29 * minute)).toBe('saved');
    expect(ownerAccess(owner, 31 * minute)).toBe('saved');
    // A new answer from the server restarts the idle clock.
    expect(ownerAccess({ ...owner, lastSeenAt: 31 * minute }, 45 * minute)).toBe('all');
  });

  it('serves only saved answers once idle, and nothing past the absolute expiry or with the clock set back', () => {
    expect(ownerAccess(owner, owner.expiresAt - 1)).toBe('saved');
    expect(ownerAccess(owner, owner.expiresAt)).toBe('none');
    expect(ownerAccess({ ...owner, lastSeenAt: owner.expiresAt - minute }, owner.expiresAt)).toBe('none');
    expect(ownerAccess({ ...owner, lastSeenAt: 10 * minute }, 5 * minute)).toBe('saved');
    expect(ownerAccess({ ...owner, userId: '' }, 0)).toBe('none');
    // An owner entry written before the idle rule names no idle timeout: nothing is served.
    expect(ownerAccess({ userId: 'u1', expiresAt: owner.expiresAt }, 0)).toBe('none');
  });

  it('lists each saved answer once, newest last, within its bound', () => {
    expect(withSavedPaths(['/api/a', '/api/b'], ['/api/a', '/api/c', '/api/c'])).toEqual([
      '/api/b',
      '/api/a',
      '/api/c',
    ]);
    const many = Array.from({ length: SAVED_PATHS_MAX }, (_, index) => `/api/content/topics/t${index}`);
    const next = withSavedPaths(many, ['/api/progress']);
    expect(next).toHaveLength(SAVED_PATHS_MAX);
    expect(next.at(-1)).toBe('/api/progress');
    expect(next[0]).toBe('/api/content/topics/t1');
    expect(savedKeyOf('https://example.org/api/content/topics/x?lang=hi')).toBe('/api/content/topics/x?lang=hi');
  });
});
