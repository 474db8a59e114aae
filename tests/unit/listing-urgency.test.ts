import { describe, expect, it } from 'vitest';
import type { ListingWindow } from '#shared/content/listing-fields.js';
import { byUrgency, formatExpectedMonth, nextExpectedMonth } from '#shared/listing-urgency.js';
import { loadCatalogue } from '#server/content/load-catalogue.js';
import type { Hackathon } from '#shared/content/index.js';

const recurring = (season: string): ListingWindow => ({ kind: 'recurring', season });

describe('the month a recurring listing is next expected in', () => {
  it.each([
    // Hacktoberfest seen in late November: this October has passed, so next October.
    ['expected every October (1-31 October; next in October 2027)', '2026-11-28', '2027-10'],
    ['expected every October (1-31 October; next in October 2027)', '2026-09-30', '2026-10'],
    // The month itself still counts as expected (its days are not known).
    ['every October', '2026-10-31', '2026-10'],
    // A named year is kept while it is ahead ...
    ['expected 1-12 December 2026 (12 puzzles a year since 2025)', '2026-11-28', '2026-12'],
    ['expected in March 2027; contributor applications ran 16-31 March in 2026', '2026-11-28', '2027-03'],
    // ... and moves to the next year once its month has passed.
    ['expected 1-12 December 2026 (12 puzzles a year since 2025)', '2027-01-02', '2027-12'],
    ['expected around July, as Season 13 registration opened in July 2025', '2026-11-28', '2027-07'],
    // The first month named is the one it is expected in, not a later month of the same season.
    ['expected again August to December, with ideas due around September', '2026-11-28', '2027-08'],
  ])('%s, seen on %s: %s', (season, today, month) => {
    expect(nextExpectedMonth(recurring(season), today)).toBe(month);
  });

  it('a season naming no full month has none (an abbreviated check date is not a season)', () => {
    const season = 'no month is known for the next batch (checked 28 Nov 2026); dates on the official page';
    expect(nextExpectedMonth(recurring(season), '2026-11-28')).toBeUndefined();
    expect(nextExpectedMonth({ kind: 'rolling' }, '2026-11-28')).toBeUndefined();
    expect(nextExpectedMonth({ kind: 'dates', closes: '2026-12-01' }, '2026-11-28')).toBeUndefined();
  });

  it('says the month in words', () => {
    expect(formatExpectedMonth('2027-10')).toBe('October 2027');
    expect(formatExpectedMonth('2027-01')).toBe('January 2027');
  });
});

describe('listings ordered by urgency on a given day', () => {
  const today = '2026-11-28';
  const listings: Array<{ id: string; window: ListingWindow }> = [
    { id: 'closed-long-ago', window: { kind: 'dates', closes: '2026-01-31' } },
    { id: 'hacktoberfest', window: recurring('expected every October') },
    { id: 'no-month', window: recurring('no month is known for the next one') },
    { id: 'rolling', window: { kind: 'rolling' } },
    { id: 'upcoming-later', window: { kind: 'dates', opens: '2027-02-03', closes: '2027-02-16' } },
    { id: 'open-30-days', window: { kind: 'dates', closes: '2026-12-28' } },
    { id: 'closed-yesterday', window: { kind: 'dates', closes: '2026-11-27' } },
    { id: 'advent', window: recurring('expected 1-12 December 2026') },
    { id: 'closing-in-4', window: { kind: 'dates', opens: '2026-11-01', closes: '2026-12-02' } },
    { id: 'upcoming-soon', window: { kind: 'dates', opens: '2026-12-05', closes: '2027-01-05' } },
    { id: 'closes-today', window: { kind: 'dates', closes: '2026-11-28' } },
    { id: 'second-rolling', window: { kind: 'rolling' } },
  ];

  it('open soonest-closing first, then rolling, upcoming, next expected season, closed last', () => {
    expect(byUrgency(listings, today).map((listing) => listing.id)).toEqual([
      'closes-today',
      'closing-in-4',
      'open-30-days',
      'rolling',
      'second-rolling',
      'upcoming-soon',
      'upcoming-later',
      'advent',
      'hacktoberfest',
      'no-month',
      'closed-yesterday',
      'closed-long-ago',
    ]);
  });

  it('returns a new array and leaves the given one as it was', () => {
    const before = listings.map((listing) => listing.id);
    byUrgency(listings, today);
    expect(listings.map((listing) => listing.id)).toEqual(before);
  });

  it("the seeded hackathons in late November: Hacktoberfest's passed October comes after December's Advent of Code", async () => {
    const catalogue = await loadCatalogue('content');
    const hackathons = (catalogue.get('hackathons') as { hackathons: Hackathon[] }).hackathons;
    const order = byUrgency(hackathons, today).map((event) => event.id);
    expect(order.indexOf('advent-of-code')).toBeLessThan(order.indexOf('hacktoberfest'));
    expect(order.indexOf('kaggle-competitions')).toBe(0);
    expect(nextExpectedMonth(hackathons.find((event) => event.id === 'hacktoberfest')!.window, today)).toBe('2027-10');
  });
});
