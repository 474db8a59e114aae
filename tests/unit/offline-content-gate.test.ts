import { describe, expect, it } from 'vitest';
import { isCachedApiPath, ownerFromSessionAnswer, ownerIsValid } from '#web/sw/content-gate.js';

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

  it('takes the owner from a signed-in session answer only', () => {
    const user = { id: 'u1', email: 'a@example.com', displayName: 'A' };
    expect(ownerFromSessionAnswer({ user, expiresAt: 5_000 })).toEqual({ userId: 'u1', expiresAt: 5_000 });
    expect(ownerFromSessionAnswer({ user: null })).toBeNull();
    expect(ownerFromSessionAnswer({ user })).toBeNull();
    expect(ownerFromSessionAnswer({ user: { id: '' }, expiresAt: 5_000 })).toBeNull();
    expect(ownerFromSessionAnswer({ user, expiresAt: Number.POSITIVE_INFINITY })).toBeNull();
    expect(ownerFromSessionAnswer(null)).toBeNull();
  });

  it("serves an owner's answers until the session's absolute expiry, not after", () => {
    const owner = { userId: 'u1', expiresAt: 10_000 };
    expect(ownerIsValid(owner, 9_999)).toBe(true);
    expect(ownerIsValid(owner, 10_000)).toBe(false);
    expect(ownerIsValid({ userId: '', expiresAt: 10_000 }, 0)).toBe(false);
  });
});
