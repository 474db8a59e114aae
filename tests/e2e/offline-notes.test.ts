import { describe, expect, it } from 'vitest';
import en from '#web/lib/i18n/catalogues/en.json' with { type: 'json' };
import { signedInPage } from '#harness/browser.js';
import { devops, link, named, section } from './support/note-target.js';
import { controlledBySw, waitingOnDevice } from './support/offline.js';
import { useAppAndBrowser } from '#harness/signed-in-suite.js';

const NOTE = 'Written on the train without a signal.';

describe('offline: a note written without a connection goes through the outbox', () => {
  const suite = useAppAndBrowser();

  it('keeps the note on the device offline, sends it once online, and shows it after a reload', async () => {
    const page = await signedInPage(suite.browser, suite.app);
    const context = page.context();
    try {
      await controlledBySw(page);
      await page.goto(`${suite.app.url}/devops`);
      await page.getByRole('button', { name: section.title }).click();
      const add = page.getByRole('button', { name: named('Add note', link.title) });
      // Usable once the note widget has arrived (after the page's first paint) with the notes it read.
      await expect.poll(() => add.isEnabled(), { timeout: 10_000 }).toBe(true);
      await page.waitForLoadState('networkidle');

      await context.setOffline(true);
      await add.click();
      await page.getByLabel(`Your note on ${link.title}`).fill(NOTE);
      await page.getByRole('status').getByText(en['items.noteKeptOffline'], { exact: true }).waitFor();
      // Shown at once, and still there after a reload without a connection (it waits on the device).
      await page.getByRole('button', { name: 'Save and close' }).click();
      const shown = page.locator('.item-note__text').filter({ hasText: NOTE });
      await shown.waitFor();
      await page.reload();
      await page.getByRole('heading', { name: devops.title, level: 1 }).waitFor();
      await page.getByRole('button', { name: section.title }).click();
      await shown.waitFor();
      expect(await waitingOnDevice(page, 'notes')).toBe(1);

      await context.setOffline(false);
      await expect
        .poll(async () => {
          const answer = (await (await page.request.get(`${suite.app.url}/api/notes`)).json()) as {
            notes: { itemId: string; text: string }[];
          };
          return answer.notes.map((note) => note.text);
        })
        .toEqual([NOTE]);

      await page.reload();
      await page.getByRole('heading', { name: devops.title, level: 1 }).waitFor();
      await page.getByRole('button', { name: section.title }).click();
      const note = page.locator('.item-note__text').filter({ hasText: NOTE });
      await note.waitFor();
      expect(await note.innerText()).toBe(NOTE);
      // Nothing waits on the device any more.
      expect(await waitingOnDevice(page, 'notes')).toBe(0);
    } finally {
      await context.close();
    }
  });
});
