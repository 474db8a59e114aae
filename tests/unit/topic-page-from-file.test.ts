import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '#server/content/load-catalogue.js';
import { typedCatalogue } from '#server/content/typed-catalogue.js';
import { offlineAnswers } from '#shared/pages/offline-answers.js';
import { navLinks, signedInPages } from '#shared/pages/signed-in-pages.js';
import { readTopicIndex } from '#shared/pages/topic-index-reader.js';
import { searchDocuments } from '#shared/search-documents.js';
import { catalogueMessages } from '#scripts/vite-catalogues.js';

/**
 * A topic page is one file: content/topics/<slug>.yaml, found by its folder. Adding one to a copy
 * of content/ gives a page everywhere the app lists pages, with no change to any code.
 */
describe('a topic page added as one content file', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'studyhub-topic-'));
    await cp('content', dir, { recursive: true });
    // A new page made from an existing one: only its head (slug, titles, order, menu link) differs.
    const dsa = await readFile(path.join(dir, 'topics/dsa.yaml'), 'utf8');
    const os = dsa
      .replace(/^slug: dsa$/m, 'slug: operating-systems')
      .replace(/^title: .*$/m, 'title: "Operating Systems"')
      .replace(/^titleHi: .*$/m, 'titleHi: "ऑपरेटिंग सिस्टम"')
      .replace(/^order: .*$/m, 'order: 115')
      .replace(/^menuLabel: .*$/m, 'menuLabel: "OS"')
      .replace(/^menuLabelHi: .*$/m, 'menuLabelHi: "ऑपरेटिंग सिस्टम"');
    await writeFile(path.join(dir, 'topics/operating-systems.yaml'), os);
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('is in the registry with its title, after the pages ordered before it', () => {
    const topics = readTopicIndex(dir);
    expect(topics.map((topic) => topic.slug).slice(-2)).toEqual(['operating-systems', 'placements']);
    const page = signedInPages(topics).find((candidate) => candidate.path === '/operating-systems');
    expect(page).toMatchObject({
      title: 'Operating Systems',
      component: 'topics/TopicPage',
      props: { slug: 'operating-systems' },
      content: ['topics/operating-systems'],
    });
  });

  it("is in the Explore More menu's data, in English and in Hindi", () => {
    const topics = readTopicIndex(dir);
    const menu = navLinks('explore-more', signedInPages(topics));
    expect(menu.map((link) => link.to)).toContain('/operating-systems');
    expect(menu.find((link) => link.to === '/operating-systems')?.label).toBe('OS');
    expect(catalogueMessages('hi', topics)['page./operating-systems']).toBe('ऑपरेटिंग सिस्टम');
    expect(catalogueMessages('en', topics)['nav.explore-more./operating-systems']).toBe('OS');
  });

  it('is loaded and validated with the catalogue, and search finds it and its links', async () => {
    const documents = searchDocuments(typedCatalogue(await loadCatalogue(dir)));
    const topic = documents.find((doc) => doc.id === 'topic:operating-systems');
    expect(topic).toMatchObject({ kind: 'topic', title: 'Operating Systems', route: '/operating-systems' });
    expect(documents.filter((doc) => doc.kind === 'link' && doc.route === '/operating-systems').length).toBeGreaterThan(
      20,
    );
  });

  it("is in 'Save everything for offline', in both languages", () => {
    const pages = signedInPages(readTopicIndex(dir));
    expect(offlineAnswers(pages, 'en')).toContain('/api/content/topics/operating-systems');
    expect(offlineAnswers(pages, 'hi')).toContain('/api/content/topics/operating-systems?lang=hi');
  });

  it('is refused, naming the file, when its head leaves out the Hindi title', async () => {
    const file = path.join(dir, 'topics/operating-systems.yaml');
    const text = await readFile(file, 'utf8');
    try {
      await writeFile(file, text.replace(/^titleHi: .*\n/m, ''));
      expect(() => readTopicIndex(dir)).toThrow(/operating-systems\.yaml: 'titleHi' must be a text/);
      await expect(loadCatalogue(dir)).rejects.toThrow(/titleHi/);
    } finally {
      await writeFile(file, text);
    }
  });
});
