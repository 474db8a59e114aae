/**
 * Content dates are calendar days (YYYY-MM-DD). A listing open until a day stays open through
 * that whole day in the reader's own time zone, and counts as past from the next day.
 */
export function localIsoDate(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function isPastDate(isoDate: string, now: Date = new Date()): boolean {
  return localIsoDate(now) > isoDate;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * '2026-11-22' -> '22 Nov 2026' (the spec's own date style, as on the privacy page). Written out
 * rather than Intl.DateTimeFormat: building a formatter loads locale data (tens of ms on a phone),
 * and ICU versions disagree on English short months ('Sep' or 'Sept').
 */
export function formatIsoDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${day} ${MONTHS[month! - 1]} ${year}`;
}
