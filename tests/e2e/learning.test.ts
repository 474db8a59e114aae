// @module-tag database: its screens read or write the database, so CI runs it on PostgreSQL too.
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '#server/content/load-catalogue.js';
import type { TopicPage } from '#shared/content/index.js';
import { TOPIC_INDEX } from '#shared/pages/content-page-index.js';
import type { Explore } from '#shared/content/learning.js';
import { formatRupeeRange } from '#shared/format.js';
import { ERROR_SCREEN_MESSAGES } from '#shared/messages.js';
import { hydrated, seriousA11yViolations, signedInPage } from '#harness/browser.js';
import { closeSuite, startAppAndBrowser, useSignedInSuite } from '#harness/signed-in-suite.js';
import { learningPath, linkNames, sectionButtons, studyLinks } from './support/locators.js';
import { RENDERING } from './support/tags.js';

const catalogue = await loadCatalogue('content');
const topic = (slug: string) => catalogue.get(`topics/${slug}`) as TopicPage;
const topicCard = (slug: string) =>
  (catalogue.get('explore') as Explore).topicCards.find((card) => card.route === `/${slug}`)!;

describe('learning screens in Chromium', () => {
  // Stubs content answers with page.route, which the service worker's fetches would bypass.
  const suite = useSignedInSuite({}, { serviceWorkers: 'block' });

  const cardTitles = (listName: string) => linkNames(suite.page.getByRole('list', { name: listName }));

  it('Explore shows 10 topic cards and 8 AI tool cards, and filters topics live', async () => {
    await suite.page.goto(`${suite.app.url}/explore`);
    await suite.page.getByRole('heading', { name: 'Explore New Skills', level: 1 }).waitFor();
    await suite.page.getByRole('list', { name: 'Topics' }).waitFor();
    expect(await cardTitles('Topics')).toHaveLength(10);
    const toolLinks = suite.page.getByRole('list', { name: 'AI tool categories' }).getByRole('link');
    expect(await toolLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8].map((n) => `/tool-${n}`),
    );
    expect(await suite.page.getByRole('heading', { name: 'AI Tools Categories' }).isVisible()).toBe(true);

    // Every card whose title holds the text, case aside, at once (the search adds pages about it:
    // tests/e2e/explore-filter.test.ts).
    const search = suite.page.getByPlaceholder('Search Topics...');
    await search.fill('DEV');
    expect(await cardTitles('Topics')).toEqual(expect.arrayContaining(['App Development', 'DevOps']));
    await search.fill('zzz');
    await suite.page.getByText(/No topics match/).waitFor();
    expect(await cardTitles('Topics')).toEqual([]);
    await search.fill('');
    expect(await cardTitles('Topics')).toHaveLength(10);
    expect(await seriousA11yViolations(suite.page)).toEqual([]);

    // A card's link is named by the title it shows, yet the whole card opens the page: a click on
    // its description lands on the topic too.
    const card = topicCard('front-end');
    const link = suite.page.getByRole('list', { name: 'Topics' }).getByRole('link', { name: card.title, exact: true });
    expect(await link.textContent()).toBe(card.title);
    const box = (await suite.page.getByText(card.description).boundingBox())!;
    await suite.page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await suite.page.getByRole('heading', { name: 'Front-End Development', level: 1 }).waitFor();
  });

  it.each(TOPIC_INDEX.map((topic) => topic.slug))(
    'the %s page shows its rating, salary figures and roadmap link',
    RENDERING,
    async (slug) => {
      const data = topic(slug);
      await suite.page.goto(`${suite.app.url}/${slug}`);
      await suite.page.getByRole('heading', { name: data.title, level: 1 }).waitFor();
      expect(await suite.page.getByLabel(`Rated ${slug === 'front-end' ? '4.5' : '4.4'} out of 5`).isVisible()).toBe(
        true,
      );
      for (const range of data.overview.salaries) {
        expect(
          await suite.page
            .getByRole('cell', { name: formatRupeeRange(range.min, range.max) })
            .first()
            .isVisible(),
        ).toBe(true);
      }
      const roadmap = suite.page.getByRole('link', { name: /^(Download The Roadmap|Download Now)/ });
      expect(await roadmap.getAttribute('href')).toBe(data.overview.roadmap.url);
      expect(await roadmap.getAttribute('target')).toBe('_blank');
      expect(await roadmap.getAttribute('rel')).toBe('noopener noreferrer');
      expect(await suite.page.locator('h1').count()).toBe(1);
      expect(await suite.page.title()).toContain(data.title);
    },
  );

  it('lists the spec salary figures in lakh notation on the front-end page', RENDERING, async () => {
    await suite.page.goto(`${suite.app.url}/front-end`);
    for (const text of ['₹5,00,000 – ₹7,00,000', '₹7,00,000 – ₹10,50,000', '₹11,00,000 – ₹15,00,000']) {
      await suite.page.getByRole('cell', { name: text }).waitFor();
    }
    expect(await suite.page.getByRole('heading', { name: 'Join a community' }).isVisible()).toBe(true);
    await suite.page.goto(`${suite.app.url}/backend`);
    await suite.page.getByRole('heading', { level: 1 }).waitFor();
    expect(await suite.page.getByRole('heading', { name: 'Join a community' }).count()).toBe(0);
  });

  it('keeps one accordion section open at a time, and the open one closes on click', async () => {
    await suite.page.goto(`${suite.app.url}/backend`);
    const buttons = sectionButtons(suite.page);
    await buttons.first().waitFor();
    const expanded = () => buttons.evaluateAll((all) => all.map((b) => b.getAttribute('aria-expanded')));
    expect((await expanded()).every((value) => value === 'false')).toBe(true);
    await buttons.nth(0).click();
    expect((await expanded()).filter((value) => value === 'true')).toHaveLength(1);
    const firstLinks = studyLinks(suite.page);
    expect(await firstLinks.count()).toBe(topic('backend').sections[0]!.links.length);
    const link = firstLinks.first();
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    // The link's name starts with its kind, as the badge shows it.
    expect(await link.textContent()).toMatch(
      /^(Video|Course|Practice|Quiz|Doc|Article|Project|PDF|Book|Feed|Playground|Tool)/,
    );
    await buttons.nth(2).click();
    expect(await expanded()).toEqual((await expanded()).map((_, index) => (index === 2 ? 'true' : 'false')));
    await buttons.nth(2).click();
    expect((await expanded()).every((value) => value === 'false')).toBe(true);
  });

  it("shows 'Available Soon' for the git page's third topic and restores its scroll position", async () => {
    await suite.page.goto(`${suite.app.url}/git-github`);
    const third = sectionButtons(suite.page).nth(2);
    await third.waitFor();
    expect(await third.textContent()).toContain('Open Source Contributions');
    await third.click();
    expect(await suite.page.getByText('Available Soon', { exact: true }).isVisible()).toBe(true);

    await suite.page.evaluate(() => window.scrollTo(0, 900));
    await suite.page.waitForFunction(
      () => sessionStorage.getItem('scroll:git-github') === String(Math.round(window.scrollY)),
    );
    await suite.page.goto(`${suite.app.url}/explore`);
    await suite.page.getByRole('link', { name: /Git & GitHub/ }).click();
    await suite.page.waitForFunction(() => window.scrollY > 800, null, { timeout: 5_000 });
  });

  it('shows steps text instead of an intro on the cyber security page', async () => {
    await suite.page.goto(`${suite.app.url}/cyber-security`);
    const steps = suite.page.getByRole('list', { name: 'How to get started' });
    await steps.waitFor();
    expect(await steps.locator('li').count()).toBe(topic('cyber-security').stepsText!.length);
    // The page's header has its one meta line and the steps, no intro paragraph.
    const header = suite.page.locator('header').filter({ has: steps });
    expect(await header.getByRole('paragraph').count()).toBe(1);
  });

  it.each([1, 2, 3, 4, 5, 6, 7, 8])(
    'tool page %i has five Visit links opening in a new tab',
    RENDERING,
    async (number) => {
      await suite.page.goto(`${suite.app.url}/tool-${number}`);
      await suite.page.getByRole('heading', { level: 1 }).waitFor();
      const visits = suite.page.getByRole('link', { name: /^Visit / });
      expect(await visits.count()).toBe(5);
      expect(
        await visits.evaluateAll((links) =>
          links.every((l) => l.getAttribute('target') === '_blank' && l.getAttribute('rel') === 'noopener noreferrer'),
        ),
      ).toBe(true);
      expect(await suite.page.getByText(/not responsible for any misuse/).count()).toBe(number === 6 ? 1 : 0);
    },
  );

  it("shows the spec's eight install guides and Python, with copyable sample commands", RENDERING, async () => {
    await suite.page.goto(`${suite.app.url}/soft-install`);
    await suite.page.getByRole('heading', { level: 1 }).waitFor();
    const guides = suite.page.getByRole('navigation', { name: 'Guides' }).getByRole('link');
    expect(await guides.allTextContents()).toHaveLength(9);
    expect((await guides.allTextContents()).at(-1)).toBe('Python');
    await suite.page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const copy = suite.page.getByRole('button', { name: /^Copy / }).first();
    await copy.click();
    await suite.page.getByText('Copied').first().waitFor();
    const copied = await suite.page.evaluate(() => navigator.clipboard.readText());
    expect(copied.length).toBeGreaterThan(0);
  });

  it('Home: FAQ keeps one answer open, six feature cards, reveal at 0.1, and axe passes', RENDERING, async () => {
    await suite.page.goto(`${suite.app.url}/`);
    const faq = suite.page
      .getByRole('region', { name: 'Frequently Asked Questions' })
      .or(suite.page.locator('section[aria-labelledby="faq-heading"]'));
    const questions = faq.getByRole('heading').getByRole('button');
    await questions.first().waitFor();
    expect(await questions.count()).toBe(5);
    await questions.nth(0).click();
    await questions.nth(3).click();
    const states = await questions.evaluateAll((all) => all.map((b) => b.getAttribute('aria-expanded')));
    expect(states).toEqual(['false', 'false', 'false', 'true', 'false']);
    await questions.nth(3).click();
    expect(await questions.nth(3).getAttribute('aria-expanded')).toBe('false');

    const features = suite.page.locator('section[aria-labelledby="features-heading"] .card h3');
    expect(await features.allTextContents()).toEqual([
      'Internships',
      'Hackathons',
      'Community Groups',
      'Top 1%',
      'Join Our Channel',
      'Talko Bot',
    ]);
    expect(await suite.page.locator('[data-reveal-threshold="0.1"]').count()).toBeGreaterThanOrEqual(9);
    const explores = suite.page
      .locator('section[aria-labelledby="provide-heading"]')
      .getByRole('link', { name: /^Explore/ });
    expect(await explores.evaluateAll((links) => links.map((l) => l.getAttribute('href')))).toEqual([
      '/explore',
      '/explore',
      '/explore',
    ]);
    expect(await suite.page.getByRole('link', { name: 'Explore Now' }).getAttribute('href')).toBe('/explore');
    await suite.page.locator('section[aria-labelledby="features-heading"]').scrollIntoViewIfNeeded();
    expect(await seriousA11yViolations(suite.page)).toEqual([]);
  });

  it('a topic page with an open section passes axe', RENDERING, async () => {
    await suite.page.goto(`${suite.app.url}/front-end`);
    await sectionButtons(suite.page).first().click();
    expect(await seriousA11yViolations(suite.page)).toEqual([]);
  });

  it("shows the error screen with Retry when a page's content cannot be loaded, and Retry recovers", async () => {
    await suite.page.route('**/api/content/topics/devops', (route) =>
      route.fulfill({
        status: 503,
        body: '{"code":"down","message":"Temporarily unavailable."}',
        contentType: 'application/json',
      }),
    );
    try {
      // Opened from the address bar the server renders the page with its content; the app's own
      // loaders fetch it when the student moves to it from another page.
      await suite.page.goto(`${suite.app.url}/explore`);
      await hydrated(suite.page);
      await suite.page
        .getByRole('main')
        .getByRole('link', { name: topic('devops').title })
        .first()
        .click();
      await suite.page.getByRole('alert').getByRole('heading', { name: ERROR_SCREEN_MESSAGES.failedTitle }).waitFor();
      // The navbar stays: the error is the page's, not the app's.
      await suite.page.getByRole('navigation', { name: 'Main' }).waitFor();
    } finally {
      await suite.page.unroute('**/api/content/topics/devops');
    }
    await suite.page.getByRole('button', { name: ERROR_SCREEN_MESSAGES.retry }).click();
    await suite.page.getByRole('heading', { name: topic('devops').title, level: 1 }).waitFor();
  });
});

describe('links the checker found dead', () => {
  it("are marked 'may be unavailable' and their report link pre-fills the form", async () => {
    const { app, browser } = await startAppAndBrowser();
    try {
      const link = topic('ui-ux').sections[0]!.links[0]!;
      await app.db
        .insertInto('link_checks')
        .values({
          url: link.url,
          last_checked_at: Date.now(),
          status: 'dead',
          http_code: 404,
          final_url: null,
          consecutive_failures: 3,
          failure_rounds: 2,
          last_failed_round: 2,
        })
        .execute();
      const page = await signedInPage(browser, app);
      await page.goto(`${app.url}/ui-ux`);
      await sectionButtons(page).first().click();
      const marked = learningPath(page).getByRole('listitem').filter({ hasText: 'This link may be unavailable.' });
      await marked.waitFor();
      expect(await marked.count()).toBe(1);
      expect(await studyLinks(marked).getAttribute('href')).toBe(link.url);
      expect(await marked.getByText('This link may be unavailable.').isVisible()).toBe(true);
      await marked.getByRole('link', { name: 'Report it' }).click();
      await page.waitForURL(/\/issue\?link=/);
      await expect.poll(() => page.locator('form input').first().inputValue()).toBe(link.url);
    } finally {
      await closeSuite({ app, browser });
    }
  });
});
