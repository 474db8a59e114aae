/**
 * Reading a query through the alias table (content/search-aliases.yaml): no schema here, so the
 * service worker's offline search carries only this (the table itself is validated with content).
 */
import type { SearchAliases } from '#shared/content/search-help.js';

/** The longest alias, in words (content:check holds the table to it). */
export const MAX_ALIAS_WORDS = 3;

/** A query's words as typed: split at spaces and sentence punctuation, symbols inside words kept (c++, c#, node.js). */
function typedWords(query: string): string[] {
  return query
    .toLowerCase()
    .split(/[\s,;:!?()[\]{}"'“”‘’।|/\\]+/u)
    .map((word) => word.replace(/^[.]+|[.]+$/g, ''))
    .filter(Boolean);
}

export interface ExpandedQuery {
  /** The query with aliases replaced by what they mean and Hindi filler words left out. */
  text: string;
  /** Pages the aliases name, in the order typed. */
  pages: string[];
  /** Whether the query was written in Hindi: Devanagari letters or romanised Hindi words. */
  hindi: boolean;
}

const DEVANAGARI = /[\u0900-\u097F]/u;

/**
 * Reads queries through one alias table (content/search-aliases.yaml): built once, then each
 * query is a walk over its words, the longest alias (up to three words) matched first.
 */
export function createQueryExpander(table: SearchAliases | undefined) {
  const byPhrase = new Map<string, { means: string; page?: string }>();
  for (const alias of table?.aliases ?? []) {
    for (const typed of alias.typed)
      byPhrase.set(typedWords(typed).join(' '), { means: alias.means, page: alias.page });
  }
  const fillers = new Set((table?.hindiWords ?? []).map((word) => word.toLowerCase()));

  return function expand(query: string): ExpandedQuery {
    const words = typedWords(query);
    const out: string[] = [];
    const pages: string[] = [];
    let hindi = DEVANAGARI.test(query);
    for (let i = 0; i < words.length;) {
      let matched = 0;
      for (let size = Math.min(MAX_ALIAS_WORDS, words.length - i); size > 0 && !matched; size -= 1) {
        const alias = byPhrase.get(words.slice(i, i + size).join(' '));
        if (!alias) continue;
        out.push(alias.means);
        if (alias.page && !pages.includes(alias.page)) pages.push(alias.page);
        matched = size;
      }
      if (matched) {
        i += matched;
        continue;
      }
      const word = words[i]!;
      if (fillers.has(word)) hindi = true;
      // A query of nothing but filler words keeps them: 'hai' alone is still something to look for.
      else out.push(word);
      i += 1;
    }
    return { text: out.length ? out.join(' ') : words.join(' '), pages, hindi };
  };
}

export type QueryExpander = ReturnType<typeof createQueryExpander>;
