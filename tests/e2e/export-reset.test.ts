import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '#server/content/load-catalogue.js';
import { typedCatalogue } from '#server/content/typed-catalogue.js';
import { NOTE_MESSAGES } from '#shared/api/notes.js';
import { downloadedText, seriousA11yViolations } from '#harness/browser.js';
import { useSignedInSuite } from '#harness/signed-in-suite.js';

const content = typedCatalogue(await loadCatalogue('content'));
const backend = content.topics.find((topic) => topic.slug === 'backend')!;
const total = backend.sections.reduce((sum, section) => sum + section.links.length, 0);
const firstLink = backend.sections[0]!.links[0]!;
const NOTE = 'HTTP/2 multiplexes requests over one connection.';

describe('download my data and reset progress in Chromium', () => {
  const suite = useSignedInSuite();
  const progressBar = () => suite.page.getByRole('progressbar', { name: `Your progress on ${backend.title}` });

  it('ticks two links and writes a note on the backend page', async () => {
    const { page } = suite;
    await page.goto(`${suite.app.url}/backend`);
    await page.locator('.topic-sections .accordion__button').first().click();
    const boxes = page.getByRole('checkbox', { name: /^Done/ });
    for (let i = 0; i < 2; i += 1) {
      await boxes.nth(i).click();
      await expect.poll(() => boxes.nth(i).isChecked()).toBe(true);
    }
    await expect.poll(() => progressBar().getAttribute('value')).toBe('2');
    await page.getByRole('button', { name: new RegExp(`^Add note\\W+${firstLink.title}$`) }).click();
    await page.getByLabel(`Your note on ${firstLink.title}`).fill(NOTE);
    await page.getByRole('status').getByText(NOTE_MESSAGES.saved, { exact: true }).waitFor();
  });

  it('downloads both files from the account page: JSON with the note, Markdown that reads', async () => {
    const { page } = suite;
    await page.goto(`${suite.app.url}/account`);
    await page.getByRole('heading', { name: 'My account', level: 1 }).waitFor();
    const download = async (name: string) => {
      const [file] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('region', { name: 'Download my data' }).getByRole('link', { name, exact: true }).click(),
      ]);
      return { name: file.suggestedFilename(), text: await downloadedText(file) };
    };
    const json = await download('Download my data');
    expect(json.name).toMatch(/^studyhub-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(json.text) as { sections: { notes: Array<{ text: string }>; progress: unknown[] } };
    expect(data.sections.notes.map((note) => note.text)).toEqual([NOTE]);
    expect(data.sections.progress).toHaveLength(2);
    const markdown = await download('Download as Markdown');
    expect(markdown.name).toMatch(/^studyhub-data-\d{4}-\d{2}-\d{2}\.md$/);
    expect(markdown.text).toContain('## Notes');
    expect(markdown.text).toContain(`> ${NOTE}`);
    // No escape in plain words (the note's '/' and '.', the titles' '-'): Markdown reads them as they are.
    expect(markdown.text).not.toMatch(/\\[A-Za-z0-9.@/_-]/);
    expect(markdown.text).toContain(`### ${backend.title} (2 done)`);
    expect(markdown.text).toContain(`- [x] [${firstLink.title}](<${firstLink.url}>)`);
  });

  it("resets a page's progress after a confirmation that names what is cleared; axe finds nothing serious in the dialog", async () => {
    const { page } = suite;
    await page.goto(`${suite.app.url}/backend`);
    await expect.poll(() => progressBar().getAttribute('value')).toBe('2');
    const opener = page.getByRole('button', { name: 'Reset progress' });
    const dialog = page.getByRole('dialog', { name: `Reset your progress on ${backend.title}?` });
    const focusedText = () => page.evaluate(() => document.activeElement?.textContent);
    // Cancel has focus; Escape closes the dialog, clears nothing and gives focus back to the button.
    await opener.click();
    await dialog.waitFor();
    expect(await focusedText()).toBe('Cancel');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.className)).toContain('reset-progress__button');
    expect(await progressBar().getAttribute('value')).toBe('2');
    await opener.click();
    await dialog.waitFor();
    expect(await dialog.getByText('This clears the 2 links you marked done on', { exact: false }).textContent()).toBe(
      `This clears the 2 links you marked done on ${backend.title}. Your saved items and notes stay.`,
    );
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe(colorScheme);
      expect(await seriousA11yViolations(page)).toEqual([]);
    }
    await page.emulateMedia({ colorScheme: 'light' });
    await dialog.getByRole('button', { name: 'Reset progress' }).click();
    await page.getByRole('status').getByText(`Progress on ${backend.title} was reset (2 links cleared).`).waitFor();
    await expect.poll(() => progressBar().getAttribute('value')).toBe('0');
    await page.reload();
    await page.getByRole('heading', { name: backend.title, level: 1 }).waitFor();
    await expect.poll(() => progressBar().getAttribute('value')).toBe('0');
    expect(await page.getByText(`0 / ${total} done`).isVisible()).toBe(true);
    // The note stays.
    await page.locator('.topic-sections .accordion__button').first().click();
    await page.locator('.item-note__text').filter({ hasText: NOTE }).waitFor();
  });
});
