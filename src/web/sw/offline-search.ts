/// <reference lib="webworker" />
/**
 * Ctrl+K search offline: GET /api/search goes to the network; when it cannot (offline), the worker
 * answers from the content kept on this device (src/shared/offline-search.ts), in the same shape,
 * so the palette and /search work unchanged. The gate holds: only while the content cache has a
 * valid owner (a signed-out or expired state gets the network's failure, nothing kept).
 */
import { registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core';
import { SEARCH_QUERY_MAX } from '#shared/api/search.js';
import type { SearchAliases } from '#shared/content/search-help.js';
import { createQueryExpander } from '#shared/query-expander.js';
import { keptCatalogue, searchKept } from '#shared/offline-search.js';
import { CONTENT_CACHE, OWNER_KEY } from './content-gate.js';
import { validOwner } from './content-cache.js';
// The build turns the YAML into its data (scripts/vite-service-worker.ts): the online search's alias table.
import searchAliases from '#content/search-aliases.yaml';

const expand = createQueryExpander(searchAliases as SearchAliases);

/** Every kept answer by its path below /api, parsed (the owner entry left out). */
async function keptAnswers(): Promise<Map<string, unknown>> {
  const cache = await caches.open(CONTENT_CACHE);
  const answers = new Map<string, unknown>();
  for (const request of await cache.keys()) {
    const { pathname } = new URL(request.url);
    if (pathname === OWNER_KEY || !pathname.startsWith('/api/')) continue;
    const path = pathname.slice('/api/'.length);
    // One answer per path: a Hindi reader's content carries the English beside the Hindi.
    if (answers.has(path)) continue;
    const response = await cache.match(request);
    answers.set(path, await response?.json().catch(() => undefined));
  }
  return answers;
}

const answerFromKept: WorkboxPlugin = {
  async handlerDidError({ request }) {
    if (!(await validOwner())) return undefined;
    const query = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, SEARCH_QUERY_MAX);
    const body = JSON.stringify(searchKept(keptCatalogue(await keptAnswers()), query, expand));
    return new Response(body, { headers: { 'Content-Type': 'application/json' } });
  },
};

export function registerOfflineSearch() {
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && url.pathname === '/api/search',
    new NetworkOnly({ plugins: [answerFromKept] }),
    'GET',
  );
}
