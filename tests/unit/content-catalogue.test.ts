import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { DEPTH_RULES, depthProblems } from '#server/content/depth-rules.js';
import { ContentValidationError, collectContentUrls, loadCatalogue } from '#server/content/load-catalogue.js';
import type { TopicPage } from '#shared/content/index.js';
import { TOPIC_INDEX } from '#shared/pages/content-page-index.js';

const TOPIC_SLUGS = TOPIC_INDEX.map((topic) => topic.slug);

const CONTENT = path.resolve('content');

describe('the shipped content', () => {
  it('is valid against every schema and meets the depth rules', async () => {
    const catalogue = await loadCatalogue(CONTENT);
    expect(depthProblems(catalogue)).toEqual([]);
    const distinct = new Set(collectContentUrls(catalogue).map((entry) => entry.url));
    expect(distinct.size).toBeGreaterThanOrEqual(DEPTH_RULES.minDistinctResources);
  });

  it("keeps the spec's constants: ratings, salary figures, the git page's 'Available Soon' topic", async () => {
    const catalogue = await loadCatalogue(CONTENT);
    const page = (slug: string) => catalogue.get(`topics/${slug}`) as TopicPage;
    for (const slug of TOPIC_SLUGS) expect(page(slug).rating).toBe(slug === 'front-end' ? 4.5 : 4.4);
    expect(page('front-end').overview.salaries.map((s) => [s.min, s.max])).toEqual([
      [500000, 700000],
      [700000, 1050000],
      [1100000, 1500000],
    ]);
    expect(page('backend').overview.salaries.map((s) => [s.min, s.max])).toEqual([
      [300000, 500000],
      [500000, 1500000],
      [1200000, 2000000],
      [1500000, 2500000],
    ]);
    expect(page('ai-ml').overview.salaries.map((s) => [s.min, s.max])).toEqual([
      [600000, 1200000],
      [500000, 1000000],
      [600000, 1500000],
      [800000, 2000000],
    ]);
    const git = page('git-github');
    expect(git.sections[2]).toMatchObject({ title: 'Open Source Contributions', availableSoon: true });
    expect(git.restoreScrollMs).toBe(100);
    expect(page('cyber-security').stepsText?.length).toBeGreaterThan(0);
    expect(page('cyber-security').intro).toBeUndefined();
    expect(page('front-end').communityGroups?.length).toBeGreaterThan(0);
    for (const slug of TOPIC_SLUGS.filter((s) => s !== 'front-end')) expect(page(slug).communityGroups).toBeUndefined();
  });
});

describe('content validation failures name the file and the entry', () => {
  let dir: string;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  async function brokenCopy(file: string, mutate: (data: TopicPage) => void) {
    dir = await mkdtemp(path.join(tmpdir(), 'content-'));
    await cp(CONTENT, dir, { recursive: true });
    const target = path.join(dir, `${file}.yaml`);
    const data = parse(await readFile(target, 'utf8')) as TopicPage;
    mutate(data);
    await writeFile(target, stringify(data));
  }

  async function problems(): Promise<string[]> {
    try {
      await loadCatalogue(dir);
    } catch (error) {
      if (error instanceof ContentValidationError) return error.problems;
      throw error;
    }
    return [];
  }

  it.each([
    [
      'a non-https URL',
      (d: TopicPage) => (d.sections[0]!.links[0]!.url = 'http://example.com/x'),
      /must be an absolute https:\/\/ URL/,
    ],
    ['a "#" placeholder link', (d: TopicPage) => (d.sections[0]!.links[0]!.url = '#'), /"#" placeholder/],
    ['an empty link', (d: TopicPage) => (d.sections[0]!.links[0]!.url = ''), /link is empty/],
    [
      'an unknown link kind',
      (d: TopicPage) => ((d.sections[0]!.links[0] as { kind: string }).kind = 'podcast'),
      /kind/,
    ],
    ['a missing title', (d: TopicPage) => ((d.sections[0]!.links[0] as { title?: string }).title = undefined), /title/],
  ])('refuses %s', async (_name, mutate, message) => {
    await brokenCopy('topics/backend', mutate);
    const found = await problems();
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^topics\/backend: sections\[0\]\.links\[0\]/);
    expect(found[0]).toMatch(message);
  });

  it('refuses a duplicate id and a URL used twice on one page', async () => {
    await brokenCopy('topics/devops', (d) => {
      d.sections[1]!.links[0]!.id = d.sections[0]!.links[0]!.id;
      d.sections[1]!.links[1]!.url = d.sections[0]!.links[1]!.url;
    });
    const found = await problems();
    expect(found.some((p) => /^topics\/devops: .*duplicate id/.test(p))).toBe(true);
    expect(found.some((p) => /^topics\/devops: .*appears twice on this page/.test(p))).toBe(true);
  });
});
