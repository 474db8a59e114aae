import type { ListingWindow } from '#shared/content/listing-fields.js';
import { daysBetween, listingState } from '#shared/listing-state.js';

/**
 * The order a student reads opportunities in: what they can still act on soonest comes first
 * (decision 0049). Open listings by fewest days left, then rolling ones (open with no closing date),
 * then upcoming ones by opening day, then recurring ones by the month they are next expected in (those
 * naming no month after them), and closed ones last, the most recently closed first. Listings that
 * tie keep the order they came in (their stored position).
 */

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** A full month name, optionally followed by a four-digit year: 'October', 'December 2026'. */
const MONTH_IN_SEASON = new RegExp(`\\b(${MONTH_NAMES.join('|')})\\b(?:\\s+(\\d{4})\\b)?`);

/**
 * The month (YYYY-MM) a recurring listing is next expected in, on `today` (YYYY-MM-DD), read from its
 * season text: the first full month name there is the month it usually runs in ('expected every
 * October'), and a year right after it names the edition ('expected 1-12 December 2026'). That month
 * this year, or the next year once it has passed; a named year is kept unless it has passed too.
 * A season naming no full month ('no month is known for the next one') has none: undefined.
 */
export function nextExpectedMonth(window: ListingWindow, today: string): string | undefined {
  if (window.kind !== 'recurring' || !window.season) return undefined;
  const found = MONTH_IN_SEASON.exec(window.season);
  if (!found) return undefined;
  const month = MONTH_NAMES.indexOf(found[1] as (typeof MONTH_NAMES)[number]) + 1;
  const thisMonth = today.slice(0, 7);
  let year = found[2] ? Number(found[2]) : Number(today.slice(0, 4));
  const monthOf = (y: number) => `${y}-${String(month).padStart(2, '0')}`;
  while (monthOf(year) < thisMonth) year += 1;
  return monthOf(year);
}

/** 'YYYY-MM' -> 'October 2027': the English form the server and tests say (the pages say it per language). */
export function formatExpectedMonth(yearMonth: string): string {
  const [year, month] = yearMonth.split('-').map(Number);
  return `${MONTH_NAMES[month! - 1]} ${year}`;
}

/** The urgency groups, in the order they are shown. */
const GROUP = { open: 0, rolling: 1, upcoming: 2, recurring: 3, closed: 4 } as const;

/** A listing's place in the order: its group, then a key within it (smaller comes first). */
function urgencyKey(window: ListingWindow, today: string): [number, number | string] {
  switch (listingState(window, today)) {
    case 'open':
    case 'closing-soon':
      return [GROUP.open, daysBetween(today, window.closes!)];
    case 'rolling':
      return [GROUP.rolling, 0];
    case 'upcoming':
      return [GROUP.upcoming, daysBetween(today, window.opens!)];
    case 'recurring':
      // '~' sorts after every 'YYYY-MM': a season with no known month comes after those with one.
      return [GROUP.recurring, nextExpectedMonth(window, today) ?? '~'];
    case 'closed':
      return [GROUP.closed, daysBetween(window.closes!, today)];
  }
}

/** The listings ordered by urgency on `today` (a new array; ties keep their order). */
export function byUrgency<T extends { window: ListingWindow }>(listings: readonly T[], today: string): T[] {
  const keyed = listings.map((listing, index) => ({ listing, index, key: urgencyKey(listing.window, today) }));
  keyed.sort((a, b) => {
    if (a.key[0] !== b.key[0]) return a.key[0] - b.key[0];
    if (a.key[1] !== b.key[1]) return a.key[1] < b.key[1] ? -1 : 1;
    return a.index - b.index;
  });
  return keyed.map(({ listing }) => listing);
}
