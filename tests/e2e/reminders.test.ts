import { describe, expect, it } from 'vitest';
import { hydrated, seriousA11yViolations } from '#harness/browser.js';
import { useSignedInSuite } from '#harness/signed-in-suite.js';

describe('study reminders on the account page in Chromium', () => {
  // A browser in India: Chromium names its zone 'Asia/Calcutta' and its time field shows '07:45 AM'.
  const suite = useSignedInSuite({}, { locale: 'en-US', timezoneId: 'Asia/Kolkata' });

  it('saves days and a time in the browser’s zone, keeps them after a reload, and turns them off', async () => {
    const { page } = suite;
    await page.goto(`${suite.app.url}/account`);
    const section = page.getByRole('region', { name: 'Study reminders' });
    await section.getByRole('group', { name: 'Days' }).waitFor();
    // The browser's zone is shown once the server's HTML is hydrated.
    await hydrated(page);
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('Asia/Calcutta');
    // The zone by today's IANA name, as the server stores it.
    expect(await section.getByText(/in your time zone \(Asia\/Kolkata\)/).isVisible()).toBe(true);
    expect(await section.getByText(/Calcutta/).count()).toBe(0);
    for (const day of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri']) await section.getByLabel(day).uncheck();
    await section.getByLabel('Sat').check();
    await section.getByLabel('Sun').check();
    await section.getByLabel('Time').fill('07:45');
    await section.getByRole('button', { name: 'Save reminder' }).click();
    // The field shows the time as this browser's locale does, with an AM/PM part (its parts are in
    // Chromium's own shadow tree, seen through the accessibility tree): so does the confirmation.
    const cdp = await page.context().newCDPSession(page);
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: Array<{ role?: { value?: string }; name?: { value?: string } }>;
    };
    expect(nodes.some((node) => node.role?.value === 'spinbutton' && node.name?.value?.startsWith('AM/PM'))).toBe(true);
    await cdp.detach();
    await section.getByRole('status').getByText('Reminder saved: Sat, Sun at 07:45 AM.').waitFor();
    // This account has no browser with notifications on: saved, and told it cannot reach them yet.
    await section
      .getByRole('status')
      .getByText('No browser of yours has notifications on yet, so it cannot reach you', { exact: false })
      .waitFor();

    const stored = await page.evaluate(() => fetch('/api/reminders').then((answer) => answer.json()));
    expect(stored).toEqual({
      reminder: { days: [6, 7], time: '07:45', timeZone: 'Asia/Kolkata' },
      browsersWithNotifications: 0,
    });

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
      browsersWithNotifications: 0,
    });
  });
});
