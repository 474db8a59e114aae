import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '#server/content/load-catalogue.js';
import { TOPIC_INDEX } from '#shared/pages/content-page-index.js';

/** The placement pages: the topic files with a link in the Explore More menu. */
const PLACEMENT_TOPIC_SLUGS = TOPIC_INDEX.filter((topic) => topic.menuLabel).map((topic) => topic.slug);
import type { Explore, TopicPage } from '#shared/content/learning.js';
import { seriousA11yViolations } from '#harness/browser.js';
import { linkNames, sectionButtons } from './support/locators.js';
import { useSignedInSuite } from '#harness/signed-in-suite.js';

const catalogue = await loadCatalogue('content');
const explore = catalogue.get('explore') as Explore;
const topic = (slug: string) => catalogue.get(`topics/${slug}`) as TopicPage;

/** The spec's ten Explore cards, as the spec names them. */
const SPEC_TOPIC_CARDS = [
  'Front-End',
  'Backend',
  'UI/UX',
  'DevOps',
  'App Development',
  'Data Science',
  'AI/ML',
  'Cyber Security',
  'Git & GitHub',
  'Software Install',
];

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** The section headings' texts, each checked to carry the section's title (a number may lead it). */
async function expectSections(page: Page, titles: string[]) {
  await sectionButtons(page).first().waitFor();
  const shown = await sectionButtons(page).allInnerTexts();
  expect(shown).toHaveLength(titles.length);
  titles.forEach((title, i) => expect(shown[i]).toContain(title));
}

describe.each(['light', 'dark'] as const)('the placement pages in the %s theme', (theme) => {
  const suite = useSignedInSuite({}, { colorScheme: theme, reducedMotion: 'reduce' });

  it("Explore keeps the spec's ten topic cards and shows the three placement pages as their own group", async () => {
    const { app, page } = suite;
    await page.goto(`${app.url}/explore`);
    const topics = page.getByRole('list', { name: 'Topics' });
    await topics.waitFor();
    expect(await linkNames(topics)).toEqual(SPEC_TOPIC_CARDS);

    await page.getByRole('heading', { name: 'Prepare for placements', level: 2 }).waitFor();
    const group = page.getByRole('list', { name: 'Placement preparation pages' });
    expect(await linkNames(group)).toEqual(explore.placementCards.map((card) => card.title));
    expect(
      await group.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ).toEqual(PLACEMENT_TOPIC_SLUGS.map((slug) => `/${slug}`));
    expect(await seriousA11yViolations(page)).toEqual([]);

    // One filter covers both groups.
    await page.getByPlaceholder('Search Topics...').fill('C++');
    expect(await linkNames(group)).toEqual(['Programming in C and C++']);
    expect(await linkNames(topics)).toEqual([]);
    await page.getByPlaceholder('Search Topics...').fill('');
    expect(await linkNames(topics)).toHaveLength(10);
  });

  it('the Explore More menu opens the DSA page', async () => {
    const { app, page } = suite;
    await page.goto(`${app.url}/`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Explore More' }).click();
    await nav.getByRole('link', { name: 'DSA', exact: true }).click();
    await page.getByRole('heading', { name: 'Data Structures and Algorithms', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dsa');
  });

  it.each(PLACEMENT_TOPIC_SLUGS)('/%s opens with its sections, axe-clean, in English', async (slug) => {
    const { app, page } = suite;
    const data = topic(slug);
    await page.goto(`${app.url}/${slug}`);
    await page.getByRole('heading', { name: data.title, level: 1 }).waitFor();
    await expectSections(
      page,
      data.sections.map((section) => section.title),
    );
    const roadmap = page.getByRole('link', { name: /^Download The Roadmap/ });
    expect(await roadmap.getAttribute('href')).toBe(data.overview.roadmap.url);
    await sectionButtons(page).first().click();
    await page
      .getByRole('link', { name: /\(opens in a new tab\)$/ })
      .first()
      .waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  // Three pages and Explore, each read and checked by axe: more than the default minute on a busy machine.
  it('the three pages read in Hindi, axe-clean', async () => {
    const { app, page } = suite;
    await page.goto(`${app.url}/dsa`);
    await page.getByRole('heading', { name: 'Data Structures and Algorithms', level: 1 }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'हिन्दी' }).click();
    try {
      for (const slug of PLACEMENT_TOPIC_SLUGS) {
        const data = topic(slug);
        await page.goto(`${app.url}/${slug}`);
        await expectSections(
          page,
          data.sections.map((section) => section.hi!.title!),
        );
        expect(await htmlLang(page)).toBe('hi');
        await page.getByText(data.hi!.intro!).waitFor();
        expect(await seriousA11yViolations(page)).toEqual([]);
      }
      await page.goto(`${app.url}/explore`);
      await page.getByRole('heading', { name: 'प्लेसमेंट की तैयारी करें', level: 2 }).waitFor();
      expect(await linkNames(page.getByRole('list', { name: 'प्लेसमेंट की तैयारी के पेज' }))).toEqual(
        explore.placementCards.map((card) => card.hi!.title!),
      );
      expect(await seriousA11yViolations(page)).toEqual([]);
    } finally {
      await page.getByRole('navigation', { name: 'मुख्य' }).getByRole('button', { name: 'English' }).click();
    }
  }, 150_000);
});
