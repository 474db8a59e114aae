import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { CatalogueIndex } from '#server/search/catalogue-index.js';
import { searchEverything } from '#server/search/search-service.js';

export interface QueryCase {
  query: string;
  /** Any of these item ids in the top 3 counts as a hit (the same resource can sit on two pages)... */
  expect?: string[];
  /** ...or, when any resource on a subject will do, a top-3 title that names it (case aside). */
  about?: string;
  typo: string;
}

function isHit(item: QueryCase, hit: { id: string; title: string }): boolean {
  if (item.expect) return item.expect.includes(hit.id);
  return hit.title.toLowerCase().includes(item.about!.toLowerCase());
}

export const QUERY_SET: QueryCase[] = (
  JSON.parse(readFileSync(fileURLToPath(new URL('./search-queries.json', import.meta.url)), 'utf8')) as {
    queries: QueryCase[];
  }
).queries;

export interface QuerySetResult {
  hitAt3: number;
  misses: Array<{ query: string; top3: string[] }>;
  meanMs: number;
  p99Ms: number;
}

/**
 * Runs every query of the set through search everything (the order Ctrl+K and /search show) and
 * measures hit@3 and the time per query, over `rounds` passes after one warm-up pass.
 */
export function runQuerySet(index: CatalogueIndex, rounds = 5): QuerySetResult {
  const misses: QuerySetResult['misses'] = [];
  for (const item of QUERY_SET) {
    const top3 = searchEverything(index, item.query)
      .groups.flatMap((group) => group.hits)
      .slice(0, 3);
    if (!top3.some((hit) => isHit(item, hit))) misses.push({ query: item.query, top3: top3.map((hit) => hit.title) });
  }
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const item of QUERY_SET) {
      const started = performance.now();
      searchEverything(index, item.query);
      times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  return {
    hitAt3: (QUERY_SET.length - misses.length) / QUERY_SET.length,
    misses,
    meanMs: times.reduce((sum, ms) => sum + ms, 0) / times.length,
    p99Ms: times[Math.min(times.length - 1, Math.floor(times.length * 0.99))]!,
  };
}
