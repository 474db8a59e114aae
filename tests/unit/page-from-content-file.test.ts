import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '#server/content/load-catalogue.js';
import { typedCatalogue } from '#server/content/typed-catalogue.js';
import { readToolIndex, readTopicIndex } from '#shared/pages/content-page-reader.js';
import { offlineAnswers } from '#shared/pages/offline-answers.js';
import { navLinks, signedInPages } from '#shared/pages/signed-in-pages.js';
import { searchDocuments } from '#shared/search-documents.js';
import { catalogueMessages } from '#scripts/vite-catalogues.js';

/**
 * A topic or tool page is one file (content/topics/<slug>.yaml, content/tools/tool-<n>.yaml), found
 * by its folder. Adding one to a copy of content/ gives a page everywhere the app lists pages, with
 * no change to any code (decision 0060).
 */
describe('a topic page and a tool page added as content files', () => {
  let dir = '';
  const pages = () => signedInPages(readTopicIndex(dir), readToolIndex(dir));
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'studyhub-pages-'));
    await cp('content', dir, { recursive: true });
    // New pages made from existing ones: only their heads (slug or number, titles, order, menu link) differ.
    const dsa = await readFile(path.join(dir, 'topics/dsa.yaml'), 'utf8');
    const os = dsa
      .replace(/^slug: dsa$/m, 'slug: operating-systems')
      .replace(/^title: .*$/m, 'title: "Operating Systems"')
      .replace(/^titleHi: .*$/m, 'titleHi: "ऑपरेटिंग सिस्टम"')
      .replace(/^order: .*$/m, 'order: 115')
      .replace(/^menuLabel: .*$/m, 'menuLabel: "OS"')
      .replace(/^menuLabelHi: .*$/m, 'menuLabelHi: "ऑपरेटिंग सिस्टम"');
    await writeFile(path.join(dir, 'topics/operating-systems.yaml'), os);
    const tool8 = await readFile(path.join(dir, 'tools/tool-8.yaml'), 'utf8');
    const tool9 = tool8
      .replace(/^number: 8$/m, 'number: 9')
      .replace(/^title: .*$/m, 'title: AI Tools for Interview Practice')
      .replace(/^titleHi: .*$/m, 'titleHi: "इंटरव्यू की तैयारी के लिए AI टूल"');
    await writeFile(path.join(dir, 'tools/tool-9.yaml'), tool9);
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('are in the registry with their titles, the topic after the pages ordered before it', () => {
    expect(
      readTopicIndex(dir)
        .map((topic) => topic.slug)
        .slice(-2),
    ).toEqual(['operating-systems', 'placements']);
    expect(pages().find((page) => page.path === '/operating-systems')).toMatchObject({
      title: 'Operating Systems',
      component: 'topics/TopicPage',
      props: { slug: 'operating-systems' },
      content: ['topics/operating-systems'],
    });
    expect(pages().find((page) => page.path === '/tool-9')).toMatchObject({
      title: 'AI Tools for Interview Practice',
      component: 'tools/ToolPage',
      props: { number: 9 },
      content: ['tools/tool-9'],
    });
  });

  it("are named in both languages' catalogues, the topic in the Explore More menu's data too", () => {
    const topics = readTopicIndex(dir);
    const tools = readToolIndex(dir);
    const menu = navLinks('explore-more', signedInPages(topics, tools));
    expect(menu.find((link) => link.to === '/operating-systems')?.label).toBe('OS');
    expect(catalogueMessages('hi', topics, tools)['page./operating-systems']).toBe('ऑपरेटिंग सिस्टम');
    expect(catalogueMessages('en', topics, tools)['nav.explore-more./operating-systems']).toBe('OS');
    expect(catalogueMessages('hi', topics, tools)['page./tool-9']).toBe('इंटरव्यू की तैयारी के लिए AI टूल');
  });

  it('are loaded and validated with the catalogue, and search finds them and what they list', async () => {
    const documents = searchDocuments(typedCatalogue(await loadCatalogue(dir)));
    expect(documents.find((doc) => doc.id === 'topic:operating-systems')).toMatchObject({
      kind: 'topic',
      title: 'Operating Systems',
      route: '/operating-systems',
    });
    expect(documents.filter((doc) => doc.kind === 'link' && doc.route === '/operating-systems').length).toBeGreaterThan(
      20,
    );
    const tools = documents.filter((doc) => doc.kind === 'tool' && doc.route === '/tool-9');
    expect(tools.length).toBeGreaterThan(0);
    expect(tools[0]?.pageTitle).toBe('AI Tools for Interview Practice');
  });

  it("are in 'Save everything for offline', in both languages", () => {
    expect(offlineAnswers(pages(), 'en')).toContain('/api/content/topics/operating-systems');
    expect(offlineAnswers(pages(), 'hi')).toContain('/api/content/topics/operating-systems?lang=hi');
    expect(offlineAnswers(pages(), 'en')).toContain('/api/content/tools/tool-9');
  });

  it('are refused, naming the file, when a head leaves out the Hindi title', async () => {
    const file = path.join(dir, 'topics/operating-systems.yaml');
    const text = await readFile(file, 'utf8');
    try {
      await writeFile(file, text.replace(/^titleHi: .*\n/m, ''));
      expect(() => readTopicIndex(dir)).toThrow(/operating-systems\.yaml: 'titleHi' must be a text/);
      await expect(loadCatalogue(dir)).rejects.toThrow(/titleHi/);
    } finally {
      await writeFile(file, text);
    }
    const tool = path.join(dir, 'tools/tool-9.yaml');
    const toolText = await readFile(tool, 'utf8');
    try {
      await writeFile(tool, toolText.replace(/^number: 9$/m, 'number: 7'));
      expect(() => readToolIndex(dir)).toThrow(/tool-9\.yaml: 'number' must be the file's number, 9/);
    } finally {
      await writeFile(tool, toolText);
    }
  });
});
