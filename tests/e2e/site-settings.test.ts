import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousA11yViolations } from '#harness/browser.js';
import { signedInMaintainer } from './support/maintainer.js';
import { useSignedInSuite } from '#harness/signed-in-suite.js';

const LINKEDIN = 'https://www.linkedin.com/company/studyhub-example';
const NO_ACCOUNTS = /^StudyHub has no official accounts on these services yet\./;
const CONFLICT =
  'The site settings changed since you opened them. Reload them to see the other change, then make yours again.';

describe('site settings in /maintain: the contact channels and footer links, in Chromium', () => {
  const suite = useSignedInSuite();

  /** A new account with the maintainer role, on /maintain in a browser context of its own. */
  async function maintainerOnConsole(name: string): Promise<{ page: Page; email: string }> {
    const { maintainer: page, email } = await signedInMaintainer(suite, name);
    await page.goto(`${suite.app.url}/maintain`);
    await page.getByRole('heading', { name: 'Site settings', level: 2 }).waitFor();
    return { page, email };
  }

  it('a maintainer adds the LinkedIn address; Contact and the footer link it; a stale second save is refused, nothing lost', async () => {
    // Before any address is set, Contact says there are no official accounts yet.
    const student = suite.page;
    await student.goto(`${suite.app.url}/contact`);
    await student.getByText(NO_ACCOUNTS).waitFor();
    expect(await student.getByRole('button', { name: /Instagram/ }).getAttribute('aria-describedby')).toBe(
      'channels-note',
    );

    const first = await maintainerOnConsole('meera');
    const second = await maintainerOnConsole('arjun');
    try {
      const { page } = first;
      await page.getByText('Nobody has saved these yet: they come from content/contact.yaml.').waitFor();
      const linkedIn = page.getByLabel('LinkedIn address');
      await linkedIn.fill('http://www.linkedin.com/company/studyhub-example');
      await page.getByRole('button', { name: 'Save settings' }).click();
      await page.getByText('Enter an https:// address, or leave it empty until the account exists.').waitFor();
      expect(await linkedIn.getAttribute('aria-invalid')).toBe('true');
      expect(await linkedIn.inputValue()).toBe('http://www.linkedin.com/company/studyhub-example');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.emulateMedia({ colorScheme: 'dark' });
      expect(await seriousA11yViolations(page)).toEqual([]);

      await linkedIn.fill(LINKEDIN);
      await page.getByRole('button', { name: 'Save settings' }).click();
      await page
        .getByRole('status')
        .getByText('Site settings saved. The Contact page and the footer show them now.')
        .waitFor();
      await page.getByText(`Last saved by ${first.email}`).waitFor();
      // The row names the maintainer (the e-mail beside the name) and the action.
      await page
        .getByRole('list', { name: 'Audit log' })
        .getByRole('listitem')
        .filter({ hasText: `(${first.email}) edit-site-settings` })
        .waitFor();

      // The second maintainer opened the console before that save: their save is refused, their typing stays.
      const instagram = second.page.getByLabel('Instagram address');
      await instagram.fill('https://www.instagram.com/studyhub.example');
      await second.page.getByRole('button', { name: 'Save settings' }).click();
      await second.page.getByRole('alert').getByText(CONFLICT).waitFor();
      expect(await instagram.inputValue()).toBe('https://www.instagram.com/studyhub.example');
      await second.page.getByRole('button', { name: 'Reload the settings' }).click();
      await second.page.getByText(`Last saved by ${first.email}`).waitFor();
      expect(await second.page.getByLabel('LinkedIn address').inputValue()).toBe(LINKEDIN);
      expect(await instagram.inputValue()).toBe('');
    } finally {
      await first.page.context().close();
      await second.page.context().close();
    }

    await student.goto(`${suite.app.url}/contact`);
    const channels = student.getByRole('region', { name: 'Find us online' });
    const link = channels.getByRole('link', { name: /LinkedIn/ });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(LINKEDIN);
    expect(await channels.getByRole('button', { name: /Instagram/ }).isDisabled()).toBe(true);
    // With one account set, the sentence would be false: it is gone, and nothing points at it.
    expect(await student.getByText(NO_ACCOUNTS).count()).toBe(0);
    expect(await channels.getByRole('button', { name: /Instagram/ }).getAttribute('aria-describedby')).toBeNull();
    const footer = student.getByRole('contentinfo');
    expect(await footer.getByRole('link', { name: /LinkedIn/ }).getAttribute('href')).toBe(LINKEDIN);
  });
});
