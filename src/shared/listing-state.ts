import type { ListingWindow, Stipend } from '#shared/content/listing-fields.js';
import { formatRupees } from '#shared/format.js';

/**
 * The state a listing shows, computed from its window and today's date (a YYYY-MM-DD calendar day,
 * passed in so tests and the server choose the clock): upcoming before it opens, open, closing soon
 * in its last CLOSING_SOON_DAYS days, closed after its closing day; rolling and recurring listings
 * have no deadline to count down to.
 */
export const LISTING_STATES = ['upcoming', 'open', 'closing-soon', 'closed', 'rolling', 'recurring'] as const;
export type ListingState = (typeof LISTING_STATES)[number];

/** 'Closing soon' covers the closing day and the 7 days before it. */
export const CLOSING_SOON_DAYS = 7;

const DAY_MS = 86_400_000;

function dayNumber(isoDate: string): number {
  const [year, month, day] = isoDate.split('-').map(Number);
  return Date.UTC(year!, month! - 1, day!) / DAY_MS;
}

/** Whole days from `from` to `to` (both YYYY-MM-DD); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

export function listingState(window: ListingWindow, today: string): ListingState {
  if (window.kind === 'rolling') return 'rolling';
  if (window.kind === 'recurring') return 'recurring';
  if (window.opens && today < window.opens) return 'upcoming';
  const closes = window.closes!;
  if (today > closes) return 'closed';
  return daysBetween(today, closes) <= CLOSING_SOON_DAYS ? 'closing-soon' : 'open';
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * '2026-11-22' -> '22 Nov 2026' (the spec's own date style, as on the privacy page). Written out rather
 * than Intl.DateTimeFormat: building a formatter loads locale data, and ICU versions disagree on English
 * short months ('Sep' or 'Sept').
 */
export function formatListingDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${day} ${MONTHS[month! - 1]} ${year}`;
}

/** The hiring status a card shows for a state: what a student can do today and until when. */
export function listingStatusText(window: ListingWindow, today: string): string {
  const state = listingState(window, today);
  switch (state) {
    case 'upcoming':
      return `Opens ${formatListingDate(window.opens!)}`;
    case 'open':
      return `Open until ${formatListingDate(window.closes!)}`;
    case 'closing-soon': {
      const left = daysBetween(today, window.closes!);
      return left === 0 ? 'Closing soon: closes today' : `Closing soon: ${left} day${left === 1 ? '' : 's'} left`;
    }
    case 'closed':
      return 'Closed';
    case 'rolling':
      return 'Rolling: apply any time';
    case 'recurring':
      return `Recurring: ${window.season!}`;
  }
}

/** Rupees in the rupee sign and lakh grouping ('₹15,000'); other currencies by code ('USD 7,000'). */
function money(amount: number, currency: string): string {
  if (currency === 'INR') return formatRupees(amount);
  return `${currency} ${String(Math.round(amount)).replace(/\B(?=(\d{3})+$)/g, ',')}`;
}

const PERIOD_TEXT = { month: 'a month', week: 'a week', total: 'in total' } as const;

/** 'USD 7,000 in total', 'Up to USD 5,000 in total', '₹15,000 a month', 'Unpaid', 'Not stated'. */
export function stipendText(stipend: Stipend): string {
  switch (stipend.kind) {
    case 'unpaid':
      return 'Unpaid';
    case 'not-stated':
      return 'Not stated';
    case 'described':
      return stipend.text!;
    case 'amount': {
      const figure = `${money(stipend.amount!, stipend.currency!)} ${PERIOD_TEXT[stipend.per!]}`;
      return stipend.upTo ? `Up to ${figure}` : figure;
    }
  }
}
