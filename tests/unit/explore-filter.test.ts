import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '#server/content/load-catalogue.js';
import { typedCatalogue } from '#server/content/typed-catalogue.js';
import { contentIndex } from '#server/search/content-index.js';
import { searchEverything } from '#server/search/search-service.js';
import type { Explore } from '#shared/content/learning.js';
import { createQueryExpander } from '#shared/query-expander.js';
import { keptCatalogue, searchKept } from '#shared/offline-search.js';
import { pagesFound, type PageCandidate } from '#shared/search-pages.js';
import { filterTopicCards } from '#web/features/explore/filter-topics.js';

const catalogue = await loadCatalogue('content');
const content = typedCatalogue(catalogue);
const index = contentIndex(content);
const explore = catalogue.get('explore') as Explore;
const cards = [...explore.topicCards, ...explore.placementCards];

/** The routes of the cards Explore shows for `query`, the pages coming from a search answer. */
const shownFor = (query: string, pages: readonly string[] = searchEverything(index, query).pages ?? []) =>
  [
    ...filterTopicCards(explore.topicCards, query, pages),
    ...filterTopicCards(explore.placementCards, query, pages),
  ].map((card) => card.route);

describe("Explore's filter reads the site's search (aliases, typos, Hindi), not only the titles", () => {
  it.each([
    ['java', ['/dsa', '/soft-install']],
    ['pyhton', ['/data-science', '/ai-ml']],
    ['पायथन', ['/data-science', '/ai-ml']],
    ['mujhe dsa seekhna hai', ['/dsa']],
  ])("'%s' shows the cards of the pages about it", (query, routes) => {
    expect(shownFor(query)).toEqual(expect.arrayContaining(routes));
  });

  it.each([
    ['dsa', ['/dsa']],
    ['c++', ['/c-cpp']],
    ['cpp', ['/c-cpp']],
    ['aptitude', ['/placements']],
  ])("'%s' shows exactly the page the subject has", (query, routes) => {
    expect(shownFor(query)).toEqual(routes);
  });

  it('forgives a typo as it finds the word typed right, and a Devanagari spelling as its English', () => {
    expect(shownFor('pyhton')).toEqual(shownFor('python'));
    expect(shownFor('पायथन')).toEqual(shownFor('python'));
    expect(shownFor('जावा')).toEqual(shownFor('java'));
  });

  it("still shows every card whose title holds the text (the spec's rule), and only on top of it", () => {
    for (const card of cards) {
      const part = card.title.slice(1, 4).trim();
      expect(shownFor(part)).toContain(card.route);
      expect(shownFor(part.toUpperCase(), [])).toEqual(
        cards.filter((each) => each.title.toLowerCase().includes(part.toLowerCase())).map((each) => each.route),
      );
    }
  });

  it('shows no card for a text nothing matches, and every card in content order for none', () => {
    expect(shownFor('zzqqxx')).toEqual([]);
    expect(shownFor('   ', [])).toEqual(cards.map((card) => card.route));
  });

  it("keeps a page out whose own summary names the subject in passing ('git' is not Front-End's)", () => {
    expect(shownFor('git')).toContain('/git-github');
    expect(shownFor('git')).not.toContain('/front-end');
  });
});

describe('the whole pages a search answer names (src/shared/search-pages.ts)', () => {
  const doc = (over: Partial<PageCandidate>): PageCandidate => ({
    kind: 'topic',
    route: '/front-end',
    score: 10,
    coverage: 1,
    inTitle: false,
    ...over,
  });

  it('counts topic pages by their own document, above a share of the best one', () => {
    expect(
      pagesFound([
        doc({ route: '/git-github', score: 40 }),
        doc({ route: '/devops', score: 12 }),
        doc({ route: '/front-end', score: 11 }),
        doc({ kind: 'section', route: '/backend', score: 50 }),
      ]),
    ).toEqual(['/git-github', '/devops']);
  });

  it('counts the install page only for a guide the query names in its title', () => {
    expect(pagesFound([doc({ kind: 'install', route: '/soft-install', score: 90, inTitle: false })])).toEqual([]);
    expect(
      pagesFound([doc({ kind: 'install', route: '/soft-install', score: 90, inTitle: true }), doc({ score: 5 })]),
    ).toEqual(['/soft-install', '/front-end']);
  });

  it('leaves out documents that match fewer of the words than the best one', () => {
    expect(
      pagesFound([doc({ route: '/dsa', score: 5 }), doc({ route: '/backend', score: 50, coverage: 0.5 })]),
    ).toEqual(['/dsa']);
  });
});

describe('offline, the worker answers the same pages from what the device kept', () => {
  const expand = createQueryExpander(content.searchAliases);
  const kept = keptCatalogue(
    new Map<string, unknown>([
      ['content/topics/dsa', catalogue.get('topics/dsa')],
      ['content/topics/c-cpp', catalogue.get('topics/c-cpp')],
      ['content/soft-install', catalogue.get('soft-install')],
    ]),
  );

  it('through the alias table, and only among pages kept', () => {
    expect(searchKept(kept, 'dsa', expand).pages).toEqual(['/dsa']);
    expect(searchKept(kept, 'c++', expand).pages).toContain('/c-cpp');
    expect(searchKept(kept, 'java', expand).pages).toEqual(expect.arrayContaining(['/soft-install', '/dsa']));
    expect(searchKept(kept, 'docker', expand).pages).toEqual([]);
  });
});
