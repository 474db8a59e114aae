import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/browser.js';
import { useSignedInSuite } from './support/signed-in-suite.js';

describe('study reminders on the account page in Chromium', () => {
  const suite = useSignedInSuite();

  it('saves days and a time in the browser’s zone, keeps them after a reload, and turns them off', async () => {
    const { page } = suite;
    await page.goto(`${suite.app.url}/account`);
    const section = page.getByRole('region', { name: 'Study reminders' });
    await section.getByRole('group', { name: 'Days' }).waitFor();
    for (const day of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri']) await section.getByLabel(day).uncheck();
    await section.getByLabel('Sat').check();
    await section.getByLabel('Sun').check();
    await section.getByLabel('Time').fill('07:45');
    await section.getByRole('button', { name: 'Save reminder' }).click();
    await section.getByRole('status').getByText('Reminder saved: Sat, Sun at 07:45.').waitFor();

    const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    const stored = await page.evaluate(() => fetch('/api/reminders').then((answer) => answer.json()));
    expect(stored).toEqual({ reminder: { days: [6, 7], time: '07:45', timeZone: zone } });

    await page.reload();
    await section.getByRole('group', { name: 'Days' }).waitFor();
    expect(await section.getByLabel('Sat').isChecked()).toBe(true);
    expect(await section.getByLabel('Mon').isChecked()).toBe(false);
    expect(await section.getByLabel('Time').inputValue()).toBe('07:45');
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe(colorScheme);
      expect(await seriousA11yViolations(page)).toEqual([]);
    }
    await page.emulateMedia({ colorScheme: 'light' });

    await section.getByRole('button', { name: 'Turn off reminders' }).click();
    await section.getByRole('status').getByText('Reminders turned off.').waitFor();
    expect(await page.evaluate(() => fetch('/api/reminders').then((answer) => answer.json()))).toEqual({
      reminder: null,
    });
  });
});
