/**
 * Indian digit grouping (lakh notation): 500000 -> '₹5,00,000', whole rupees. Written out rather
 * than Intl.NumberFormat('en-IN'): building that formatter loads locale data, which cost a topic
 * page 55 ms of CPU (220 ms on Lighthouse's throttled phone) for a handful of salary figures.
 * tests/unit/format.test.ts checks it against Intl.NumberFormat.
 */
export function formatRupees(amount: number): string {
  const digits = String(Math.round(Math.abs(amount)));
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3);
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+$)/g, ',')},${lastThree}` : lastThree;
  return `₹${amount < 0 && grouped !== '0' ? '-' : ''}${grouped}`;
}

/**
 * A whole number with Western thousands separators, as toLocaleString('en-US') writes it: 10000 ->
 * '10,000'. Written out for the reason above: the notes' messages are built when their module loads,
 * and that first number formatter cost a topic page's load 53 ms on a 4x-throttled phone (29 Nov).
 */
export function formatThousands(value: number): string {
  const digits = String(Math.round(Math.abs(value))).replace(/\B(?=(\d{3})+$)/g, ',');
  return value < 0 && digits !== '0' ? `-${digits}` : digits;
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
