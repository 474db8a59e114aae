import { collectContentUrls, pagesIn, type Catalogue } from './load-catalogue.js';

/** The depth every topic page must reach: a full course map, not a link list. */
export const DEPTH_RULES = {
  minSections: 8,
  minLinksPerSection: 4,
  minKindsPerSection: 3,
  /** Distinct https addresses across the whole catalogue (study links, tools, books, opportunities). */
  minDistinctResources: 750,
} as const;

/**
 * Lists where the catalogue falls short of the depth rules; partial checks only the pages present.
 * A practice link in every section is practice-rules.ts's rule.
 */
export function depthProblems(catalogue: Catalogue, { partial = false } = {}): string[] {
  const problems: string[] = [];
  for (const { file, page } of pagesIn(catalogue, 'topics')) {
    const sections = page.sections.filter((section) => !section.availableSoon);
    if (sections.length < DEPTH_RULES.minSections) {
      problems.push(`${file}: ${sections.length} sections with links, needs ${DEPTH_RULES.minSections}`);
    }
    for (const section of sections) {
      const kinds = new Set(section.links.map((link) => link.kind));
      if (section.links.length < DEPTH_RULES.minLinksPerSection) {
        problems.push(
          `${file}: section "${section.title}" has ${section.links.length} links, needs ${DEPTH_RULES.minLinksPerSection}`,
        );
      }
      if (kinds.size < DEPTH_RULES.minKindsPerSection) {
        problems.push(
          `${file}: section "${section.title}" has ${kinds.size} kinds of link, needs ${DEPTH_RULES.minKindsPerSection}`,
        );
      }
    }
  }
  const distinct = new Set(collectContentUrls(catalogue).map((entry) => entry.url)).size;
  if (!partial && distinct < DEPTH_RULES.minDistinctResources) {
    problems.push(`catalogue: ${distinct} distinct https resources, needs ${DEPTH_RULES.minDistinctResources}`);
  }
  return problems;
}
