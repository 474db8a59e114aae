import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '#server/content/load-catalogue.js';
import { typedCatalogue } from '#server/content/typed-catalogue.js';
import { buildCatalogueIndex, meaningfulWords } from '#server/search/catalogue-index.js';
import { searchEverything } from '#server/search/search-service.js';
import { createContentTalko } from '#server/talko/content-talko.js';
import type { RequestLimiter } from '#server/throttle/request-limiter.js';
import { searchKept } from '#shared/offline-search.js';
import { hindiOf, searchDocuments } from '#shared/search-documents.js';

const catalogue = typedCatalogue(await loadCatalogue('content'));
const index = buildCatalogueIndex(searchDocuments(catalogue));
const ids = (query: string) =>
  searchEverything(index, query).groups.flatMap((group) => group.hits.map((hit) => hit.id));

describe('search finds the Hindi of translated texts as well as the English', () => {
  it("collects an object's Hindi, nested arrays included, and nothing from objects without it", () => {
    expect(hindiOf({ note: 'English', hi: { note: 'हिन्दी', steps: ['एक', 'दो'] } }, { title: 'x' })).toBe(
      'हिन्दी एक दो',
    );
    expect(hindiOf(undefined, null, 'text')).toBe('');
  });

  it('Ctrl+K finds a topic by words of its Hindi overview, and still by the English', () => {
    // From content/topics/devops.yaml, overview.hi.whatItIs: 'DevOps एक सोच (culture) और कामकाज के तरीकों का सेट है ...'
    expect(ids('कामकाज के तरीकों')).toContain('topic:devops');
    expect(ids('culture and a set of practices')).toContain('topic:devops');
  });

  it('Ctrl+K finds a study link by its Hindi note', () => {
    const link = searchDocuments(catalogue).find((doc) => doc.kind === 'link' && doc.hindi?.includes('spreadsheets'));
    expect(link).toBeDefined();
    expect(ids('spreadsheets एडिट करने')).toContain(link!.id);
  });

  it('keeps a Hindi word whole: vowel signs are part of the word', () => {
    expect(meaningfulWords('क्या यह पोर्टल मुफ़्त है?')).toEqual(['क्या', 'यह', 'पोर्टल', 'मुफ़्त', 'है']);
  });

  it('Talko answers a question asked in Hindi from the FAQ', () => {
    const limiter = {} as RequestLimiter; // answer() never counts; ask() is covered by the API tests
    const talko = createContentTalko(catalogue, index, limiter);
    const reply = talko.answer('क्या यह पोर्टल मुफ़्त है?');
    expect(reply.fallback).toBe(false);
    expect(reply.faq?.question).toBe('Is this portal free to use?');
  });

  it('the offline search finds the Hindi too', () => {
    expect(searchKept(catalogue, 'कामकाज').groups.flatMap((g) => g.hits.map((h) => h.id))).toContain('topic:devops');
  });
});
