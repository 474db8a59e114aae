/**
 * Listing dates are calendar days (YYYY-MM-DD). A listing open until a day stays open through that
 * whole day in the reader's own time zone, and counts as past from the next day: the page passes
 * this local day to #shared/listing-state.
 */
export function localIsoDate(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
