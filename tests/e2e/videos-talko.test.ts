// @module-tag database: its screens read or write the database, so CI runs it on PostgreSQL too.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppServer } from '#harness/app-server.js';
import { seriousA11yViolations, signedInPage } from '#harness/browser.js';
import { startAppAndBrowser } from '#harness/signed-in-suite.js';

describe('video search and Talko in Chromium (offline defaults)', () => {
  let app: AppServer;
  let browser: Browser;
  let page: Page;
  const searches: string[] = [];

  beforeAll(async () => {
    ({ app, browser } = await startAppAndBrowser());
    page = await signedInPage(browser, app);
    // Thumbnails come from YouTube's image host, which this offline machine cannot reach.
    await page.context().route('https://i.ytimg.com/**', (route) => route.fulfill({ status: 204 }));
    await page
      .context()
      .route('https://www.youtube-nocookie.com/**', (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<title>player</title>' }),
      );
    page.on('request', (request) => {
      if (request.url().includes('/api/videos/search')) searches.push(request.url());
    });
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('does nothing for an empty query', async () => {
    await page.goto(`${app.url}/api`);
    await page.getByRole('heading', { name: 'Video search', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByLabel('Search videos').fill('   ');
    await page.keyboard.press('Enter');
    // A search would start in the same task as the key press; two frames later its request is seen.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(searches).toEqual([]);
    expect(page.url()).toBe(`${app.url}/api`);
  });

  it("searches 'git', shows results from the catalogue, plays a chosen video at the top, and keeps it all on reload", async () => {
    await page.getByLabel('Search videos').fill('git');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const results = page.getByRole('list', { name: 'Videos' }).getByRole('button');
    await results.first().waitFor();
    const count = await results.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(10);
    expect(await page.getByText(/Results from our own catalogue/).isVisible()).toBe(true);
    expect(searches).toHaveLength(1);

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const title = (await results.nth(count - 1).textContent())!.trim();
    await results.nth(count - 1).click();
    const player = page.getByRole('region', { name: 'Player' }).getByTitle(/^YouTube video: /);
    await player.waitFor();
    expect(await player.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}$/);
    await page.waitForFunction(() => window.scrollY === 0);
    expect(page.url()).toMatch(/\/api\?q=git&v=[\w-]{11}$/);
    expect(await page.getByRole('region', { name: 'Player' }).getByText(title, { exact: true }).isVisible()).toBe(true);

    await page.reload();
    await player.waitFor();
    // The player shows from the URL at once; the results arrive with the search, so wait for them.
    await page.getByRole('button', { name: title, pressed: true }).waitFor();
    expect(await page.getByLabel('Search videos').inputValue()).toBe('git');
    expect(await page.getByRole('list', { name: 'Videos' }).getByRole('button').count()).toBe(count);
    expect(await page.getByRole('button', { name: title, pressed: true }).count()).toBe(1);
    expect(await page.getByRole('region', { name: 'Player' }).getByText(title, { exact: true }).isVisible()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('logs the spec message and shows a short one when the search fails', async () => {
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    await page.route('**/api/videos/search?*', (route) =>
      route.fulfill({
        status: 502,
        contentType: 'application/json',
        body: '{"code":"video_search_unavailable","message":"Video search is not available right now. Please try again later."}',
      }),
    );
    try {
      await page.goto(`${app.url}/api?q=unreachable`);
      await page.getByText('Video search is not available right now. Please try again later.').waitFor();
      expect(logged.some((text) => text.includes('Error fetching YouTube videos'))).toBe(true);
    } finally {
      await page.unroute('**/api/videos/search?*');
    }
  });

  it('Talko answers a question with DevOps resources, keeps the chat for the session, and passes axe', async () => {
    const errorsSeen: string[] = [];
    page.on('pageerror', (error) => errorsSeen.push(error.message));
    // (asserted empty at the end: a crash in the chat would otherwise look like a slow answer)
    await page.goto(`${app.url}/chatbot`);
    await page.getByRole('heading', { name: 'Talko', exact: true }).waitFor();
    expect(await page.getByText(/search-based assistant/).isVisible()).toBe(true);
    await page.getByLabel('Your question for Talko').fill('how do I learn docker');
    await page.keyboard.press('Enter');
    const log = page.getByRole('log', { name: 'Conversation' });
    await log.getByRole('link', { name: 'DevOps' }).first().waitFor();
    expect(await log.getByText('how do I learn docker', { exact: true }).isVisible()).toBe(true);

    await page.getByLabel('Your question for Talko').fill('qwxz zzkj');
    await page.getByRole('button', { name: 'Send' }).click();
    await log.getByText(/I don't know that yet/).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.goto(`${app.url}/`);
    await page.goto(`${app.url}/chatbot`);
    await page.getByRole('log', { name: 'Conversation' }).getByText('how do I learn docker', { exact: true }).waitFor();
    expect(errorsSeen).toEqual([]);
  });

  it('opens Talko from the floating menu', async () => {
    await page.goto(`${app.url}/explore`);
    await page.getByRole('button', { name: 'Show shortcuts' }).click();
    await page.getByRole('link', { name: 'Talko chatbot' }).click();
    await page.waitForURL(`${app.url}/chatbot`);
  });
});
