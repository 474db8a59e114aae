import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SearchResponse } from '#shared/api/search.js';
import { ERROR_SCREEN_MESSAGES } from '#shared/messages.js';
import { SIGNED_IN_PAGES } from '#shared/pages/signed-in-pages.js';
import { SIGNED_OUT_PAGES } from '#shared/pages/signed-out-pages.js';
import { launchBrowser } from '#harness/browser.js';
import { useSignedInSuite } from '#harness/signed-in-suite.js';
import { watchHydration } from './support/hydration-checks.js';

/** The page's level-1 heading text, once the page has rendered it. */
async function headingOf(page: Page): Promise<string> {
  const heading = page.getByRole('heading', { level: 1 }).first();
  await heading.waitFor();
  return (await heading.innerText()).replace(/\s+/g, ' ').trim();
}

describe('pages declared once (src/shared/pages): every page, its heading and its tab title', () => {
  // A missing chunk is stubbed with page.route; with the service worker the precache would answer
  // (a deploy then shows 'New version available' instead, tests/e2e/offline.test.ts), and the pages
  // are the server's render, not the worker's shell. A browser in India, as our students' are, before
  // a server on UTC: what depends on the zone must not differ between the server's render and the browser's.
  const suite = useSignedInSuite({}, { serviceWorkers: 'block', timezoneId: 'Asia/Kolkata' });

  it('opens every declared signed-in page by its path with its title as the heading and the tab title, hydrating the server-rendered page without a warning', async () => {
    const wrong: string[] = [];
    // In Hindi and the dark theme, tests/e2e/server-render.test.ts checks the hydration of every page.
    const hydration = watchHydration(suite.page);
    for (const declared of SIGNED_IN_PAGES) {
      await hydration.open(suite.app.url + declared.path);
      expect(
        await suite.page.evaluate(() => [document.documentElement.lang, document.documentElement.dataset.theme]),
      ).toEqual(['en', 'light']);
      if (declared.path === '/maintain') {
        // For maintainers only: this learner is sent Home like any unknown address (the maintainer's
        // own view is walked in maintain.test.ts).
        await suite.page.waitForURL(`${suite.app.url}/`);
        continue;
      }
      const heading = await headingOf(suite.page);
      const headingOk = declared.headingStartsWith
        ? heading.startsWith(declared.headingStartsWith)
        : heading === declared.title;
      const tab = await suite.page.title();
      if (!headingOk || tab !== `${declared.title} · StudyHub`)
        wrong.push(`${declared.path}: heading "${heading}", tab "${tab}", declared "${declared.title}"`);
    }
    expect(wrong).toEqual([]);
    expect(hydration.problems).toEqual([]);
  });

  it('names search results after the heading of the page they open', async () => {
    const routes = new Map<string, string>();
    for (const q of ['react', 'book', 'discord', 'internship', 'hackathon', 'project', 'install git', 'chatgpt']) {
      const answer = await suite.page.request.get(`${suite.app.url}/api/search?q=${encodeURIComponent(q)}`);
      const { groups } = (await answer.json()) as SearchResponse;
      for (const hit of groups.flatMap((group) => group.hits)) routes.set(hit.route, hit.pageTitle);
    }
    expect(routes.size).toBeGreaterThanOrEqual(8);
    const wrong: string[] = [];
    for (const [route, pageTitle] of routes) {
      await suite.page.goto(suite.app.url + route);
      const heading = await headingOf(suite.page);
      if (heading !== pageTitle) wrong.push(`${route}: results say "${pageTitle}", the page says "${heading}"`);
    }
    expect(wrong).toEqual([]);
  });

  it('a page whose code fails to load reloads once, then offers the new version, and Reload recovers', async () => {
    const page = suite.page;
    await page.goto(`${suite.app.url}/`);
    await headingOf(page);
    // As after a deploy: the open tab asks for a hashed file the server no longer has.
    const missing = '**/assets/BooksPage-*.js';
    await page.route(missing, (route) => route.fulfill({ status: 404, body: 'Not found' }));
    try {
      const reloads: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'document') reloads.push(request.url());
      });
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Top 1%' }).click();
      const alert = page.getByRole('alert');
      await alert.getByRole('heading', { name: ERROR_SCREEN_MESSAGES.newVersionTitle }).waitFor();
      // It reloaded once by itself before saying so, and stays on the page the user asked for.
      expect(reloads).toEqual([`${suite.app.url}/books`]);
      await page.unroute(missing);
      await alert.getByRole('button', { name: ERROR_SCREEN_MESSAGES.reload }).click();
      await page.getByRole('heading', { name: 'Top 1%', level: 1 }).waitFor();
    } finally {
      await page.unroute(missing);
    }
  });

  it('an error while rendering shows the error screen with Retry and a way home, and Retry recovers', async () => {
    const page = suite.page;
    await page.goto(`${suite.app.url}/explore`);
    await headingOf(page);
    // Home's typing hero asks the browser for its motion setting while rendering: make that throw.
    await page.evaluate(() => {
      const original = window.matchMedia.bind(window);
      (window as unknown as { breakRender: boolean }).breakRender = true;
      window.matchMedia = (query: string) => {
        if (query.includes('reduced-motion') && (window as unknown as { breakRender: boolean }).breakRender)
          throw new Error('Rendering failed on purpose');
        return original(query);
      };
    });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    const alert = page.getByRole('alert');
    await alert.getByRole('heading', { name: ERROR_SCREEN_MESSAGES.failedTitle }).waitFor();
    expect(await alert.getByRole('link', { name: ERROR_SCREEN_MESSAGES.home }).getAttribute('href')).toBe('/');
    await page.getByRole('navigation', { name: 'Main' }).waitFor(); // the layout stays
    await page.evaluate(() => ((window as unknown as { breakRender: boolean }).breakRender = false));
    await alert.getByRole('button', { name: ERROR_SCREEN_MESSAGES.retry }).click();
    await page.getByRole('heading', { level: 1, name: /^Learn/ }).waitFor();
  });

  it('a 401 from any request (the session ended elsewhere) returns to /signin', async () => {
    const page = suite.page;
    await page.goto(`${suite.app.url}/explore`);
    await headingOf(page);
    // The session ends on the server without this tab knowing, as a sign-out on another instance would.
    await suite.app.db.deleteFrom('active_sessions').execute();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Top 1%' }).click();
    await page.waitForURL(`${suite.app.url}/signin`);
    await page.getByRole('heading', { name: 'Login', level: 1 }).waitFor();
  });
});

describe('signed-out pages', () => {
  it('each opens by its path with its title as the heading and the tab title; anything else goes to /signin', async () => {
    const browser = await launchBrowser();
    try {
      const { startAppServer } = await import('#harness/app-server.js');
      const app = await startAppServer();
      try {
        const page = await browser.newPage();
        for (const declared of SIGNED_OUT_PAGES) {
          await page.goto(app.url + declared.path);
          expect(await headingOf(page)).toBe(declared.title);
          expect(await page.title()).toBe(`${declared.title} · StudyHub`);
        }
        await page.goto(`${app.url}/front-end`);
        await page.waitForURL(`${app.url}/signin`);
        await page.getByRole('link', { name: 'Create an account' }).click();
        await page.waitForURL(`${app.url}/signup`);
        await page.goBack();
        await page.waitForURL(`${app.url}/signin`);
        expect(await headingOf(page)).toBe('Login');
      } finally {
        await app.stop();
      }
    } finally {
      await browser.close();
    }
  });
});
