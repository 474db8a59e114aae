import type { SearchAliases } from '#shared/content/search-help.js';
import { signedInPage } from '#shared/pages/signed-in-pages.js';
import type { Catalogue } from './load-catalogue.js';

/**
 * content:check's rules for content/search-aliases.yaml. Problems: one way of typing that means two
 * things, or a subject word that is also listed as a Hindi filler (it would never be searched).
 * Warnings (not failures): an alias page that is not declared yet, so its words are searched until
 * the page lands and the page is put first from then on.
 */
export function aliasRules(catalogue: Catalogue): { problems: string[]; warnings: string[] } {
  const table = catalogue.get('search-aliases') as SearchAliases | undefined;
  if (!table) return { problems: [], warnings: [] };
  const problems: string[] = [];
  const warnings: string[] = [];
  const meaningOf = new Map<string, string>();
  const fillers = new Set(table.hindiWords);
  for (const alias of table.aliases) {
    for (const typed of alias.typed) {
      const first = meaningOf.get(typed);
      if (first !== undefined && first !== alias.means)
        problems.push(`search-aliases: "${typed}" means both "${first}" and "${alias.means}"`);
      meaningOf.set(typed, alias.means);
      if (fillers.has(typed)) problems.push(`search-aliases: "${typed}" is both an alias and a Hindi filler word`);
    }
    if (alias.page && !signedInPage(alias.page))
      warnings.push(
        `search-aliases: ${alias.page} is not a page yet; "${alias.typed[0]}" searches for "${alias.means}" until it is`,
      );
  }
  return { problems, warnings };
}
