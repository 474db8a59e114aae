/**
 * Listing dates are calendar days (YYYY-MM-DD). A listing open until a day stays open through that
 * whole day in the reader's own time zone, and counts as past from the next day: the page passes
 * this local day to #shared/listing-state.
 */
export function localIsoDate(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The locales to show a time in: the device's own preferred locale of the interface language
 * (en-GB says 14:32, en-US 2:32 PM, hi-IN in its own way), else the language itself.
 */
export function deviceLocales(language: string): string[] {
  const own = (typeof navigator === 'undefined' ? [] : navigator.languages).filter(
    (locale) => locale.split('-')[0]?.toLowerCase() === language,
  );
  return [...own, language];
}

/**
 * A moment as this device says it, in its own time zone: the time alone when it is today there,
 * else the date too (a phone opened the next morning).
 */
export function localMoment(at: number, language: string, now: Date = new Date()): { time: string; date?: string } {
  const locales = deviceLocales(language);
  const moment = new Date(at);
  const time = new Intl.DateTimeFormat(locales, { timeStyle: 'short' }).format(moment);
  if (localIsoDate(moment) === localIsoDate(now)) return { time };
  return { time, date: new Intl.DateTimeFormat(locales, { dateStyle: 'medium' }).format(moment) };
}
