import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '#server/content/load-catalogue.js';
import type { TopicPage } from '#shared/content/index.js';
import { keptCatalogue, searchKept } from '#shared/offline-search.js';

const catalogue = await loadCatalogue('content');
const frontEnd = catalogue.get('topics/front-end') as TopicPage;
const devops = catalogue.get('topics/devops') as TopicPage;

/** What a browser kept after opening /front-end and /books (paths below /api, as the worker reads them). */
const kept = keptCatalogue(
  new Map<string, unknown>([
    ['content/topics/front-end', frontEnd],
    ['content/books', catalogue.get('books')],
    ['progress', { done: [] }],
  ]),
);

describe('Ctrl+K search over what is kept offline', () => {
  it('finds a section of a kept topic page, grouped and shaped as the server answers', () => {
    const section = frontEnd.sections[1]!;
    const answer = searchKept(kept, section.title);
    expect(answer.query).toBe(section.title);
    const topics = answer.groups.find((group) => group.kind === 'section');
    expect(topics?.label).toBe('Topics');
    expect(topics?.hits[0]).toMatchObject({ title: section.title, route: '/front-end' });
    expect(answer.total).toBe(answer.groups.reduce((sum, group) => sum + group.hits.length, 0));
  });

  it('finds kept books, and nothing of pages not kept', () => {
    const book = (catalogue.get('books') as { books: Array<{ title: string }> }).books[0]!;
    expect(searchKept(kept, book.title).groups[0]?.kind).toBe('book');
    const onlyOnDevops = devops.sections[0]!.title;
    expect(
      searchKept(kept, onlyOnDevops)
        .groups.flatMap((group) => group.hits)
        .some((hit) => hit.route === '/devops'),
    ).toBe(false);
  });

  it('needs every word, and answers an empty query with nothing', () => {
    expect(searchKept(kept, `${frontEnd.sections[0]!.title} zzqqxx`).total).toBe(0);
    expect(searchKept(kept, '   ').total).toBe(0);
  });
});
