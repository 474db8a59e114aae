import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MAINTAIN_MESSAGES } from '#shared/api/maintain.js';
import { seriousA11yViolations } from '#harness/browser.js';
import { signedInMaintainer } from './support/maintainer.js';
import { useSignedInSuite } from '#harness/signed-in-suite.js';

const LISTING = 'Hacktoberfest';
const FIRST = 'Hacktoberfest (every October)';
const SECOND = 'Hacktoberfest by DigitalOcean';

/** Opens /maintain and the edit form of the listing titled `title`. */
async function openEditForm(page: Page, url: string, title: string) {
  await page.goto(`${url}/maintain`);
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title, exact: true }) });
  await row.getByRole('button', { name: /^Edit/ }).click();
  const form = page.getByRole('form', { name: `Edit ${title}` });
  await form.getByLabel('Title *').waitFor();
  return form;
}

describe('editing a published listing in /maintain: in Chromium', () => {
  const suite = useSignedInSuite();

  it("saves a maintainer's edit to the listing page; a save from an outdated copy is refused and keeps the typing", async () => {
    const first = await signedInMaintainer(suite);
    const second = await signedInMaintainer(suite);
    try {
      // Both maintainers open the same listing at the same version.
      const firstForm = await openEditForm(first.maintainer, suite.app.url, LISTING);
      const secondForm = await openEditForm(second.maintainer, suite.app.url, LISTING);
      expect(await firstForm.getByLabel('Description *').inputValue()).toContain('open source');
      // A hackathon's form has no organiser or stipend: its card has neither.
      expect(await firstForm.getByLabel('Organiser *').count()).toBe(0);
      expect(await seriousA11yViolations(first.maintainer)).toEqual([]);

      await firstForm.getByLabel('Title *').fill(FIRST);
      await firstForm.getByRole('button', { name: /^Save changes/ }).click();
      await first.maintainer.getByRole('status').getByText(`Saved: ${FIRST}.`).waitFor();
      await first.maintainer.getByRole('table').getByRole('rowheader', { name: FIRST }).waitFor();
      expect(await firstForm.count()).toBe(0);

      await secondForm.getByLabel('Title *').fill(SECOND);
      await secondForm.getByLabel('Who can apply *').fill('Anyone with a GitHub or GitLab account');
      await secondForm.getByRole('button', { name: /^Save changes/ }).click();
      await secondForm.getByRole('alert').getByText(MAINTAIN_MESSAGES.versionConflict).waitFor();
      expect(MAINTAIN_MESSAGES.versionConflict).toContain('changed since you opened it');
      // Nothing the second maintainer typed is lost while they read the message.
      expect(await secondForm.getByLabel('Title *').inputValue()).toBe(SECOND);
      expect(await secondForm.getByLabel('Who can apply *').inputValue()).toBe(
        'Anyone with a GitHub or GitLab account',
      );
      expect(await seriousA11yViolations(second.maintainer)).toEqual([]);
      // The open form with its conflict message, in the dark theme too.
      await second.maintainer.emulateMedia({ colorScheme: 'dark' });
      expect(await seriousA11yViolations(second.maintainer)).toEqual([]);

      // On request the form shows the newer copy: the first maintainer's title.
      await secondForm.getByRole('button', { name: 'Load the newer copy' }).click();
      await expect.poll(() => secondForm.getByLabel('Title *').inputValue()).toBe(FIRST);
      expect(await secondForm.getByRole('alert').count()).toBe(0);
    } finally {
      await first.maintainer.context().close();
      await second.maintainer.context().close();
    }

    const student = suite.page;
    await student.goto(`${suite.app.url}/hackathon`);
    await student.getByRole('heading', { name: FIRST }).waitFor();
    expect(await student.getByRole('heading', { name: SECOND }).count()).toBe(0);
  });
});
