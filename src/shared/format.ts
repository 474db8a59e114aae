/** Indian digit grouping (lakh notation): 500000 -> '5,00,000'. */
const rupeeGroups = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

export function formatRupees(amount: number): string {
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
