// @module-tag database: its screens read or write the database, so CI runs it on PostgreSQL too.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '#harness/production-server.js';
import { smtpEnv, startSmtpServer, type LocalSmtpServer } from '#tests/support/smtp.js';
import type { AppServer } from '#harness/app-server.js';
import { downloadedText, seriousA11yViolations, signInThroughApi, signInThroughForm } from '#harness/browser.js';
import { closeSuite, startAppAndBrowser } from '#harness/signed-in-suite.js';

const PASSWORD = 'account page passphrase';

describe('the account page in Chromium', () => {
  let smtp: LocalSmtpServer;
  let app: AppServer;
  let browser: Browser;
  let n = 0;

  /** A fresh account signed in through the API, its page on /account reached from the navbar menu (opened directly on a phone). */
  async function accountPage(
    colorScheme: 'light' | 'dark' = 'light',
    options: { email?: string; width?: number } = {},
  ): Promise<{ page: Page; email: string }> {
    n += 1;
    const email = options.email ?? `account${n}-${Date.now()}@example.com`;
    await app.services.auth.createPasswordUser(email, `Account Owner ${n}`, PASSWORD);
    const viewport = options.width ? { width: options.width, height: 740 } : undefined;
    const context = await browser.newContext({ colorScheme, acceptDownloads: true, viewport });
    const page = await signInThroughApi(context, app.url, email, PASSWORD);
    if (options.width) {
      await page.goto(`${app.url}/account`);
    } else {
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('button', { name: 'Explore More' }).click();
      await nav.getByRole('link', { name: 'My account' }).click();
      await page.waitForURL(`${app.url}/account`);
    }
    await page.getByRole('heading', { name: 'My account', level: 1 }).waitFor();
    await page.getByText(email).waitFor();
    return { page, email };
  }

  beforeAll(async () => {
    smtp = await startSmtpServer();
    const port = await freePort();
    ({ app, browser } = await startAppAndBrowser({ ...smtpEnv(smtp), PUBLIC_URL: `http://127.0.0.1:${port}` }, port));
  });
  afterAll(async () => {
    await closeSuite({ app, browser });
    await smtp?.stop();
  });

  it.each(['light', 'dark'] as const)(
    'shows name, e-mail and verification, with no serious accessibility problem (%s)',
    async (theme) => {
      const { page } = await accountPage(theme);
      expect(await page.getByText('Not verified').isVisible()).toBe(true);
      await page.getByRole('button', { name: 'Resend verification e-mail' }).click();
      await page
        .getByRole('status')
        .getByText(/We sent a new confirmation link/)
        .waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
    },
  );

  it('a long e-mail address on a 360 px phone wraps only before its "@" or a ".", never inside a word', async () => {
    const email = `priya.sharma.frontend-developer-${Date.now()}@students.example.in`;
    const { page } = await accountPage('light', { email, width: 360 });
    const address = page.getByTitle(email);
    expect(await address.textContent()).toBe(email);
    const layout = await address.evaluate((element) => {
      // Each piece between break chances is one inline element: its boxes' tops are the lines it is on.
      const pieces = [...element.querySelectorAll(':scope > span')];
      const lines = pieces.map((piece) => new Set([...piece.getClientRects()].map((box) => Math.round(box.top))).size);
      const tops = new Set(pieces.map((piece) => Math.round(piece.getBoundingClientRect().top)));
      return { lines, rows: tops.size, scrolls: document.documentElement.scrollWidth > window.innerWidth };
    });
    expect(layout.lines.every((count) => count === 1)).toBe(true);
    expect(layout.rows).toBeGreaterThan(1);
    expect(layout.scrolls).toBe(false);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('downloads my data as JSON', async () => {
    const { page, email } = await accountPage();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('region', { name: 'Download my data' }).getByRole('link', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^studyhub-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await downloadedText(download));
    expect(data).toMatchObject({
      format: 'studyhub-account-export',
      profile: { email, emailVerified: false },
      sections: { progress: [], savedItems: [], pushSubscriptions: [], reports: [] },
    });
  });

  it('changes the password with the current one', async () => {
    const { page, email } = await accountPage();
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByLabel('New password (at least 8 characters)').fill('a changed passphrase');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByRole('status').getByText('Your password was changed.').waitFor();
    const user = await app.services.users.findByEmail(email);
    expect(user?.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('deletes the account: back at /signin, and the old password is refused', async () => {
    const { page, email } = await accountPage();
    // The copy is offered where the deletion is, and the text names the notes too.
    const deletion = page.getByRole('form', { name: 'Delete my account' });
    await deletion.getByText(/your progress, saved items, notes, study reminder/).waitFor();
    const copies = deletion.getByRole('group', { name: /^Keep a copy first/ });
    expect(await copies.getByRole('link', { name: 'Download my data' }).getAttribute('href')).toBe(
      '/api/account/export',
    );
    expect(await copies.getByRole('link', { name: 'Download as Markdown' }).getAttribute('href')).toBe(
      '/api/account/export?format=markdown',
    );
    await page.getByLabel('Your password').fill('not my password');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByRole('alert').getByText('That password is not right.').waitFor();
    await page.getByLabel('Your password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByRole('dialog').getByText('Account deleted').waitFor();
    await page.waitForURL(`${app.url}/signin`);
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();

    await signInThroughForm(page, app.url, email, PASSWORD);
    await page.getByRole('dialog').getByText('Sorry, Email ID Not Registered.').waitFor();
    expect(await app.services.users.findByEmail(email)).toBeUndefined();
  });
});
