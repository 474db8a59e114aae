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

// Made on first use, like the rupee format in shared/format.ts: pages that never show a date skip it.
let dayFormat: Intl.DateTimeFormat | undefined;

/** '2026-11-22' -> '22 Nov 2026' (the spec's own date style, as on the privacy page). */
export function formatIsoDate(isoDate: string): string {
  dayFormat ??= new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return dayFormat.format(new Date(`${isoDate}T00:00:00Z`));
}
