import type { SoftInstall } from '#shared/content/index.js';
import type { Catalogue } from './load-catalogue.js';

/**
 * Node.js release lines and the day each became Active LTS, newest last. Sources, checked 2026-11-28:
 * 20, 22 and 24 from the release table of github.com/nodejs/Release (README.md); 26 from public notes
 * citing nodejs.org/en/about/previous-releases ("NodeJS v26 will become Active LTS on October 28,
 * 2026", github.com/gavvvr/obsidian-timecodes-plugin/issues/16; "26 became Active LTS on 28 October",
 * github.com/Calnode/calnode/discussions/240). From 27.x on, one line a year is promoted to LTS in
 * October (nodejs.org blog "Evolving the Node.js Release Schedule", 2026-04-01).
 */
export const NODE_LTS_LINES: readonly { line: number; activeLtsStart: string }[] = [
  { line: 20, activeLtsStart: '2023-10-24' },
  { line: 22, activeLtsStart: '2024-10-29' },
  { line: 24, activeLtsStart: '2025-10-28' },
  { line: 26, activeLtsStart: '2026-10-28' },
];

/** When the table above was last read against the sources, and when the next line is due to be promoted. */
export const NODE_LTS_TABLE = { reviewedOn: '2026-11-28', nextPromotionDue: '2027-10-01' } as const;

/** The Active LTS line on a calendar day (YYYY-MM-DD): the newest line promoted on or before it. */
export function activeLtsLine(today: string): number | undefined {
  let active: number | undefined;
  for (const entry of NODE_LTS_LINES) if (entry.activeLtsStart <= today) active = entry.line;
  return active;
}

/** 'Node.js 24', 'Node 24', 'nvm install 24': the ways a guide names a release line. */
const LINE_MENTION = /\b(?:Node(?:\.js)?\s+|nvm install\s+)(\d{1,3})\b/gi;

function stringsIn(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string') found.push(value);
  else if (Array.isArray(value)) for (const item of value) stringsIn(item, found);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) stringsIn(item, found);
  return found;
}

/**
 * content:check's warnings (printed, not failures) for the install guides: a guide that names a
 * Node.js line other than the Active LTS on `today`, and a table that may be out of date because the
 * next promotion is due.
 */
export function nodeLineWarnings(catalogue: Catalogue, today: string): string[] {
  const install = catalogue.get('soft-install') as SoftInstall | undefined;
  if (!install) return [];
  const warnings: string[] = [];
  if (today >= NODE_LTS_TABLE.nextPromotionDue) {
    warnings.push(
      `the Node.js LTS table (src/server/content/node-lts-rules.ts) was last reviewed on ${NODE_LTS_TABLE.reviewedOn}, and a new line was due to become Active LTS by ${NODE_LTS_TABLE.nextPromotionDue}: read the release schedule and update it`,
    );
  }
  const active = activeLtsLine(today);
  for (const guide of install.guides) {
    const named = new Set<number>();
    for (const text of stringsIn(guide)) for (const match of text.matchAll(LINE_MENTION)) named.add(Number(match[1]));
    for (const line of [...named].sort((a, b) => a - b)) {
      if (line !== active) {
        warnings.push(
          `soft-install: guide "${guide.id}" names Node.js ${line}, which is not the Active LTS line on ${today} (Node.js ${active ?? 'unknown'} is)`,
        );
      }
    }
  }
  return warnings;
}
