// @module-tag database: its screens read or write the database, so CI runs it on PostgreSQL too.
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '#server/content/load-catalogue.js';
import { typedCatalogue } from '#server/content/typed-catalogue.js';
import { hydrated, seriousA11yViolations } from '#harness/browser.js';
import { useSignedInSuite } from '#harness/signed-in-suite.js';
import { fragmentTarget, sectionButtons, studyLinks } from './support/locators.js';

const content = typedCatalogue(await loadCatalogue('content'));
const backend = content.topics.find((topic) => topic.slug === 'backend')!;
const backendTotal = backend.sections.reduce((sum, section) => sum + section.links.length, 0);

describe('search everything, progress and saved items in Chromium', () => {
  const suite = useSignedInSuite();

  it('Ctrl+K opens the palette; typing, arrows and Enter land on the item, scrolled to and highlighted', async () => {
    await suite.page.goto(`${suite.app.url}/explore`);
    await suite.page.getByRole('heading', { name: 'Explore New Skills' }).waitFor();
    // The shortcut is the app's: it listens once the server's HTML is hydrated.
    await hydrated(suite.page);
    await suite.page.keyboard.press('Control+k');
    const input = suite.page.getByRole('combobox', { name: /Search topics, links/ });
    await input.waitFor();
    await input.fill('hacktoberfest');
    const options = suite.page.getByRole('option');
    await options.first().waitFor();
    expect(await seriousA11yViolations(suite.page)).toEqual([]);
    await suite.page.keyboard.press('ArrowDown');
    await suite.page.keyboard.press('ArrowUp');
    expect(await options.first().getAttribute('aria-selected')).toBe('true');
    expect(await options.first().textContent()).toMatch(/Hacktoberfest/i);
    await suite.page.keyboard.press('Enter');
    await suite.page.waitForURL(/\/hackathon#hackathon-/);
    const target = fragmentTarget(suite.page);
    await target.waitFor();
    expect(await target.textContent()).toMatch(/Hacktoberfest/i);
    expect(await suite.page.evaluate(() => document.activeElement?.id)).toMatch(/^hackathon-/);
  });

  it('Escape closes the palette, the navbar button opens it, and a study link result opens its section', async () => {
    await suite.page.getByRole('button', { name: 'Search everything' }).click();
    const input = suite.page.getByRole('combobox', { name: /Search topics, links/ });
    await input.fill('reakt');
    await suite.page.getByRole('option').first().waitFor();
    await suite.page.keyboard.press('Escape');
    expect(await input.isVisible()).toBe(false);

    await suite.page.keyboard.press('Control+k');
    await input.fill('docker compose samples');
    const option = suite.page
      .getByRole('group', { name: 'Study links' })
      .getByRole('option', { name: /Docker Compose/ })
      .first();
    await option.waitFor();
    await option.click();
    await suite.page.waitForURL(/#link-/);
    const target = fragmentTarget(suite.page);
    await target.waitFor({ state: 'visible' });
    expect(await studyLinks(target).textContent()).toMatch(/Docker Compose/i);
    expect(
      await suite.page.evaluate(() => document.activeElement?.id === decodeURIComponent(location.hash.slice(1))),
    ).toBe(true);
  });

  it('shows the same results on /search?q=', async () => {
    await suite.page.goto(`${suite.app.url}/search?q=intern`);
    await suite.page.getByRole('heading', { name: 'Internships', level: 2 }).waitFor();
    const groups = await suite.page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
    expect(groups[0]).toBe('Internships');
  });

  it('ticks three links; after a reload the progress bar shows 3 / N, and Home offers Continue learning', async () => {
    await suite.page.goto(`${suite.app.url}/backend`);
    const buttons = sectionButtons(suite.page);
    await buttons.first().click();
    const boxes = suite.page.getByRole('checkbox', { name: /^Done/ });
    await boxes.first().waitFor();
    for (let i = 0; i < 3; i += 1) {
      await boxes.nth(i).click();
      await expect.poll(() => boxes.nth(i).isChecked()).toBe(true);
    }
    const bar = suite.page.getByRole('progressbar', { name: `Your progress on ${backend.title}` });
    await expect.poll(() => bar.getAttribute('value')).toBe('3');
    await suite.page.waitForLoadState('networkidle');

    await suite.page.reload();
    await suite.page.getByRole('heading', { name: backend.title, level: 1 }).waitFor();
    await expect
      .poll(() =>
        suite.page.getByRole('progressbar', { name: `Your progress on ${backend.title}` }).getAttribute('value'),
      )
      .toBe('3');
    expect(await suite.page.getByText(`3 / ${backendTotal} done`).isVisible()).toBe(true);
    await sectionButtons(suite.page).first().click();
    expect(await suite.page.getByRole('checkbox', { name: /^Done/ }).nth(0).isChecked()).toBe(true);

    await suite.page.goto(`${suite.app.url}/`);
    const strip = suite.page
      .getByRole('region', { name: 'Continue learning' })
      .or(suite.page.locator('section.continue-learning:visible'));
    await strip.getByRole('link', { name: new RegExp(backend.title) }).waitFor();
    expect(await strip.getByText(`3 / ${backendTotal} done`).isVisible()).toBe(true);
  });

  it('saves a book, lists it on /saved, and removes it', async () => {
    const book = content.books[0]!;
    await suite.page.goto(`${suite.app.url}/books`);
    const save = suite.page.getByRole('button', { name: new RegExp(`^Save\\W+${book.title}$`) });
    await save.scrollIntoViewIfNeeded();
    await save.click();
    await expect
      .poll(() =>
        suite.page.getByRole('button', { name: new RegExp(`^Saved\\W+${book.title}$`) }).getAttribute('aria-pressed'),
      )
      .toBe('true');
    await suite.page.waitForLoadState('networkidle');

    await suite.page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Features' }).click();
    await suite.page.getByRole('link', { name: 'Saved', exact: true }).click();
    await suite.page.waitForURL(`${suite.app.url}/saved`);
    const books = suite.page.locator('section[aria-labelledby="saved-book"]');
    await books.getByRole('link', { name: book.title }).waitFor();
    expect(await seriousA11yViolations(suite.page)).toEqual([]);
    await books.getByRole('button', { name: `Remove ${book.title}` }).click();
    await suite.page.getByText(/Nothing saved yet/).waitFor();
    await suite.page.reload();
    await suite.page.getByText(/Nothing saved yet/).waitFor();
  });
});
