// Made on first use: building a formatter loads locale data (about 30 ms on a throttled phone),
// and every page with a link imports this module for sourceHost alone.
let rupeeGroups: Intl.NumberFormat | undefined;

/** Indian digit grouping (lakh notation): 500000 -> '5,00,000'. */
export function formatRupees(amount: number): string {
  rupeeGroups ??= new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
  return `₹${rupeeGroups.format(amount)}`;
}

export function formatRupeeRange(min: number, max: number): string {
  return `${formatRupees(min)} – ${formatRupees(max)}`;
}

/** The host a link points to, without 'www.', for showing where a resource lives. */
export function sourceHost(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}
