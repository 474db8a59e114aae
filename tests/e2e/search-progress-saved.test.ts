import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../src/server/content/load-catalogue.js';
import { typedCatalogue } from '../../src/server/content/typed-catalogue.js';
import { startAppServer, type AppServer } from './support/app-server.js';
import { launchBrowser, seriousA11yViolations, signedInPage } from './support/browser.js';

const content = typedCatalogue(await loadCatalogue('content'));
const backend = content.topics.find((topic) => topic.slug === 'backend')!;
const backendTotal = backend.sections.reduce((sum, section) => sum + section.links.length, 0);

describe('search everything, progress and saved items in Chromium', () => {
  let app: AppServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    [app, browser] = await Promise.all([startAppServer(), launchBrowser()]);
    page = await signedInPage(browser, app);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('Ctrl+K opens the palette; typing, arrows and Enter land on the item, scrolled to and highlighted', async () => {
    await page.goto(`${app.url}/explore`);
    await page.getByRole('heading', { name: 'Explore New Skills' }).waitFor();
    await page.keyboard.press('Control+k');
    const input = page.getByRole('combobox', { name: /Search topics, links/ });
    await input.waitFor();
    await input.fill('hacktoberfest');
    const options = page.getByRole('option');
    await options.first().waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    expect(await options.first().getAttribute('aria-selected')).toBe('true');
    expect(await options.first().textContent()).toMatch(/Hacktoberfest/i);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/hackathon#hackathon-/);
    const target = page.locator('.is-hash-target');
    await target.waitFor();
    expect(await target.textContent()).toMatch(/Hacktoberfest/i);
    expect(await page.evaluate(() => document.activeElement?.id)).toMatch(/^hackathon-/);
  });

  it('Escape closes the palette, the navbar button opens it, and a study link result opens its section', async () => {
    await page.getByRole('button', { name: 'Search everything' }).click();
    const input = page.getByRole('combobox', { name: /Search topics, links/ });
    await input.fill('reakt');
    await page.getByRole('option').first().waitFor();
    await page.keyboard.press('Escape');
    expect(await input.isVisible()).toBe(false);

    await page.keyboard.press('Control+k');
    await input.fill('docker compose samples');
    const option = page.getByRole('option', { name: /Docker Compose/ }).first();
    await option.waitFor();
    await option.click();
    await page.waitForURL(/#link-/);
    const target = page.locator('.is-hash-target');
    await target.waitFor({ state: 'visible' });
    expect(await target.locator('.resource-link').textContent()).toMatch(/Docker Compose/i);
    expect(await page.evaluate(() => document.activeElement?.id === decodeURIComponent(location.hash.slice(1)))).toBe(true);
  });

  it('shows the same results on /search?q=', async () => {
    await page.goto(`${app.url}/search?q=intern`);
    await page.getByRole('heading', { name: 'Internships', level: 2 }).waitFor();
    const groups = await page.locator('.search-group h2').allTextContents();
    expect(groups[0]).toBe('Internships');
  });

  it('ticks three links; after a reload the progress bar shows 3 / N, and Home offers Continue learning', async () => {
    await page.goto(`${app.url}/backend`);
    const buttons = page.locator('.topic-sections .accordion__button');
    await buttons.first().click();
    const boxes = page.getByRole('checkbox', { name: /^Done/ });
    await boxes.first().waitFor();
    for (let i = 0; i < 3; i += 1) {
      await boxes.nth(i).click();
      await expect.poll(() => boxes.nth(i).isChecked()).toBe(true);
    }
    const bar = page.getByRole('progressbar', { name: `Your progress on ${backend.title}` });
    await expect.poll(() => bar.getAttribute('value')).toBe('3');
    await page.waitForLoadState('networkidle');

    await page.reload();
    await page.getByRole('heading', { name: backend.title, level: 1 }).waitFor();
    await expect.poll(() => page.getByRole('progressbar', { name: `Your progress on ${backend.title}` }).getAttribute('value')).toBe('3');
    expect(await page.getByText(`3 / ${backendTotal} done`).isVisible()).toBe(true);
    await page.locator('.topic-sections .accordion__button').first().click();
    expect(await page.getByRole('checkbox', { name: /^Done/ }).nth(0).isChecked()).toBe(true);

    await page.goto(`${app.url}/`);
    const strip = page.getByRole('region', { name: 'Continue learning' }).or(page.locator('section[aria-labelledby="continue-heading"]'));
    await strip.getByRole('link', { name: new RegExp(backend.title) }).waitFor();
    expect(await strip.getByText(`3 / ${backendTotal} done`).isVisible()).toBe(true);
  });

  it('saves a book, lists it on /saved, and removes it', async () => {
    const book = content.books[0]!;
    await page.goto(`${app.url}/books`);
    const save = page.getByRole('button', { name: new RegExp(`^Save\\W+${book.title}$`) });
    await save.scrollIntoViewIfNeeded();
    await save.click();
    await expect.poll(() => page.getByRole('button', { name: new RegExp(`^Saved\\W+${book.title}$`) }).getAttribute('aria-pressed')).toBe('true');
    await page.waitForLoadState('networkidle');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Features' }).click();
    await page.getByRole('link', { name: 'Saved', exact: true }).click();
    await page.waitForURL(`${app.url}/saved`);
    const books = page.locator('section[aria-labelledby="saved-book"]');
    await books.getByRole('link', { name: book.title }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await books.getByRole('button', { name: `Remove ${book.title}` }).click();
    await page.getByText(/Nothing saved yet/).waitFor();
    await page.reload();
    await page.getByText(/Nothing saved yet/).waitFor();
  });
});
