// @module-tag database: its screens read the listings from the database, so CI runs it on PostgreSQL too.
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '#harness/browser.js';
import { useSignedInSuite } from '#harness/signed-in-suite.js';
import { useListingRows } from './support/listing-rows.js';
import { contentLoaded } from './support/locators.js';

/** `days` after the YYYY-MM-DD day `from`, as YYYY-MM-DD. */
function plusDays(from: string, days: number): string {
  return new Date(Date.parse(`${from}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The English name of the month `months` after the month of `day`, with its year: 'October 2027'. */
function monthAfter(day: string, months: number): { name: string; text: string } {
  const date = new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1 + months, 1));
  const name = date.toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' });
  return { name, text: `${name} ${date.getUTCFullYear()}` };
}

describe('opportunities by urgency, and an unknown path in Chromium', () => {
  const suite = useSignedInSuite({}, { serviceWorkers: 'block' });

  const withListing = useListingRows(suite);
  /** Gives one listing a window, as a maintainer's edit would, until the test ends. */
  const withWindow = (slug: string, window: Record<string, string>) =>
    withListing(slug, (data) => {
      data.window = window;
    });

  /** The server's day in India, the day every listing's state is computed for. */
  async function serverToday(): Promise<string> {
    const response = await suite.page.request.get(`${suite.app.url}/api/listings/hackathons`);
    return ((await response.json()) as { today: string }).today;
  }

  const cardTitles = (list: string) =>
    suite.page.getByRole('list', { name: list }).getByRole('heading').allTextContents();

  it('hackathons: closing soonest first, then rolling, upcoming, the next expected season; the passed season says when', async () => {
    const today = await serverToday();
    const passedMonth = monthAfter(today, -1);
    await withWindow('mlh-global-hack-week-october', {
      kind: 'dates',
      opens: '2020-01-01',
      closes: plusDays(today, 4),
    });
    await withWindow('smart-india-hackathon', { kind: 'dates', closes: plusDays(today, 20) });
    await withWindow('advent-of-code', { kind: 'dates', opens: plusDays(today, 10), closes: plusDays(today, 30) });
    await withWindow('hacktoberfest', { kind: 'recurring', season: `expected every ${passedMonth.name}` });
    await withWindow('nasa-space-apps-challenge', { kind: 'recurring', season: 'no month is known for the next one' });
    // kaggle-competitions stays rolling.

    await suite.page.goto(`${suite.app.url}/hackathon`);
    await suite.page.getByRole('list', { name: 'Hackathons' }).waitFor();
    expect(await cardTitles('Hackathons')).toEqual([
      'MLH Global Hack Week',
      'Smart India Hackathon',
      'Kaggle Competitions',
      'Advent of Code',
      'Hacktoberfest',
      'NASA International Space Apps Challenge',
    ]);
    const hacktoberfest = suite.page
      .getByRole('listitem')
      .filter({ has: suite.page.getByRole('heading', { name: 'Hacktoberfest', exact: true }) });
    // Last month has passed: the next one is the same month next year, 11 months from this one.
    const expected = `Next expected: ${monthAfter(today, 11).text}`;
    expect(await hacktoberfest.getByText(expected, { exact: true }).isVisible()).toBe(true);
    expect(await suite.page.getByText(/^Next expected:/).count()).toBe(1);
    expect(await suite.page.getByText('Closing soon: 4 days left', { exact: true }).isVisible()).toBe(true);
    await contentLoaded(suite.page);
    expect(await seriousA11yViolations(suite.page)).toEqual([]);
  });

  it('internships: within its category, the one closing in 3 days comes first', async () => {
    const today = await serverToday();
    // The last Backend card of the seed (recurring), now closing in 3 days.
    await withWindow('hackwithinfy', { kind: 'dates', closes: plusDays(today, 3) });
    await suite.page.goto(`${suite.app.url}/internship`);
    await suite.page.getByRole('list', { name: 'Backend internships' }).waitFor();
    const backend = await cardTitles('Backend internships');
    expect(backend[0]).toBe('Coding contestant (HackWithInfy)');
    const card = suite.page
      .getByRole('list', { name: 'Backend internships' })
      .getByRole('listitem')
      .filter({ has: suite.page.getByRole('heading', { name: 'Coding contestant (HackWithInfy)', exact: true }) });
    expect(await card.getByText('Closing soon: 3 days left', { exact: true }).isVisible()).toBe(true);
    // The category grouping stays: the card is under Backend only.
    expect(
      await suite.page.getByRole('heading', { name: 'Coding contestant (HackWithInfy)', exact: true }).count(),
    ).toBe(1);
  });

  it('an unknown path goes to Home, which says so, offers the likely page and a search, and can be dismissed', async () => {
    await suite.page.goto(`${suite.app.url}/internships`);
    await suite.page.waitForURL(`${suite.app.url}/`);
    const notice = suite.page.getByRole('status').filter({ hasText: 'There is no page at /internships' });
    await notice.waitFor();
    expect(await notice.textContent()).toContain('There is no page at /internships, so you are on Home.');
    const likely = notice.getByRole('link', { name: 'Internships', exact: true });
    expect(await likely.getAttribute('href')).toBe('/internship');
    const search = notice.getByRole('link', { name: 'Search for “internships”' });
    expect(await search.getAttribute('href')).toBe('/search?q=internships');
    await contentLoaded(suite.page);
    expect(await seriousA11yViolations(suite.page)).toEqual([]);

    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await notice.waitFor({ state: 'detached' });

    await suite.page.goto(`${suite.app.url}/internships`);
    await notice.waitFor();
    await likely.click();
    await suite.page.waitForURL(`${suite.app.url}/internship`);
    await suite.page.getByRole('heading', { name: 'Internships', level: 1 }).waitFor();
    expect(await suite.page.getByText('There is no page at').count()).toBe(0);

    await suite.page.goto(`${suite.app.url}/internships`);
    await search.click();
    await suite.page.waitForURL(`${suite.app.url}/search?q=internships`);
    await suite.page.getByRole('heading', { name: 'Search everything', level: 1 }).waitFor();
  });
});
