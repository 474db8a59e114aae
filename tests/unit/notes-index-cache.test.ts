import { describe, expect, it } from 'vitest';
import { NOTES_INDEX_LIMITS, createNotesIndexCache } from '#server/notes/notes-index-cache.js';
import { estimatedBytes } from '#server/notes/notes-search.js';
import type { Note } from '#shared/api/notes.js';

const note = (text: string): Note => ({
  itemId: 'book:x',
  text,
  version: 1,
  updatedAt: 0,
  kind: 'book',
  title: 'A book',
  route: '/books',
  anchor: 'book-x',
  pageTitle: 'Books',
});

describe('the per-user notes index cache', () => {
  it('answers only under the exact stamp it was built with; an older one is handed over once, then gone', () => {
    const cache = createNotesIndexCache<string>({ maxUsers: 10, maxBytes: 1_000 });
    cache.set('ada', '3/0', 'index of revision 3', 100);
    expect(cache.get('ada', '3/0')).toBe('index of revision 3');
    expect(cache.get('ada', '4/0')).toBeUndefined();
    expect(cache.take('ada')).toEqual({ stamp: '3/0', value: 'index of revision 3' });
    // Taken out, not kept beside the newer stamp.
    expect(cache.get('ada', '3/0')).toBeUndefined();
    expect(cache.take('ada')).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
    expect(cache.get('bob', '3/0')).toBeUndefined();
  });

  it('never holds more users than its bound, letting the least recently used go first', () => {
    const cache = createNotesIndexCache<number>({ maxUsers: 3, maxBytes: 1_000_000 });
    for (let user = 0; user < 50; user++) {
      cache.set(`user-${user}`, '1/0', user, 10);
      expect(cache.size).toBeLessThanOrEqual(3);
      // user-0 is searched again and again: it stays while the others come and go.
      expect(cache.get('user-0', '1/0')).toBe(0);
    }
    expect(cache.size).toBe(3);
    expect(cache.get('user-49', '1/0')).toBe(49);
    expect(cache.get('user-48', '1/0')).toBe(48);
    expect(cache.get('user-47', '1/0')).toBeUndefined();
    expect(cache.bytes).toBe(30);
  });

  it('never holds more estimated memory than its bound, and keeps no single index larger than all of it', () => {
    const cache = createNotesIndexCache<string>({ maxUsers: 100, maxBytes: 1_000 });
    for (let user = 0; user < 20; user++) {
      cache.set(`user-${user}`, '1/0', 'index', 300);
      expect(cache.bytes).toBeLessThanOrEqual(1_000);
    }
    expect(cache.size).toBe(3);
    cache.set('heavy', '1/0', 'index', 1_001);
    expect(cache.get('heavy', '1/0')).toBeUndefined();
    expect(cache.size).toBe(3);
    // A rebuilt entry replaces the user's old one instead of counting twice.
    cache.set('user-19', '2/0', 'rebuilt', 300);
    expect(cache.size).toBe(3);
    expect(cache.bytes).toBe(900);
  });

  it('fits a user with the most notes of the longest text within the default budget', () => {
    const longest = Array.from({ length: 947 }, () => note('x'.repeat(10_000)));
    expect(estimatedBytes(longest)).toBeLessThan(NOTES_INDEX_LIMITS.maxBytes);
    expect(estimatedBytes([note('two short notes'), note('make a small index')])).toBeLessThan(25_000);
  });
});
