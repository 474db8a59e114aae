import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNED_IN_PAGES } from '#shared/pages/signed-in-pages.js';
import { signedInPage } from '#harness/browser.js';
import { layoutProblems } from './support/layout-checks.js';
import { closeSuite, startAppAndBrowser, type SignedInSuite } from '#harness/signed-in-suite.js';

/** A budget Android, a common phone, and the two most common laptop screens in India. */
const SIZES = [
  { width: 360, height: 740, phone: true },
  { width: 390, height: 844, phone: true },
  { width: 1280, height: 800, phone: false },
  { width: 1366, height: 768, phone: false },
] as const;
const LANGUAGES = [
  { language: 'en', navName: 'Main' },
  { language: 'hi', navName: 'मुख्य' },
] as const;

/** The page has drawn its heading, and no skeleton or spinner still waits for data. */
async function settled(page: Page) {
  await page.locator('h1').first().waitFor();
  await page.waitForFunction(
    () => !document.querySelector('.skeleton, .spinner') && document.fonts.status === 'loaded',
  );
}

/**
 * Opens `path` the way a link inside the app does: the router loads and renders the next page with
 * no reload (a full load and its settling took about 0.19 s of each page's 0.2 s here, the checks
 * 0.01 s). Done when the page has set its own tab title (after its render commits) and the route's
 * loading bar is gone; every declared page has a title of its own, so a page that never arrives
 * fails the wait instead of being measured as the page before it.
 */
async function openInApp(page: Page, path: string) {
  const before = await page.title();
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  await page.waitForFunction(
    (previous) => document.title !== previous && !document.querySelector('.route-progress--active'),
    before,
    { timeout: 20_000 },
  );
}

/**
 * Every page in the registry, signed in, at four sizes in English and Hindi: nothing scrolls
 * sideways, wraps in the navbar, spills out of a heading, is too small to tap on a phone or hides
 * under something else (the floating menu, the sticky bars).
 */
describe('the layout of every signed-in page', () => {
  const suite = {} as Pick<SignedInSuite, 'app' | 'browser'>;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    Object.assign(suite, await startAppAndBrowser());
  });
  afterAll(async () => {
    await Promise.allSettled(contexts.map((context) => context.close()));
    await closeSuite(suite);
  });

  describe.each(LANGUAGES)('in $language', ({ language, navName }) => {
    it.each(SIZES)(
      'holds at $width x $height',
      async ({ width, height, phone }) => {
        const page = await signedInPage(suite.browser, suite.app, {
          width,
          height,
          language,
          reducedMotion: 'reduce',
        });
        contexts.push(page.context());
        // Each problem once, with the pages it shows on (the navbar's are on all of them).
        const pagesByProblem = new Map<string, string[]>();
        // The first page is a full load; the rest are opened from inside the app, as a student moves
        // between them. Each page's own full load is walked in structure.test.ts.
        for (const [at, { path }] of SIGNED_IN_PAGES.entries()) {
          if (at === 0) await page.goto(`${suite.app.url}${path}`);
          else await openInApp(page, path);
          await settled(page);
          for (const problem of await layoutProblems(page, { touchTargets: phone, navName }))
            pagesByProblem.set(problem, [...(pagesByProblem.get(problem) ?? []), path]);
        }
        const problems = [...pagesByProblem].map(([problem, paths]) =>
          paths.length === SIGNED_IN_PAGES.length ? `${problem} (every page)` : `${problem} (${paths.join(' ')})`,
        );
        expect(problems).toEqual([]);
      },
      // About 45 pages; a busy 2-core runner has needed 4 minutes for one size and language.
      600_000,
    );
  });

  it('keeps the home headline inside its box and at one height while it types, on a 360 px phone', async () => {
    const page = await signedInPage(suite.browser, suite.app, {
      width: 360,
      height: 740,
      reducedMotion: 'no-preference',
    });
    contexts.push(page.context());
    await page.getByRole('heading', { level: 1 }).waitFor();
    // Five seconds of typing: the first phrase typed in full, deleted, and the next one begun.
    const seen = await page.evaluate(
      () =>
        new Promise<{ heights: number[]; overflows: string[] }>((done) => {
          const heading = document.querySelector('h1')!;
          const heights = new Set<number>();
          const overflows = new Set<string>();
          const started = performance.now();
          const sample = () => {
            heights.add(Math.round(heading.getBoundingClientRect().height));
            if (heading.scrollWidth > heading.clientWidth + 1) overflows.add(heading.textContent ?? '');
            if (performance.now() - started < 5000) requestAnimationFrame(sample);
            else done({ heights: [...heights], overflows: [...overflows] });
          };
          sample();
        }),
    );
    expect(seen.overflows).toEqual([]);
    expect(seen.heights).toHaveLength(1);
  }, 30_000);
});
