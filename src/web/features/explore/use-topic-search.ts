import { useCatalogueSearch } from '#web/lib/api/search.js';
import { useDebounced } from '#web/lib/use-debounced.js';

/** As long as Ctrl+K waits: typing fast sends one search when the text settles, not one a key. */
const SETTLE_MS = 150;

/**
 * The pages the site's search finds for the filter's text (GET /api/search, answered by the
 * service worker from kept content offline; one cache with Ctrl+K), and whether that answer is
 * still to come for the text as it is now. A failed search finds no pages: the titles still filter.
 */
export function useTopicSearch(text: string): { pages: readonly string[]; waiting: boolean } {
  const typed = text.trim();
  const settled = useDebounced(typed, SETTLE_MS);
  const search = useCatalogueSearch(settled);
  const waiting = typed !== '' && (settled !== typed || search.isPending || search.isPlaceholderData);
  return { pages: (search.isError ? undefined : search.data?.pages) ?? [], waiting };
}
