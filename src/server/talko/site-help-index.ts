import type { SiteHelp, SiteHelpEntry, SearchAliases } from '#shared/content/search-help.js';
import { buildCatalogueIndex, type RankedDocument } from '#server/search/catalogue-index.js';

/**
 * Talko's answers about the site itself (content/site-help.yaml) as a small index of their own:
 * found by question and `words` (English, romanised Hindi, Devanagari), read through the alias table.
 */
export function buildSiteHelpIndex(help: SiteHelp, aliases?: SearchAliases) {
  const byId = new Map<string, SiteHelpEntry>(help.answers.map((entry) => [`help:${entry.id}`, entry]));
  const index = buildCatalogueIndex(
    help.answers.map((entry) => ({
      id: `help:${entry.id}`,
      kind: 'faq' as const,
      title: entry.question,
      text: entry.answer,
      keywords: entry.words,
      hindi: entry.hi?.question ?? '',
      route: entry.route,
      pageTitle: entry.linkText,
    })),
    aliases,
  );
  return {
    /** The best matching answer and how well it matched, if any. */
    best(question: string): { entry: SiteHelpEntry; hit: RankedDocument } | undefined {
      const hit = index.search(question, { limit: 1 })[0];
      return hit ? { entry: byId.get(hit.id)!, hit } : undefined;
    },
  };
}

export type SiteHelpIndex = ReturnType<typeof buildSiteHelpIndex>;
