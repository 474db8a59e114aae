/** Explore search is a case-insensitive substring match on the card title. */
export function filterByTitle<T extends { title: string }>(items: readonly T[], query: string): T[] {
  const needle = query.trim().toLowerCase();
  return needle ? items.filter((item) => item.title.toLowerCase().includes(needle)) : [...items];
}
