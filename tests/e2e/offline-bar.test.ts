import { describe, expect, it } from 'vitest';
import en from '#web/lib/i18n/catalogues/en.json' with { type: 'json' };
import hi from '#web/lib/i18n/catalogues/hi.json' with { type: 'json' };
import { seriousA11yViolations, signedInPage } from '#harness/browser.js';
import { controlledBySw } from './support/offline.js';
import { useAppAndBrowser } from '#harness/signed-in-suite.js';

/** The offline note in the chosen language, in view however far down the learner has scrolled. */
describe('the offline note on a phone', () => {
  const suite = useAppAndBrowser();

  it.each(['light', 'dark'] as const)(
    'speaks Hindi in the Hindi interface and stays on screen while scrolling (%s theme)',
    async (theme) => {
      const page = await signedInPage(suite.browser, suite.app, {
        width: 390,
        height: 844,
        language: 'hi',
        colorScheme: theme,
        reducedMotion: 'reduce',
        path: '/front-end',
      });
      const context = page.context();
      try {
        await page.getByRole('heading', { level: 1 }).waitFor();
        // Offline only once the worker controls the page and the parts loaded after the first
        // paint (the offline note among them) have arrived: before, the note's own code cannot load.
        await controlledBySw(page);
        await page.waitForLoadState('networkidle');
        await context.setOffline(true);
        const note = page.getByRole('status').filter({ hasText: hi['offline.bar'] });
        await note.waitFor();
        expect(await page.getByText(en['offline.bar']).count()).toBe(0);

        await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
        const where = () =>
          note.evaluate((element) => {
            const box = element.getBoundingClientRect();
            const navbar = document.querySelector('header')!.getBoundingClientRect();
            const covering = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
            return {
              top: box.top,
              onTop: element.contains(covering),
              navbarUnderNote: Math.abs(navbar.top - box.bottom) < 0.5,
            };
          });
        // At the top of the screen, on top of everything, with the navbar stuck just under it. The
        // navbar moves down once a ResizeObserver has measured the note, a frame or more after the
        // note shows (CI once measured the navbar still at 0 beside a 69.75 px note), so poll.
        await expect.poll(where).toEqual({ top: 0, onTop: true, navbarUnderNote: true });
        expect(await seriousA11yViolations(page)).toEqual([]);

        await context.setOffline(false);
        await page.getByRole('status').filter({ hasText: hi['offline.synced'] }).waitFor();
        expect(await page.getByText(en['offline.synced'], { exact: true }).count()).toBe(0);
      } finally {
        await context.close();
      }
    },
  );
});
