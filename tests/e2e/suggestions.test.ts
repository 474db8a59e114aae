import { describe, expect, it } from 'vitest';
import { seriousA11yViolations, signedInPage } from '#harness/browser.js';
import { useSignedInSuite } from '#harness/signed-in-suite.js';

describe("'Suggest a listing' in Chromium", () => {
  const suite = useSignedInSuite();

  it('refuses a bad form with messages under the fields, then sends it; the account page shows its status', async () => {
    const page = suite.page;
    await page.goto(`${suite.app.url}/internship`);
    await page.getByRole('link', { name: 'Suggest a listing' }).click();
    await page.waitForURL(`${suite.app.url}/suggest-listing`);
    await page.getByRole('heading', { name: 'Suggest a listing', level: 1 }).waitFor();

    await page.getByLabel('Title *').fill('Summer research intern');
    await page.getByLabel('Official link *').fill('http://example.org/intern');
    await page.getByLabel('Organiser *').fill('Example Lab');
    await page.getByLabel('Location *').fill('Bengaluru');
    await page.getByLabel('Opens (optional)').fill('2027-03-01');
    await page.getByLabel('Closes *').fill('2027-02-01');
    await page.getByLabel('Who can apply *').fill('Second- and third-year students');
    await page.getByLabel('Stipend *').selectOption('amount');
    await page.getByLabel('Amount *').fill('-5');
    await page.getByRole('button', { name: 'Send suggestion' }).click();

    await page.getByText('The link must be an https:// address.').waitFor();
    expect(await page.getByText('Choose the category of the internship.').isVisible()).toBe(true);
    expect(await page.getByText('closes date is before its opens date').isVisible()).toBe(true);
    expect(await page.getByText('stipend amount must not be negative').isVisible()).toBe(true);
    const link = page.getByLabel('Official link *');
    expect(await link.getAttribute('aria-invalid')).toBe('true');
    expect(await link.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await link.fill('https://example.org/intern');
    await page.getByLabel('Category *').selectOption('AIML');
    await page.getByLabel('Opens (optional)').fill('2027-01-10');
    await page.getByLabel('Amount *').fill('20000');
    await page.getByRole('button', { name: 'Send suggestion' }).click();
    await page.getByRole('heading', { name: 'Thank you, your suggestion is waiting for review.' }).waitFor();

    await page.getByRole('link', { name: 'your account page' }).click();
    await page.waitForURL(`${suite.app.url}/account`);
    const mine = page.getByRole('list', { name: 'Your suggested listings' });
    await mine.getByText('Summer research intern').waitFor();
    expect(await mine.getByText('Waiting for review').isVisible()).toBe(true);
    const [stored] = await suite.app.db.selectFrom('listing_suggestions').selectAll().execute();
    expect(stored).toMatchObject({ kind: 'internship', status: 'pending' });
    expect(JSON.parse(stored!.data)).toMatchObject({
      url: 'https://example.org/intern',
      window: { kind: 'dates', opens: '2027-01-10', closes: '2027-02-01' },
      stipend: { kind: 'amount', amount: 20000, currency: 'INR', per: 'month' },
    });
  });

  it('asks only an internship for a stipend: a hackathon is sent without one', async () => {
    const page = suite.page;
    await page.goto(`${suite.app.url}/suggest-listing`);
    await page.getByRole('heading', { name: 'Suggest a listing', level: 1 }).waitFor();
    const stipend = page.getByLabel('Stipend *');
    await stipend.selectOption('amount');
    await page.getByLabel('Hackathon or event').check();
    await expect.poll(() => stipend.count()).toBe(0);
    expect(await page.getByLabel('Amount *').count()).toBe(0);

    await page.getByLabel('Title *').fill('Campus open-source sprint');
    await page.getByLabel('Official link *').fill('https://example.org/sprint');
    await page.getByLabel('Organiser *').fill('Example College');
    await page.getByLabel('Location *').fill('Online');
    await page.getByLabel('Closes *').fill('2027-02-01');
    await page.getByLabel('Who can apply *').fill('Open to all');
    await page.getByRole('button', { name: 'Send suggestion' }).click();
    await page.getByRole('heading', { name: 'Thank you, your suggestion is waiting for review.' }).waitFor();
    const stored = await suite.app.db
      .selectFrom('listing_suggestions')
      .selectAll()
      .where('kind', '=', 'hackathon')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.data)).toMatchObject({
      title: 'Campus open-source sprint',
      stipend: { kind: 'not-stated' },
    });

    // Back to an internship, the stipend is asked again.
    await page.goto(`${suite.app.url}/suggest-listing`);
    await page.getByLabel('Internship or programme').check();
    await stipend.waitFor();
  });

  it('the form has no serious axe violation in the dark theme', async () => {
    const dark = await signedInPage(suite.browser, suite.app, { colorScheme: 'dark' });
    try {
      await dark.goto(`${suite.app.url}/suggest-listing`);
      await dark.getByRole('heading', { name: 'Suggest a listing', level: 1 }).waitFor();
      await dark.getByRole('button', { name: 'Send suggestion' }).click();
      await dark.getByText('Enter the title of the programme or event.').waitFor();
      expect(await seriousA11yViolations(dark)).toEqual([]);
    } finally {
      await dark.context().close();
    }
  });
});
