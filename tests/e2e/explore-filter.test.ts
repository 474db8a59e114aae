import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { seriousA11yViolations } from '#harness/browser.js';
import { linkNames } from './support/locators.js';
import { useSignedInSuite } from '#harness/signed-in-suite.js';

/** Explore's filter reads the site's search: aliases, typos and Devanagari, not only the titles. */
describe.each(['light', 'dark'] as const)("Explore's filter in the %s theme", (theme) => {
  const suite = useSignedInSuite({}, { colorScheme: theme, reducedMotion: 'reduce' });

  /** Waits until the list shows a card of this name (the search's answer has arrived), then names them all. */
  async function namesOnceShown(list: Locator, card: string): Promise<string[]> {
    await list.getByRole('link', { name: card, exact: true }).waitFor();
    return linkNames(list);
  }

  it("finds Java's pages and forgives 'pyhton' and 'पायथन', axe-clean with the filter applied", async () => {
    const { app, page } = suite;
    await page.goto(`${app.url}/explore`);
    const topics = page.getByRole('list', { name: 'Topics' });
    const placements = page.getByRole('list', { name: 'Placement preparation pages' });
    await topics.waitFor();
    const filter = page.getByRole('searchbox', { name: 'Search topics' });

    // No card's title holds 'java': the DSA page (its Java track) and the Java install guide do.
    await filter.fill('java');
    expect(await namesOnceShown(placements, 'Data Structures and Algorithms')).toContain(
      'Data Structures and Algorithms',
    );
    expect(await linkNames(topics)).toContain('Software Install');
    expect(await linkNames(topics)).not.toContain('UI/UX');

    await filter.fill('pyhton');
    const python = await namesOnceShown(topics, 'Data Science');
    expect(python).toEqual(expect.arrayContaining(['Data Science', 'AI/ML']));
    expect(python).not.toContain('UI/UX');
    expect(await page.getByText(/No topics match/).count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await filter.fill('पायथन');
    await page
      .getByRole('status')
      .filter({ hasText: /^\d+ topics$/ })
      .waitFor();
    expect(await linkNames(topics)).toEqual(python);

    await filter.fill('zzqqxx');
    await page.getByText('No topics match “zzqqxx”. Try another word, such as “data” or “web”.').waitFor();
    expect(await linkNames(topics)).toEqual([]);
    expect(await placements.count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await filter.fill('');
    expect(await linkNames(topics)).toHaveLength(10);
    expect(await linkNames(placements)).toHaveLength(3);
  });
});
