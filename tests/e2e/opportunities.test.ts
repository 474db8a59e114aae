// @module-tag database: its screens read or write the database, so CI runs it on PostgreSQL too.
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalogue } from '#server/content/load-catalogue.js';
import type { CommunityGroup, Hackathon, Internship, Project } from '#shared/content/index.js';
import { listingStatusText, stipendText } from '#shared/listing-state.js';
import { localIsoDate } from '#web/lib/dates.js';
import { hydrated, seriousA11yViolations, signedInPage } from '#harness/browser.js';
import { useSignedInSuite } from '#harness/signed-in-suite.js';
import { useListingRows } from './support/listing-rows.js';
import { contentLoaded } from './support/locators.js';
import { RENDERING } from './support/tags.js';

const catalogue = await loadCatalogue('content');
const groups = (catalogue.get('community') as { groups: CommunityGroup[] }).groups;
const internships = (catalogue.get('internships') as { internships: Internship[] }).internships;
const hackathons = (catalogue.get('hackathons') as { hackathons: Hackathon[] }).hackathons;
const projects = (catalogue.get('projects') as { projects: Project[] }).projects;

/** Every page of this issue with its h1 and tab title. */
const PAGES = [
  { path: '/books', h1: 'Top 1%' },
  { path: '/community', h1: 'Community Groups' },
  { path: '/internship', h1: 'Internships' },
  { path: '/InternFrontend', h1: 'Frontend Internships' },
  { path: '/InternBackend', h1: 'Backend Internships' },
  { path: '/InternUIUX', h1: 'UI/UX Internships' },
  { path: '/InternAIML', h1: 'AI ML Internships' },
  { path: '/hackathon', h1: 'Hackathons and Events' },
  { path: '/allprojects', h1: 'Projects' },
  { path: '/contact', h1: 'Contact Us' },
  { path: '/privacy', h1: 'Privacy Policy' },
  { path: '/terms', h1: 'Terms of Use' },
  { path: '/issue', h1: 'Report an issue' },
] as const;

describe('opportunity and community screens in Chromium', () => {
  // Stubs content answers with page.route, which the service worker's fetches would bypass.
  const suite = useSignedInSuite({}, { serviceWorkers: 'block' });

  // Content overrides last for one test: removed after each, whether it passed or not.
  const overridden: string[] = [];
  afterEach(async () => {
    for (const pattern of overridden.splice(0)) await suite.page.unroute(pattern);
  });

  const withListing = useListingRows(suite);

  /** Serves a changed copy of one content file to this page only, until the test ends. */
  async function withContent<T>(name: string, change: (data: T) => void) {
    overridden.push(`**/api/content/${name}`);
    await suite.page.route(`**/api/content/${name}`, async (route) => {
      const response = await route.fetch();
      const data = (await response.json()) as T;
      change(data);
      await route.fulfill({ response, json: data });
    });
  }
  /** The internship cards of every list on the page (one list per category). */
  const internshipCards = () =>
    suite.page
      .getByRole('list', { name: / internships$/ })
      .getByRole('listitem')
      .filter({ has: suite.page.getByRole('heading') });
  const cardTitles = (list: string) =>
    suite.page.getByRole('list', { name: list }).getByRole('heading').allTextContents();

  it.each(PAGES)(
    '$path has one h1 "$h1", its tab title and no serious axe violation',
    RENDERING,
    async ({ path, h1 }) => {
      await suite.page.goto(`${suite.app.url}${path}`);
      await suite.page.getByRole('heading', { name: h1, level: 1, exact: true }).waitFor();
      await contentLoaded(suite.page);
      expect(await suite.page.locator('h1').count()).toBe(1);
      expect(await suite.page.title()).toBe(`${h1} · StudyHub`);
      await suite.page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      expect(await seriousA11yViolations(suite.page)).toEqual([]);
    },
  );

  it("Top 1%: ten book cards with a 'Download Now' link in a new tab, fading in at 0.5", async () => {
    await suite.page.goto(`${suite.app.url}/books`);
    await suite.page.getByRole('list', { name: 'Books' }).waitFor();
    expect(await cardTitles('Books')).toHaveLength(10);
    const downloads = suite.page.getByRole('link', { name: /^Download Now/ });
    expect(await downloads.count()).toBe(10);
    const attributes = await downloads.evaluateAll((links) =>
      links.map((l) => [l.getAttribute('target'), l.getAttribute('rel')]),
    );
    expect(attributes.every(([target, rel]) => target === '_blank' && rel === 'noopener noreferrer')).toBe(true);
    expect(await suite.page.locator('[data-reveal-threshold="0.5"]').count()).toBe(10);
    expect(await suite.page.getByRole('img', { name: /^Cover of / }).count()).toBe(10);
  });

  it("Community: the filter narrows the cards, marks itself with aria-pressed, and 'All' restores", async () => {
    await suite.page.goto(`${suite.app.url}/community`);
    const filters = suite.page.getByRole('group', { name: 'Filter groups by category' });
    await suite.page.getByRole('list', { name: 'Community groups' }).waitFor();
    expect(await filters.getByRole('button').allTextContents()).toEqual([
      'All',
      'Frontend',
      'Backend',
      'Mobile Dev',
      'UI/UX',
      'DevOps',
      'Cloud',
    ]);
    expect(await filters.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
    expect(await cardTitles('Community groups')).toHaveLength(groups.length);

    await filters.getByRole('button', { name: 'Mobile Dev' }).click();
    const mobile = groups.filter((group) => group.category === 'Mobile Dev').map((group) => group.name);
    expect(await cardTitles('Community groups')).toEqual(mobile);
    expect(await filters.getByRole('button', { name: 'Mobile Dev' }).getAttribute('aria-pressed')).toBe('true');
    expect(await filters.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('false');
    expect(await suite.page.getByRole('status').textContent()).toBe(
      `Showing ${mobile.length} of ${groups.length} groups`,
    );

    await filters.getByRole('button', { name: 'All' }).click();
    expect(await cardTitles('Community groups')).toHaveLength(groups.length);
    const join = suite.page.getByRole('link', { name: `Join ${groups[0]!.name} (opens in a new tab)` });
    expect(await join.getAttribute('href')).toBe(groups[0]!.url);
  });

  it('Internships: the filter navigates to the four routes, each listing only its category', async () => {
    await suite.page.goto(`${suite.app.url}/internship`);
    const bar = suite.page.getByRole('navigation', { name: 'Internship categories' });
    await internshipCards().first().waitFor();
    expect(await bar.getByRole('link').allTextContents()).toEqual(['All', 'Frontend', 'Backend', 'UI/UX', 'AI ML']);
    expect(await bar.getByRole('link', { name: 'All' }).getAttribute('aria-current')).toBe('page');
    expect(await internshipCards().count()).toBe(internships.length);

    const routes = [
      ['Frontend', '/InternFrontend', 'Frontend'],
      ['Backend', '/InternBackend', 'Backend'],
      ['UI/UX', '/InternUIUX', 'UIUX'],
      ['AI ML', '/InternAIML', 'AIML'],
    ] as const;
    for (const [label, path, category] of routes) {
      await bar.getByRole('link', { name: label, exact: true }).click();
      await suite.page.waitForURL(`${suite.app.url}${path}`);
      await suite.page.getByRole('heading', { name: `${label} Internships`, level: 1 }).waitFor();
      await internshipCards().first().waitFor();
      const shown = await internshipCards().evaluateAll((items) =>
        items.map((item) => item.getAttribute('data-category')),
      );
      // One card per programme: its own category, plus the category pages it names in alsoIn.
      const listed = internships.filter((item) => item.category === category || item.alsoIn?.includes(category));
      expect(shown).toEqual(listed.map(() => category));
      expect(new Set(await cardTitles(`${label} internships`)).size).toBe(listed.length);
      expect(await bar.getByRole('link', { name: label, exact: true }).getAttribute('aria-current')).toBe('page');
      expect(await bar.getByRole('link', { name: 'All' }).getAttribute('aria-current')).toBeNull();
    }

    const first = internships.find((item) => item.category === 'AIML')!;
    const card = suite.page
      .locator('li', { has: suite.page.getByRole('heading', { name: first.title, exact: true }) })
      .first();
    for (const text of [
      first.company,
      listingStatusText(first.window, localIsoDate()),
      first.location,
      first.duration,
      stipendText(first.stipend),
      first.time,
      first.tag,
      first.eligibility,
    ]) {
      expect(await card.getByText(text, { exact: true }).count()).toBeGreaterThan(0);
    }
    expect(await card.getByRole('link', { name: new RegExp(`^${first.apply}`) }).getAttribute('href')).toBe(first.url);
  });

  it("Internships: a closed listing is hidden until 'Show past', then shows 'Closed' and cannot be applied to", async () => {
    const target = internships[0]!;
    await withListing(target.id, (data) => {
      data.window = { kind: 'dates', opens: '2020-01-01', closes: '2020-01-31' };
    });
    await suite.page.goto(`${suite.app.url}/internship`);
    await internshipCards().first().waitFor();
    const heading = suite.page.getByRole('heading', { name: target.title, exact: true });
    expect(await heading.count()).toBe(0);
    expect(await internshipCards().count()).toBe(internships.length - 1);
    expect(await suite.page.getByText('1 closed listing hidden').isVisible()).toBe(true);

    await suite.page.getByLabel('Show past').check();
    const card = suite.page.getByRole('listitem').filter({ has: heading }).first();
    await card.waitFor();
    expect(await card.getByText('Closed', { exact: true }).isVisible()).toBe(true);
    expect(await card.getByRole('button', { name: target.apply }).isDisabled()).toBe(true);
    expect(await card.getByRole('link', { name: new RegExp(`^${target.apply}`) }).count()).toBe(0);
    expect(await suite.page.getByText('Closed', { exact: true }).count()).toBe(1);
  });

  it('Internships: a dollar stipend shows a dollar icon, never a rupee sign', async () => {
    await suite.page.goto(`${suite.app.url}/InternBackend`);
    const outreachy = internships.find((item) => item.id === 'outreachy-backend')!;
    const card = internshipCards()
      .filter({ has: suite.page.getByRole('heading', { name: outreachy.title, exact: true }) })
      .first();
    await card.waitFor();
    const stipend = card.getByRole('definition').filter({ hasText: 'USD 7,000 in total' });
    expect(await stipend.textContent()).toBe('USD 7,000 in total');
    // The icon sits in the term before it: a dollar sign, not a rupee sign.
    const term = card.getByRole('term').filter({ hasText: 'Stipend' });
    expect(await term.locator('svg').getAttribute('class')).toMatch(/dollar-sign/);
  });

  it("Hackathons: six cards with 'Register Now'; a closed one hides behind 'Show past' and cannot be registered for", async () => {
    await suite.page.goto(`${suite.app.url}/hackathon`);
    await suite.page.getByRole('list', { name: 'Hackathons' }).waitFor();
    // Which cards; their order (by urgency) is opportunities-urgency.test.ts's subject.
    expect((await cardTitles('Hackathons')).sort()).toEqual(hackathons.map((event) => event.title).sort());
    expect(await suite.page.getByRole('link', { name: /^Register Now/ }).count()).toBe(6);
    expect(await suite.page.getByText(hackathons[1]!.date, { exact: true }).first().isVisible()).toBe(true);
    // A recurring event says its date once, in its Date: the badge says only 'Recurring', not the season again.
    const recurring = hackathons.find((event) => event.window.kind === 'recurring')!;
    const recurringCard = suite.page
      .getByRole('listitem')
      .filter({ has: suite.page.getByRole('heading', { name: recurring.title, exact: true }) })
      .first();
    expect(await recurringCard.getByText('Recurring', { exact: true }).isVisible()).toBe(true);
    expect(await recurringCard.getByText(recurring.date, { exact: true }).isVisible()).toBe(true);
    expect(await recurringCard.getByText(/^Recurring:/).count()).toBe(0);
    // The mode is said in words (Hacktoberfest is remote), not as its message id.
    expect(await suite.page.getByText('Remote', { exact: true }).count()).toBeGreaterThan(0);
    expect(await suite.page.getByText(/^facts\./).count()).toBe(0);
    expect(await suite.page.getByLabel('Show past').count()).toBe(0);

    await withListing(hackathons[0]!.id, (data) => {
      data.window = { kind: 'dates', closes: '2021-10-31' };
    });
    await suite.page.reload();
    await suite.page.getByLabel('Show past').waitFor();
    expect((await cardTitles('Hackathons')).sort()).toEqual(
      hackathons
        .slice(1)
        .map((event) => event.title)
        .sort(),
    );
    expect(await suite.page.getByRole('link', { name: /^Register Now/ }).count()).toBe(5);
    await suite.page.getByLabel('Show past').check();
    await suite.page.getByText('Closed', { exact: true }).waitFor();
    // Closed comes last.
    expect(await cardTitles('Hackathons')).toHaveLength(hackathons.length);
    expect((await cardTitles('Hackathons')).at(-1)).toBe(hackathons[0]!.title);
    expect(await suite.page.getByRole('button', { name: 'Register Now' }).isDisabled()).toBe(true);
  });

  it("Projects: Frontend by default with 'Grab Now' cards; AI/ML and Project Ideas are 'Available Soon'", async () => {
    await suite.page.goto(`${suite.app.url}/allprojects`);
    const tabs = suite.page.getByRole('group', { name: 'Project category' });
    await suite.page.getByRole('list', { name: 'Frontend projects' }).waitFor();
    expect(await tabs.getByRole('button').allTextContents()).toEqual([
      'Frontend',
      'Backend',
      'UI/UX',
      'AI/ML',
      'App Dev',
      'Cyber Security',
    ]);
    expect(await tabs.getByRole('button', { name: 'Frontend' }).getAttribute('aria-pressed')).toBe('true');
    const filter = suite.page.getByLabel('Filter');
    expect(await filter.inputValue()).toBe('');
    expect(await filter.locator('option').allTextContents()).toEqual([
      'All',
      'Playlists',
      'Project Ideas (Available Soon)',
      'GitHub Repository',
    ]);
    const frontend = projects.filter((project) => project.category === 'Frontend');
    expect(await cardTitles('Frontend projects')).toEqual(frontend.map((project) => project.title));
    expect(await suite.page.getByRole('link', { name: /^Grab Now/ }).count()).toBe(frontend.length);

    const details = suite.page.locator('details').first();
    expect(await details.locator('p').isVisible()).toBe(false);
    await details.locator('summary').click();
    expect(await details.locator('p').textContent()).toBe(frontend[0]!.full);

    await filter.selectOption('GitHub Repository');
    expect(await cardTitles('Frontend projects')).toEqual(
      frontend.filter((p) => p.filter === 'GitHub Repository').map((p) => p.title),
    );
    await filter.selectOption('Project Ideas');
    expect(await suite.page.getByText('Available Soon', { exact: true }).isVisible()).toBe(true);
    expect(await suite.page.getByRole('link', { name: /^Grab Now/ }).count()).toBe(0);

    await filter.selectOption('');
    await tabs.getByRole('button', { name: 'AI/ML' }).click();
    expect(await suite.page.getByText('Available Soon', { exact: true }).isVisible()).toBe(true);
    await tabs.getByRole('button', { name: 'Cyber Security' }).click();
    expect(await suite.page.getByRole('link', { name: /^Grab Now/ }).count()).toBe(
      projects.filter((p) => p.category === 'Cyber Security').length,
    );
  });

  it("Projects: an empty result outside AI/ML shows 'No Projects Found'", async () => {
    await withContent<{ projects: Project[] }>('projects', (data) => {
      data.projects = data.projects.filter(
        (project) => !(project.category === 'Backend' && project.filter === 'GitHub Repository'),
      );
    });
    // The server's render reads the content itself: the stub answers the app's own loader, which
    // asks for it when the student moves to the page from another one.
    await suite.page.goto(`${suite.app.url}/`);
    await hydrated(suite.page);
    const nav = suite.page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Features' }).click();
    await nav.getByRole('link', { name: 'Projects' }).click();
    await suite.page.getByRole('list', { name: 'Frontend projects' }).waitFor();
    await suite.page.getByRole('group', { name: 'Project category' }).getByRole('button', { name: 'Backend' }).click();
    await suite.page.getByLabel('Filter').selectOption('GitHub Repository');
    expect(await suite.page.getByText('No Projects Found', { exact: true }).isVisible()).toBe(true);
    expect(await suite.page.getByText('Available Soon', { exact: true }).count()).toBe(0);
  });

  it("Contact: 'Who am I?' opens it at the top, channels without a link say 'Available Soon', the form is linked", async () => {
    await suite.page.goto(`${suite.app.url}/books`);
    await suite.page.getByRole('list', { name: 'Books' }).waitFor();
    await suite.page.evaluate(() => window.scrollTo(0, 1500));
    await suite.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Who am I?' }).click();
    await suite.page.getByRole('heading', { name: 'Contact Us', level: 1 }).waitFor();
    expect(await suite.page.evaluate(() => window.scrollY)).toBe(0);
    const channels = suite.page.getByRole('region', { name: 'Find us online' }).getByRole('button');
    await channels.first().waitFor();
    expect(await channels.count()).toBe(4);
    expect(
      await channels.evaluateAll((buttons) =>
        buttons.every((b) => (b as HTMLButtonElement).disabled && b.textContent!.includes('Available Soon')),
      ),
    ).toBe(true);
    // The buttons are described by the note that says why they wait.
    expect(await channels.first().evaluate((button) => button.getAttribute('aria-describedby'))).toBe('channels-note');
    expect(await suite.page.getByText(/no official accounts/).isVisible()).toBe(true);
    await suite.page.locator('main').getByRole('link', { name: 'Report an issue' }).click();
    await suite.page.waitForURL(`${suite.app.url}/issue`);
    const footer = suite.page.getByRole('contentinfo');
    expect(await footer.getByText('Social links: Available Soon').isVisible()).toBe(true);
    for (const [name, href] of [
      ['Terms', '/terms'],
      ['Privacy', '/privacy'],
      ['Report an issue', '/issue'],
      ['Contact', '/contact'],
    ]) {
      expect(await footer.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(href);
    }
  });

  it('Privacy: dated 10 Jan 2025 with the spec statements', async () => {
    await suite.page.goto(`${suite.app.url}/privacy`);
    await suite.page.getByText('10 Jan 2025').waitFor();
    for (const text of [
      'We do not collect any personal data.',
      'No accounts are needed to use this website.',
      /may use cookies/,
      /links to third-party websites/,
      /contact us by e-mail/,
    ]) {
      expect(await suite.page.getByText(text).isVisible()).toBe(true);
    }
  });

  it('Report an issue: refuses an empty form with clear messages, then stores a report and confirms it', async () => {
    await suite.page.goto(`${suite.app.url}/issue?link=${encodeURIComponent('https://example.org/broken')}`);
    const pageOrLink = suite.page.getByLabel('Page or link *');
    expect(await pageOrLink.inputValue()).toBe('https://example.org/broken');
    await pageOrLink.fill('');
    await suite.page.getByRole('button', { name: 'Send report' }).click();
    await suite.page.getByText('Tell us which page or link has the problem.').waitFor();
    expect(await suite.page.getByText('Describe what is wrong.').isVisible()).toBe(true);
    expect(await pageOrLink.getAttribute('aria-invalid')).toBe('true');
    expect(await pageOrLink.evaluate((input) => input === document.activeElement)).toBe(true);
    const describedBy = (await pageOrLink.getAttribute('aria-describedby'))!.split(' ');
    expect(await suite.page.locator(`#${describedBy[0]}`).textContent()).toBe(
      'Tell us which page or link has the problem.',
    );
    expect(await suite.app.services.reports.count()).toBe(0);

    await pageOrLink.fill('/community');
    expect(await pageOrLink.getAttribute('aria-invalid')).toBeNull();
    const description = suite.page.getByLabel('What is wrong? *');
    await description.fill('short');
    await suite.page.getByLabel('Your e-mail (optional)').fill('not-an-email');
    await suite.page.getByRole('button', { name: 'Send report' }).click();
    await suite.page.getByText('Describe what is wrong in at least 10 characters.').waitFor();
    expect(await suite.page.getByText('Enter a valid e-mail address, or leave the field empty.').isVisible()).toBe(
      true,
    );

    await description.fill('The Join button of the first group opens an expired invite.');
    await suite.page.getByLabel('Your e-mail (optional)').fill('learner@example.com');
    await suite.page.getByRole('button', { name: 'Send report' }).click();
    await suite.page.getByRole('heading', { name: 'Thank you, your report has been saved.' }).waitFor();
    const [stored] = await suite.app.services.reports.listRecent(1);
    expect(stored).toMatchObject({
      page_or_link: '/community',
      description: 'The Join button of the first group opens an expired invite.',
      email: 'learner@example.com',
    });
    await suite.page.getByRole('button', { name: 'Report another issue' }).click();
    expect(await suite.page.getByLabel('Page or link *').inputValue()).toBe('');
  });

  it('every page fits a 375 px wide phone without sideways scrolling', RENDERING, async () => {
    const phone = await signedInPage(suite.browser, suite.app, { width: 375 });
    try {
      const tooWide: string[] = [];
      for (const { path } of PAGES) {
        await phone.goto(`${suite.app.url}${path}`);
        await phone.getByRole('heading', { level: 1 }).waitFor();
        await contentLoaded(phone);
        const width = await phone.evaluate(() => document.documentElement.scrollWidth);
        if (width > 375) tooWide.push(`${path}: ${width} px`);
      }
      expect(tooWide).toEqual([]);
    } finally {
      await phone.context().close();
    }
  });
});
