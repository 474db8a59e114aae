import { describe, expect, it } from 'vitest';
import { NOTE_MESSAGES } from '#shared/api/notes.js';
import { seriousA11yViolations } from '#harness/browser.js';
import { devops, link, named, section } from './support/note-target.js';
import { useSignedInSuite } from '#harness/signed-in-suite.js';

const NOTE = 'Revise the layer cache before the quiz.\nCheat sheet: https://docs.docker.com/get-started/';

describe('notes in Chromium', () => {
  const suite = useSignedInSuite();

  it('writes a note on a study link, saves it, and still shows it after a reload', async () => {
    const { page } = suite;
    await page.goto(`${suite.app.url}/devops`);
    await page.getByRole('button', { name: section.title }).click();
    await page.getByRole('button', { name: named('Add note', link.title) }).click();
    await page.getByLabel(`Your note on ${link.title}`).fill(NOTE);
    await page.getByRole('status').getByText(NOTE_MESSAGES.saved, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Save and close' }).click();
    await page.getByRole('button', { name: named('Edit note', link.title) }).waitFor();

    await page.reload();
    await page.getByRole('heading', { name: devops.title, level: 1 }).waitFor();
    await page.getByRole('button', { name: section.title }).click();
    const note = page.locator('.item-note__text').filter({ hasText: 'Revise the layer cache' });
    await note.waitFor();
    expect(await note.innerText()).toBe(NOTE);
    expect(await note.getByRole('link', { name: 'https://docs.docker.com/get-started/' }).getAttribute('href')).toBe(
      'https://docs.docker.com/get-started/',
    );
  });

  it('finds the note with Ctrl+K (a typo forgiven) and opens the link it is on', async () => {
    const { page } = suite;
    await page.goto(`${suite.app.url}/explore`);
    await page.getByRole('heading', { name: 'Explore New Skills' }).waitFor();
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox', { name: /Search topics, links/ }).fill('layre cache');
    const group = page.getByRole('group', { name: 'My notes' });
    const option = group.getByRole('option').first();
    await option.waitFor();
    expect(await option.textContent()).toContain(link.title);
    await option.click();
    await page.waitForURL(/\/devops#link-devops-/);
    await page.locator('.is-hash-target').waitFor({ state: 'visible' });
  });

  it('lists the note on /notes by page, with its item linking to it; no serious axe problem in either theme', async () => {
    const { page } = suite;
    await page.goto(`${suite.app.url}/notes`);
    await page.getByRole('heading', { name: 'My notes', level: 1 }).waitFor();
    const pageSection = page.getByRole('region', { name: /DevOps/ });
    await pageSection.getByRole('link', { name: link.title }).waitFor();
    expect(await pageSection.getByText('Revise the layer cache', { exact: false }).isVisible()).toBe(true);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe(colorScheme);
      expect(await seriousA11yViolations(page)).toEqual([]);
    }
    await page.emulateMedia({ colorScheme: 'light' });
    await pageSection.getByRole('link', { name: link.title }).click();
    await page.waitForURL(/\/devops#link-devops-/);
  });
});
