import { describe, expect, it } from 'vitest';
import { aliasRules } from '#server/content/alias-rules.js';
import { loadCatalogue } from '#server/content/load-catalogue.js';
import { typedCatalogue } from '#server/content/typed-catalogue.js';
import { buildCatalogueIndex } from '#server/search/catalogue-index.js';
import { searchDocuments } from '#shared/search-documents.js';
import type { SearchAliases } from '#shared/content/search-help.js';
import { keptCatalogue, searchKept } from '#shared/offline-search.js';
import { createQueryExpander } from '#shared/query-expander.js';

const catalogue = await loadCatalogue('content');
const content = typedCatalogue(catalogue);
const expand = createQueryExpander(content.searchAliases);

describe('the alias table (content/search-aliases.yaml) reads queries as students type them', () => {
  it.each([
    ['dsa', 'data structures algorithms', ['/dsa'], false],
    ['ds algo', 'data structures algorithms', ['/dsa'], false],
    ['c++', 'programming in c and c++', ['/c-cpp'], false],
    ['CPP tutorial', 'programming in c and c++ tutorial', ['/c-cpp'], false],
    ['oops', 'object oriented programming', [], false],
    ['lc', 'leetcode', [], false],
    ['पायथन', 'python', [], true],
    ['डेटा साइंस', 'data science', [], true],
    ['mujhe dsa seekhna hai', 'data structures algorithms', ['/dsa'], true],
    ['python kaise seekhe?', 'python', [], true],
    ['git reset password', 'git reset password', [], false],
  ])("'%s' searches for '%s'", (query, text, pages, hindi) => {
    expect(expand(query)).toEqual({ text, pages, hindi });
  });

  it('keeps a query of nothing but filler words as typed', () => {
    expect(expand('kya hai').text).toBe('kya hai');
  });

  it('has no problems in content/, and warns only about pages not declared yet', () => {
    const { problems, warnings } = aliasRules(catalogue);
    expect(problems).toEqual([]);
    for (const warning of warnings) expect(warning).toMatch(/is not a page yet/);
  });

  it('fails one way of typing that means two things, or an alias that is also a filler word', () => {
    const table: SearchAliases = {
      aliases: [
        { typed: ['ml'], means: 'machine learning' },
        { typed: ['ml', 'kya'], means: 'markup language', page: '/no-such-page' },
      ],
      hindiWords: ['kya'],
    };
    const { problems, warnings } = aliasRules(new Map([['search-aliases', table]]));
    expect(problems).toEqual([
      'search-aliases: "ml" means both "machine learning" and "markup language"',
      'search-aliases: "kya" is both an alias and a Hindi filler word',
    ]);
    expect(warnings).toEqual([
      'search-aliases: /no-such-page is not a page yet; "ml" searches for "markup language" until it is',
    ]);
  });

  it("puts the page an alias names first, once that page's topic is in the index", () => {
    const table: SearchAliases = {
      aliases: [{ typed: ['ops'], means: 'docker', page: '/devops' }],
      hindiWords: ['kaise'],
    };
    const index = buildCatalogueIndex(searchDocuments(content), table);
    expect(index.search('ops kaise')[0]?.id).toBe('topic:devops');
    expect(buildCatalogueIndex(searchDocuments(content)).search('ops')[0]?.id).not.toBe('topic:devops');
  });

  it('the offline search reads the same table', () => {
    const kept = keptCatalogue(new Map([['content/topics/data-science', catalogue.get('topics/data-science')]]));
    const titles = (query: string) =>
      searchKept(kept, query, expand).groups.flatMap((group) => group.hits.map((hit) => hit.title));
    expect(titles('पायथन')).toContain('Python.org');
    expect(titles('mujhe python seekhna hai')).toContain('Python.org');
    expect(searchKept(kept, 'पायथन').total).toBe(0);
  });
});
