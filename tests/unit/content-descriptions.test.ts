import { describe, expect, it } from 'vitest';
import { depthProblems } from '#server/content/depth-rules.js';
import { descriptionProblems } from '#server/content/description-rules.js';
import { loadCatalogue, type Catalogue } from '#server/content/load-catalogue.js';
import { echoesTitle, newWordsBesideTitle } from '#server/content/title-echo.js';
import { LINK_KINDS, linkKindSchema, type TopicPage } from '#shared/content/index.js';

describe('a description that only repeats its title', () => {
  it.each([
    ['Vite Crash Course', 'A full video course on using Vite.'],
    ['Learn Vite – Frontend Build Tool Course by FreeCodeCamp', 'A full video course on using Vite.'],
    ['Docker Documentation', 'The official Docker documentation.'],
    ['What is Unit Testing?', 'A short video explanation of unit tests.'],
    ['MySQL tutorial for beginners', 'A full beginner video course on MySQL.'],
    ['Python', 'The official Python site.'],
  ])('is flagged: %s / %s', (title, note) => {
    expect(echoesTitle(title, note)).toBe(true);
  });

  it('passes when the note says what you learn, who it suits and the format', () => {
    const note =
      'Build and serve a React app with Vite, then make a production build; a video course for beginners who know basic JavaScript.';
    expect(echoesTitle('Vite Crash Course', note)).toBe(false);
    expect(newWordsBesideTitle('Vite Crash Course', note)).toEqual(
      expect.arrayContaining(['build', 'serv', 'react', 'app', 'production', 'beginner', 'javascript']),
    );
  });

  it('matches word forms, so "hooks" in the note repeats "Hooks" in the title', () => {
    expect(newWordsBesideTitle('React Hooks', 'Hooks in React.')).toEqual([]);
    expect(newWordsBesideTitle('Automate the Boring Stuff', 'Automating boring stuff')).toEqual([]);
  });
});

function pageWith(links: TopicPage['sections'][number]['links']): Catalogue {
  const page = {
    slug: 'front-end',
    sections: [{ id: 's', title: 'Section', content: 'Text', links }],
  } as unknown as TopicPage;
  return new Map([['topics/front-end', page]]);
}

const link = (kind: string, note?: string) => ({
  id: `a-${kind}`,
  kind: kind as TopicPage['sections'][number]['links'][number]['kind'],
  title: 'Vite Crash Course',
  url: `https://example.org/${kind}`,
  ...(note ? { note } : {}),
});

describe('content:check description rule', () => {
  it('lists a missing note and a title echo with the file and entry', () => {
    const problems = descriptionProblems(pageWith([link('video'), link('doc', 'A full video course on using Vite.')]));
    expect(problems).toEqual([
      'topics/front-end: sections[0].links[0] ("a-video"): has no description (note)',
      expect.stringMatching(/^topics\/front-end: sections\[0\]\.links\[1\] \("a-doc"\): description repeats its title/),
    ]);
  });

  it('accepts notes that add to the title', () => {
    const note = 'Set up a Vite project, its dev server and production build; a beginner video course.';
    expect(descriptionProblems(pageWith([link('video', note)]))).toEqual([]);
  });
});

describe('link kinds', () => {
  it('knows practice, feed, playground and tool links and refuses kinds it does not know', () => {
    expect(LINK_KINDS).toEqual(
      expect.arrayContaining(['practice', 'feed', 'quiz', 'video', 'doc', 'playground', 'tool']),
    );
    expect(linkKindSchema.safeParse('practice').success).toBe(true);
    expect(linkKindSchema.safeParse('playground').success).toBe(true);
    expect(linkKindSchema.safeParse('podcast').success).toBe(false);
  });
});

describe('the shipped content', () => {
  it('has a description that adds to its title on every study link, and meets the depth rules', async () => {
    const catalogue = await loadCatalogue('content');
    expect(descriptionProblems(catalogue)).toEqual([]);
    expect(depthProblems(catalogue)).toEqual([]);
  });

  it('labels the links the audit found mislabelled with what they are', async () => {
    const catalogue = await loadCatalogue('content');
    const links = [...catalogue]
      .filter(([file]) => file.startsWith('topics/'))
      .flatMap(([, page]) => (page as TopicPage).sections.flatMap((section) => section.links));
    const byUrl = (url: string) => links.filter((l) => l.url === url);
    for (const feed of links.filter((l) => l.url.startsWith('https://app.daily.dev/tags/')))
      expect(feed.kind).toBe('feed');
    for (const docker of byUrl('https://docs.docker.com/')) expect(docker.kind).toBe('doc');
    // Editors and sandboxes that check nothing are playgrounds; a fake API is a tool. None counts as practice.
    for (const url of [
      'https://snack.expo.dev/',
      'https://dartpad.dev/',
      'https://play.tailwindcss.com/',
      'https://labs.play-with-docker.com/',
      'https://killercoda.com/playgrounds/scenario/kubernetes',
    ])
      for (const sandbox of byUrl(url)) expect(sandbox.kind, url).toBe('playground');
    for (const api of byUrl('https://jsonplaceholder.typicode.com/guide/')) expect(api.kind).toBe('tool');
    expect(links.find((l) => l.title === 'OWASP Cheatsheets')).toBeUndefined();
    expect(byUrl('https://git-scm.com/book/en/v2/Git-Tools-Reset-Demystified')[0]?.title).toBe(
      'Git Tools - Reset Demystified',
    );
  });
});
