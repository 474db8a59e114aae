/**
 * Explore's filter: a card shows while its title contains what was typed (the spec's rule, case
 * aside) or while the site's search finds its page (`pages`: the search answer's whole pages,
 * src/shared/search-pages.ts, read through the alias table and typo correction, Hindi included).
 * An empty filter shows every card, in content order.
 */
export function filterTopicCards<T extends { title: string; route: string }>(
  cards: readonly T[],
  query: string,
  pages: readonly string[],
): T[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...cards];
  return cards.filter((card) => card.title.toLowerCase().includes(needle) || pages.includes(card.route));
}
