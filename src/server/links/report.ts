import type { ContentUrl } from '#server/content/load-catalogue.js';
import type { LinkCheckResult, LinkStatus } from './check-url.js';

/** Lines naming each link of the given statuses with every content file and entry it stands in. */
export function formatLinkReport(
  results: readonly LinkCheckResult[],
  locations: readonly ContentUrl[],
  statuses: LinkStatus[],
): string[] {
  const where = new Map<string, ContentUrl[]>();
  for (const location of locations) where.set(location.url, [...(where.get(location.url) ?? []), location]);
  return results
    .filter((result) => statuses.includes(result.status))
    .sort((a, b) => a.url.localeCompare(b.url))
    .flatMap((result) => {
      const detail = result.httpCode ? `HTTP ${result.httpCode}` : (result.error ?? 'no answer');
      const target = result.finalUrl ? ` -> ${result.finalUrl}` : '';
      const places = (where.get(result.url) ?? []).map((place) => `    in ${place.file}: ${place.entry}`);
      return [`${result.status.toUpperCase()} ${result.url} (${detail})${target}`, ...places];
    });
}

/** A one-line progress bar for terminals: [#########-----------] 120/750 */
export function progressBar(done: number, total: number, width = 30): string {
  const filled = total === 0 ? width : Math.round((done / total) * width);
  return `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${done}/${total}`;
}
