import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '#harness/browser.js';
import { useSignedInSuite } from '#harness/signed-in-suite.js';

describe('what the bell notifies about, on the account page in Chromium', () => {
  const suite = useSignedInSuite();

  it('starts with every topic, saves a choice, keeps it after a reload, and saves none as none', async () => {
    const { page } = suite;
    // The bell's link lands here: the section is scrolled to and focused.
    await page.goto(`${suite.app.url}/account#notifications`);
    const section = page.getByRole('region', { name: 'What the bell tells you about' });
    const internships = section.getByRole('group', { name: 'New internships' });
    await internships.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('notifications');
    for (const label of ['Frontend', 'Backend', 'UI/UX', 'AI ML'])
      expect(await internships.getByLabel(label).isChecked()).toBe(true);
    for (const label of ['Frontend', 'Backend', 'UI/UX']) await internships.getByLabel(label).uncheck();
    await section.getByLabel('New hackathons').uncheck();
    await section.getByRole('button', { name: 'Save choices' }).click();
    await section.getByRole('status').getByText('Saved. The bell notifies you about what you chose.').waitFor();
    const stored = await page.evaluate(() => fetch('/api/notifications/topics').then((answer) => answer.json()));
    expect(stored).toEqual({ topics: ['internship:AIML', 'closing-soon'] });

    await page.reload();
    await internships.waitFor();
    expect(await internships.getByLabel('AI ML').isChecked()).toBe(true);
    expect(await internships.getByLabel('Frontend').isChecked()).toBe(false);
    expect(await section.getByLabel('A reminder 3 days before a listing I saved closes').isChecked()).toBe(true);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe(colorScheme);
      expect(await seriousA11yViolations(page)).toEqual([]);
    }
    await page.emulateMedia({ colorScheme: 'light' });

    await internships.getByLabel('AI ML').uncheck();
    await section.getByLabel('A reminder 3 days before a listing I saved closes').uncheck();
    await section.getByRole('button', { name: 'Save choices' }).click();
    await section.getByRole('status').getByText('Saved. The bell will not notify you about listings.').waitFor();
    expect(await page.evaluate(() => fetch('/api/notifications/topics').then((answer) => answer.json()))).toEqual({
      topics: [],
    });
  });
});
