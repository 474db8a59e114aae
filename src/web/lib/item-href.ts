import type { SearchHit } from '#shared/api/search.js';

/** Where a hit lives in the app: its page, scrolled to the item. */
export const hitHref = (hit: Pick<SearchHit, 'route' | 'anchor'>) =>
  hit.anchor ? `${hit.route}#${hit.anchor}` : hit.route;
