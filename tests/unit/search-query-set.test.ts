import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '#server/content/load-catalogue.js';
import { typedCatalogue } from '#server/content/typed-catalogue.js';
import { contentIndex } from '#server/search/content-index.js';
import { createItemRegistry } from '#server/search/item-registry.js';
import { searchDocuments } from '#shared/search-documents.js';
import { buildVocabulary } from '#server/search/typo-correction.js';
import { QUERY_SET, runQuerySet } from '#harness/search-query-set.js';

const content = typedCatalogue(await loadCatalogue('content'));
const documents = searchDocuments(content);
const index = contentIndex(content);

describe('search that forgives typos: the query set', () => {
  it('has at least 150 queries, a third of them as students type (abbreviations, Devanagari, romanised Hindi), each naming a real item or a subject', () => {
    expect(QUERY_SET.length).toBeGreaterThanOrEqual(150);
    const typedTheirWay = QUERY_SET.filter((item) =>
      ['abbreviation', 'devanagari', 'romanised hindi'].includes(item.typo),
    );
    expect(typedTheirWay.length * 3).toBeGreaterThanOrEqual(QUERY_SET.length);
    const registry = createItemRegistry(documents);
    for (const item of QUERY_SET) {
      expect(Boolean(item.expect) !== Boolean(item.about), item.query).toBe(true);
      for (const id of item.expect ?? []) expect(registry.get(id), `${item.query}: ${id}`).toBeDefined();
    }
  });

  it('finds the expected item in the top 3 for at least 95% of the queries', () => {
    const result = runQuerySet(index, 1);
    expect(result.misses).toEqual([]);
    expect(result.hitAt3).toBeGreaterThanOrEqual(0.95);
  });

  it.each([
    ['dokcer', 'Docker'],
    ['pyhton', 'Python'],
    ['javascirpt', 'JavaScript'],
    ['kubernetse', 'Kubernetes'],
  ])("finds '%s' (two letters swapped) as %s first", (query, subject) => {
    expect(index.search(query, { limit: 1 })[0]!.title).toContain(subject);
  });
});

describe('typo correction against the vocabulary', () => {
  const vocabulary = buildVocabulary([
    ['docker', 'compose'],
    ['docker', 'python'],
    ['python', 'react'],
    ['git', 'github'],
  ]);

  it.each([
    ['dokcer', 'docker', 'a swapped pair'],
    ['dcoker', 'docker', 'a swapped pair'],
    ['pyton', 'python', 'a missing letter'],
    ['dockker', 'docker', 'an extra letter'],
    ['reakt', 'react', 'a wrong letter'],
    ['gti', 'git', 'a swapped pair in a short word'],
    ['pyht', 'pyth', 'a swapped pair while typing (a prefix)'],
  ])("corrects '%s' to '%s' (%s)", (typed, expected) => {
    expect(vocabulary.correct(typed)).toBe(expected);
  });

  it('leaves known words, prefixes, short and unknown words alone', () => {
    for (const word of ['docker', 'doc', 'githu', 'py', 'kubernetes', 'c++'])
      expect(vocabulary.correct(word)).toBe(word);
  });

  it('prefers the word more documents use', () => {
    const counted = buildVocabulary([['form'], ['from'], ['from']]);
    expect(counted.correct('fom')).toBe('from');
  });

  it('prefers a word that keeps every letter typed to one that drops a letter, whatever the counts', () => {
    const counted = buildVocabulary([['linked'], ['linked'], ['linked'], ['linkedin']]);
    expect(counted.correct('linkedn')).toBe('linkedin');
    expect(counted.correct('linkeds')).toBe('linked');
  });
});
