import os from 'node:os';
import { loadCatalogue } from '#server/content/load-catalogue.js';
import { typedCatalogue } from '#server/content/typed-catalogue.js';
import { contentIndex } from '#server/search/content-index.js';
import { QUERY_SET, runQuerySet } from '#harness/search-query-set.js';
import type { TargetCheck } from './report.js';

/** Timed passes over the query set after the first (the first also checks the answers). */
const ROUNDS = 20;

/**
 * The typo-forgiving search on the real catalogue, in this process (no HTTP: the figure is the
 * search itself, which Ctrl+K, /search, the video fallback and Talko share): hit@3 over the query
 * set in tests/fixtures and the time per query.
 */
export async function measureSearchQuality(): Promise<TargetCheck[]> {
  console.log('\n== search everything: the query set (harness/search-queries.json)');
  const index = contentIndex(typedCatalogue(await loadCatalogue('content')));
  const result = runQuerySet(index, ROUNDS);
  console.log(
    `   ${QUERY_SET.length} queries over ${index.size} documents: hit@3 ${(result.hitAt3 * 100).toFixed(1)}%, ` +
      `mean ${result.meanMs.toFixed(2)} ms, p99 ${result.p99Ms.toFixed(2)} ms per query ` +
      `(load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores: p99 counts every pause of a busy machine)`,
  );
  for (const miss of result.misses) console.log(`   missed '${miss.query}': top 3 were ${miss.top3.join(' | ')}`);
  return [
    {
      engine: 'in-process',
      target: 'search query set hit@3 >= 95%',
      measured: `${(result.hitAt3 * 100).toFixed(1)}% of ${QUERY_SET.length} queries (mean ${result.meanMs.toFixed(2)} ms)`,
      met: result.hitAt3 >= 0.95,
    },
    {
      engine: 'in-process',
      target: 'catalogue search p99 < 5 ms',
      measured: `${result.p99Ms.toFixed(2)} ms over ${QUERY_SET.length * ROUNDS} searches`,
      met: result.p99Ms < 5,
    },
  ];
}
