// @module-tag database: its screens read or write the database, so CI runs it on PostgreSQL too.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oidcEnv, startMockOidc } from '#tests/support/oidc.js';
import type { AppServer } from '#harness/app-server.js';
import { hydrated, seriousA11yViolations, signInThroughForm } from '#harness/browser.js';
import { closeSuite, startAppAndBrowser } from '#harness/signed-in-suite.js';

describe('sign-up in Chromium', () => {
  let oidc: Awaited<ReturnType<typeof startMockOidc>>;
  let app: AppServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let subject = 0;

  async function signupPage(options: { blockPopups?: boolean } = {}) {
    const context = await browser.newContext();
    contexts.push(context);
    if (options.blockPopups) await context.addInitScript(() => (window.open = () => null));
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      // The signed-out page's session check answers 401 by design; every other error counts.
      if (message.type() === 'error' && !message.text().includes('401')) errors.push(message.text());
    });
    const popups: Page[] = [];
    context.on('page', (opened) => popups.push(opened));
    await page.goto(`${app.url}/signup`);
    await page.getByRole('heading', { name: 'Signup Page', level: 1 }).waitFor();
    // The Google button is the app's: it answers once the server's HTML is hydrated.
    await hydrated(page);
    return { page, context, errors, popups };
  }
  const dialog = (page: Page) => page.getByRole('dialog');
  /** Waits for the outcome dialog; if it never comes, the error says where each popup stopped. */
  async function outcome(page: Page, popups: Page[], text: string) {
    try {
      await dialog(page).getByText(text).waitFor();
    } catch (error) {
      const where = await Promise.all(
        popups.map(async (popup) =>
          popup.isClosed()
            ? `${popup.url()} (closed)`
            : `${popup.url()} (open, opener ${await popup.evaluate(() => Boolean(window.opener)).catch(() => 'unknown')})`,
        ),
      );
      throw new Error(`no '${text}' dialog; popups: ${where.join(', ') || 'none opened'}`, { cause: error });
    }
  }
  const newIdentity = (name: string) => {
    subject += 1;
    const identity = { sub: `e2e-${subject}`, email: `e2e${subject}@gmail.example`, email_verified: true, name };
    oidc.setIdentity(identity);
    return identity;
  };

  beforeAll(async () => {
    oidc = await startMockOidc();
    ({ app, browser } = await startAppAndBrowser(oidcEnv(oidc.issuer)));
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await browser?.close();
    await app?.stop();
    await oidc?.stop();
  });

  it('signs up through the Google popup, welcomes by name, then signs the same user in again', async () => {
    newIdentity('Grace Student');
    const { page, errors } = await signupPage();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Sign Up with Google' }).click();
    await dialog(page).getByText('Signed Up Successfully!').waitFor();
    expect(await dialog(page).getByText('Welcome Grace Student').isVisible()).toBe(true);
    await dialog(page).getByRole('button', { name: 'OK' }).click();
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    expect(errors).toEqual([]);

    await page.getByRole('button', { name: 'Explore More' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${app.url}/signin`);
    await page.goto(`${app.url}/signup`);
    await page.getByRole('button', { name: 'Sign Up with Google' }).click();
    await dialog(page).getByText('Welcome Grace Student').waitFor();
  });

  it('refuses a second device for the same Google account with the one-session message', async () => {
    newIdentity('Two Devices');
    const first = await signupPage();
    await first.page.getByRole('button', { name: 'Sign Up with Google' }).click();
    await dialog(first.page).getByText('Signed Up Successfully!').waitFor();
    const second = await signupPage();
    await second.page.getByRole('button', { name: 'Sign Up with Google' }).click();
    await dialog(second.page).getByText('This account is already logged in on another device!').waitFor();

    // The provider proved who this is: the second device may end the first one's session.
    await dialog(second.page).getByRole('button', { name: 'Sign out the other device' }).click();
    await dialog(second.page).getByText('The other device was signed out, and you are signed in here.').waitFor();
    await dialog(second.page).getByRole('button', { name: 'OK' }).click();
    await second.page.getByRole('navigation', { name: 'Main' }).waitFor();
    expect(await first.page.evaluate(() => fetch('/api/auth/session').then((r) => r.status))).toBe(401);
  });

  it.each([
    ['consent is denied at the provider', () => oidc.denyNextAuthorization('access_denied')],
    [
      'the ID token has a wrong audience',
      () => {
        oidc.tweakNextToken(() => undefined);
        oidc.tweakNextToken((payload) => (payload.aud = 'another-client'));
      },
    ],
    [
      'the ID token has a wrong nonce',
      () => {
        oidc.tweakNextToken(() => undefined);
        oidc.tweakNextToken((payload) => (payload.nonce = 'replayed'));
      },
    ],
  ])("shows 'Signup Failed' when %s, logs the error, and opens no session", async (_case, arrange) => {
    newIdentity('Unlucky');
    arrange();
    const { page, errors, popups } = await signupPage();
    await page.getByRole('button', { name: 'Sign Up with Google' }).click();
    await outcome(page, popups, 'Signup Failed');
    expect(await dialog(page).getByText('Something went wrong. Try again!').isVisible()).toBe(true);
    expect(errors.some((text) => text.includes('Google sign-up failed'))).toBe(true);
    const session = await page.evaluate(() => fetch('/api/auth/session').then((r) => r.status));
    expect(session).toBe(401);
  });

  it("rejects a tampered state with 'Signup Failed' and no session", async () => {
    newIdentity('Tampered');
    const { page, context, popups } = await signupPage();
    // Forge the state on the way back from the provider. Playwright routes only the first request
    // of a redirect chain, so the popup's start request walks the chain here and answers with the
    // provider's redirect to us, its state replaced.
    await context.route('**/api/auth/google/start', async (route) => {
      const start = await route.fetch({ maxRedirects: 0 });
      const authorize = await fetch(start.headers().location!, { redirect: 'manual' });
      const back = new URL(authorize.headers.get('location')!);
      back.searchParams.set('state', 'tampered-state');
      await route.fulfill({ status: 302, headers: { location: back.toString() } });
    });
    await page.getByRole('button', { name: 'Sign Up with Google' }).click();
    await outcome(page, popups, 'Signup Failed');
    expect(await page.evaluate(() => fetch('/api/auth/session').then((r) => r.status))).toBe(401);
  });

  it("shows 'Signup Failed' when the browser blocks the popup", async () => {
    const { page, errors } = await signupPage({ blockPopups: true });
    await page.getByRole('button', { name: 'Sign Up with Google' }).click();
    await dialog(page).getByText('Signup Failed').waitFor();
    expect(errors.some((text) => text.includes('blocked'))).toBe(true);
  });

  it('signs up with e-mail, checks fields, answers a taken address the same way, and the account signs in on /signin', async () => {
    const { page } = await signupPage();
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    expect(await page.getByText('Enter your name.').isVisible()).toBe(true);
    expect(await page.getByLabel('Name', { exact: true }).getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('Name', { exact: true }).fill('Mail Learner');
    await page.getByLabel('E-mail', { exact: true }).fill('mail.learner@example.com');
    await page.getByLabel('Password (at least 8 characters)').fill('password1');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await page.getByText(/too common/).waitFor();
    expect(await page.getByLabel('Password (at least 8 characters)').getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('Password (at least 8 characters)').fill('a sturdy pass phrase');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    // No session from sign-up: the same answer whether or not the address had an account.
    await dialog(page).getByText('Check your e-mail').waitFor();
    expect(
      await dialog(page)
        .getByText(/cannot send e-mail at the moment/)
        .isVisible(),
    ).toBe(true);
    await dialog(page).getByRole('button', { name: 'OK' }).click();
    await page.waitForURL(`${app.url}/signin`);
    expect(await page.getByPlaceholder('Username').inputValue()).toBe('mail.learner@example.com');

    const again = await signupPage();
    await again.page.getByLabel('Name', { exact: true }).fill('Copy Cat');
    await again.page.getByLabel('E-mail', { exact: true }).fill('MAIL.LEARNER@example.com');
    await again.page.getByLabel('Password (at least 8 characters)').fill('another sturdy phrase');
    await again.page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await dialog(again.page).getByText('Check your e-mail').waitFor();
    expect(await again.page.getByText(/already exists/).count()).toBe(0);

    await signInThroughForm(page, app.url, 'mail.learner@example.com', 'a sturdy pass phrase');
    await dialog(page).getByText('Signin Successfully Completed!').waitFor();
  });
});

describe('sign-up without Google configured', () => {
  it('keeps the button and explains that Google sign-up is not configured', async () => {
    const { app, browser } = await startAppAndBrowser();
    try {
      const page = await (await browser.newContext()).newPage();
      await page.goto(`${app.url}/signup`);
      await page.getByRole('button', { name: 'Sign Up with Google' }).click();
      await page.getByRole('dialog').getByText('Google sign-up is not configured on this server').waitFor();
      expect(
        await page
          .getByRole('dialog')
          .getByText(/e-mail sign-up form/)
          .isVisible(),
      ).toBe(true);
    } finally {
      await closeSuite({ app, browser });
    }
  });
});
