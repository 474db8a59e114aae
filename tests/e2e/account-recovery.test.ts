// @module-tag database: its screens read or write the database, so CI runs it on PostgreSQL too.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '#harness/production-server.js';
import { smtpEnv, startSmtpServer, type LocalSmtpServer } from '#tests/support/smtp.js';
import type { AppServer } from '#harness/app-server.js';
import { seriousA11yViolations, signInThroughForm } from '#harness/browser.js';
import { closeSuite, startAppAndBrowser } from '#harness/signed-in-suite.js';
import { RENDERING } from './support/tags.js';

const PASSWORD = 'recovery test passphrase';

/** Forgotten passwords, e-mailed links and lost sessions, with mail read from a local SMTP server. */
describe('account recovery in Chromium', () => {
  let smtp: LocalSmtpServer;
  let app: AppServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let accounts = 0;

  async function newPage(colorScheme: 'light' | 'dark' = 'light'): Promise<Page> {
    const context = await browser.newContext({ colorScheme });
    contexts.push(context);
    return context.newPage();
  }
  async function newAccount(name: string): Promise<string> {
    accounts += 1;
    const email = `recovery${accounts}-${Date.now()}@example.com`;
    await app.services.auth.createPasswordUser(email, name, PASSWORD);
    return email;
  }
  const dialog = (page: Page) => page.getByRole('dialog');

  beforeAll(async () => {
    smtp = await startSmtpServer();
    const port = await freePort();
    ({ app, browser } = await startAppAndBrowser({ ...smtpEnv(smtp), PUBLIC_URL: `http://127.0.0.1:${port}` }, port));
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await closeSuite({ app, browser });
    await smtp?.stop();
  });

  it('forgot password -> the e-mailed link -> a new password -> sign in (and the old one is refused)', async () => {
    const email = await newAccount('Forgetful Learner');
    const page = await newPage();
    await page.goto(`${app.url}/signin`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(`${app.url}/forgot-password`);
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page
      .getByRole('status')
      .getByText(/If an account uses that address/)
      .waitFor();

    const mail = await smtp.waitForMail((m) => m.to === email);
    expect(mail.subject).toBe('Reset your StudyHub password');
    const link = smtp.linkIn(mail, '/reset-password#token=');
    expect(link.startsWith(`${app.url}/reset-password#token=`)).toBe(true);

    await page.goto(link);
    await page.getByRole('heading', { name: 'Choose a new password', level: 1 }).waitFor();
    const field = page.getByLabel('New password (at least 8 characters)');
    await field.waitFor();
    expect(new URL(page.url()).hash).toBe(''); // the token left the address bar
    await field.fill('password1');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByText(/too common/).waitFor();
    await field.fill('my brand new passphrase');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await dialog(page).getByText('Password changed').waitFor();
    await dialog(page).getByRole('button', { name: 'OK' }).click();
    await page.waitForURL(`${app.url}/signin`);

    await signInThroughForm(page, app.url, email, PASSWORD);
    await dialog(page).getByText('Sorry, Email ID Not Registered.').waitFor();
    await dialog(page).getByRole('button', { name: 'OK' }).click();
    await signInThroughForm(page, app.url, email, 'my brand new passphrase');
    await dialog(page).getByText('Signin Successfully Completed!').waitFor();

    // The same link again: a clear page and a way forward, no session change.
    const other = await newPage();
    await other.goto(link);
    await other
      .getByRole('alert')
      .getByText(/not valid: it may have been used already/)
      .waitFor();
    await other.getByRole('link', { name: 'Ask for a new link' }).click();
    await other.waitForURL(`${app.url}/forgot-password`);
  });

  it("refused on a second device -> 'Sign out the other device' -> signed in here; the first device is signed out on its next request", async () => {
    const email = await newAccount('Two Devices');
    const laptop = await newPage();
    await signInThroughForm(laptop, app.url, email, PASSWORD);
    await dialog(laptop).getByRole('button', { name: 'OK' }).click();
    await laptop.getByRole('navigation', { name: 'Main' }).waitFor();

    const phone = await newPage();
    await signInThroughForm(phone, app.url, email, PASSWORD);
    await dialog(phone).getByText('This account is already logged in on another device!').waitFor();
    await dialog(phone).getByRole('button', { name: 'Sign out the other device' }).click();
    await dialog(phone).getByText('The other device was signed out, and you are signed in here.').waitFor();
    await dialog(phone).getByRole('button', { name: 'OK' }).click();
    await phone.getByRole('navigation', { name: 'Main' }).waitFor();

    // The laptop's next request finds its session gone and shows the sign-in page.
    await laptop.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Top 1%' }).click();
    await laptop.waitForURL(`${app.url}/signin`);

    const notice = await smtp.waitForMail((m) => m.to === email);
    expect(notice.subject).toBe('Your StudyHub account was signed out on another device');
    expect(notice.links.some((l) => l.includes('/reset-password#token='))).toBe(true);
  });

  it('confirms an address from the sign-up e-mail', async () => {
    const email = `confirm-${Date.now()}@example.com`;
    const page = await newPage();
    await page.goto(`${app.url}/signup`);
    await page.getByLabel('Name', { exact: true }).fill('Confirming Learner');
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Password (at least 8 characters)').fill('confirming passphrase');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await dialog(page)
      .getByText(/Follow its link to confirm your address/)
      .waitFor();
    const mail = await smtp.waitForMail((m) => m.to === email);
    await page.goto(smtp.linkIn(mail, '/verify-email#token='));
    await page.getByRole('status').getByText('Thank you: your e-mail address is confirmed.').waitFor();
    // The heading says it is done, no longer 'Confirm your e-mail address'.
    await page.getByRole('heading', { level: 1, name: 'Your e-mail address is confirmed' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Confirm your e-mail address' }).count()).toBe(0);
    expect((await app.services.users.findByEmail(email))?.email_verified_at).toEqual(expect.any(Number));
  });

  it('links opened while signed in: the confirmation leads on to /account in the app; a reset signs this browser out', async () => {
    const email = `signed-in-links-${Date.now()}@example.com`;
    const page = await newPage();
    await page.goto(`${app.url}/signup`);
    await page.getByLabel('Name', { exact: true }).fill('Signed In Learner');
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Password (at least 8 characters)').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await dialog(page).getByRole('button', { name: 'OK' }).click();
    const confirmation = await smtp.waitForMail((m) => m.to === email);
    await signInThroughForm(page, app.url, email, PASSWORD);
    await dialog(page).getByRole('button', { name: 'OK' }).click();
    await page.getByRole('navigation', { name: 'Main' }).waitFor();

    // The signed-in app serves the page too, and its link goes through the signed-in router.
    await page.goto(smtp.linkIn(confirmation, '/verify-email#token='));
    await page.getByRole('status').getByText('Thank you: your e-mail address is confirmed.').waitFor();
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await page.getByRole('link', { name: 'Go to my account' }).click();
    await page.waitForURL(`${app.url}/account`);
    await page.getByText('Verified', { exact: true }).waitFor();
    expect(documents).toEqual([]); // no page load: the router showed /account

    const elsewhere = await newPage();
    await elsewhere.goto(`${app.url}/forgot-password`);
    await elsewhere.getByLabel('E-mail', { exact: true }).fill(email);
    await elsewhere.getByRole('button', { name: 'Send reset link' }).click();
    const reset = await smtp.waitForMail((m) => m.to === email && m.subject === 'Reset your StudyHub password');
    await page.goto(smtp.linkIn(reset, '/reset-password#token='));
    await page.getByRole('navigation', { name: 'Main' }).waitFor(); // still signed in here
    await page.getByLabel('New password (at least 8 characters)').fill('a reset while signed in');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await dialog(page).getByText('Password changed').waitFor();
    await dialog(page).getByRole('button', { name: 'OK' }).click();
    await page.waitForURL(`${app.url}/signin`);
    await page.getByRole('heading', { name: 'Login', level: 1 }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
  });

  it.each(['light', 'dark'] as const)(
    'has no serious accessibility problem on the new signed-out pages (%s theme)',
    RENDERING,
    async (theme) => {
      const page = await newPage(theme);
      for (const [path, ready] of [
        ['/forgot-password', 'Send reset link'],
        ['/reset-password#token=not-a-real-token', 'Ask for a new link'],
        ['/verify-email#token=not-a-real-token', 'Go to Login'],
      ] as const) {
        await page.goto(app.url + path);
        await page.getByRole(path === '/forgot-password' ? 'button' : 'link', { name: ready }).waitFor();
        expect(await seriousA11yViolations(page), `${path} (${theme})`).toEqual([]);
      }
      // The refused dialog with its new button.
      const email = await newAccount('Axe Devices');
      const other = await newPage(theme);
      await signInThroughForm(other, app.url, email, PASSWORD);
      await dialog(other).getByRole('button', { name: 'OK' }).click();
      await signInThroughForm(page, app.url, email, PASSWORD);
      await dialog(page).getByRole('button', { name: 'Sign out the other device' }).waitFor();
      expect(await seriousA11yViolations(page), `refused dialog (${theme})`).toEqual([]);
    },
  );
});
