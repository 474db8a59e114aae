// @module-tag database: its screens read or write the database, so CI runs it on PostgreSQL too.
import type { APIRequestContext, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signOutOtherDeviceThroughApi } from './support/sign-out-other-device.js';
import { seriousA11yViolations, signInThroughApi } from '#harness/browser.js';
import { layoutProblems } from './support/layout-checks.js';
import { sectionButtons } from './support/locators.js';
import { waitingOnDevice } from './support/offline.js';
import { closeSuite, startAppAndBrowser, type SignedInSuite } from '#harness/signed-in-suite.js';

const PASSWORD = 'learning password';

/**
 * A phone signed in to an account, then a laptop takes the account over ('Sign out the other
 * device'); the phone's next tick meets the ended session. Subject: being signed out by another
 * device and signing in again, so the phone signs in again through the form.
 */
describe('signed out by another device: told why and when, and the tick made after it is kept', () => {
  const suite = {} as Pick<SignedInSuite, 'app' | 'browser'>;
  const contexts: BrowserContext[] = [];
  let accounts = 0;
  beforeAll(async () => {
    Object.assign(suite, await startAppAndBrowser());
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await closeSuite(suite);
  });

  async function newAccount(): Promise<string> {
    accounts += 1;
    const email = `displaced${accounts}-${Date.now()}@example.com`;
    await suite.app.services.auth.createPasswordUser(email, `Displaced ${accounts}`, PASSWORD);
    return email;
  }
  /** A budget phone in India: its clock shows Indian time, its locale says 14:32 (en-GB). */
  async function newPhone(colorScheme: 'light' | 'dark' = 'light'): Promise<BrowserContext> {
    const context = await suite.browser.newContext({
      viewport: { width: 360, height: 740 },
      locale: 'en-GB',
      timezoneId: 'Asia/Kolkata',
      colorScheme,
      reducedMotion: 'reduce',
    });
    contexts.push(context);
    return context;
  }
  async function newLaptop(): Promise<BrowserContext> {
    const context = await suite.browser.newContext({ viewport: { width: 1366, height: 768 } });
    contexts.push(context);
    return context;
  }
  const progressOf = async (request: APIRequestContext) =>
    (await request.get(`${suite.app.url}/api/progress`)).json() as Promise<{ done?: string[]; endedAt?: number }>;

  /** The phone opens a topic's first section, the laptop takes the account, the phone ticks a link. */
  async function tickAfterBeingSignedOut(phone: Page, laptop: BrowserContext, email: string): Promise<number> {
    await sectionButtons(phone).first().click();
    const box = phone.getByRole('checkbox', { name: /^Done/ }).first();
    await box.waitFor();
    await phone.waitForLoadState('networkidle');
    await signOutOtherDeviceThroughApi(laptop, suite.app.url, email, PASSWORD);
    await box.click();
    await phone.waitForURL(`${suite.app.url}/signin`);
    // What the phone's session answers now: why, and when; nothing else about the laptop.
    const answer = await phone.context().request.get(`${suite.app.url}/api/progress`);
    expect(answer.status()).toBe(401);
    const body = (await answer.json()) as { code: string; endedAt: number };
    expect(Object.keys(body).sort()).toEqual(['code', 'endedAt', 'message']);
    expect(body.code).toBe('session_replaced');
    return body.endedAt;
  }

  it("says so on the sign-in page at the time in the phone's zone; signing in again sends the tick", async () => {
    const email = await newAccount();
    const [phoneContext, laptop] = await Promise.all([newPhone(), newLaptop()]);
    const phone = await signInThroughApi(phoneContext, suite.app.url, email, PASSWORD, '/front-end');
    const endedAt = await tickAfterBeingSignedOut(phone, laptop, email);

    const at = new Intl.DateTimeFormat('en-GB', { timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(endedAt);
    const notice = phone.getByRole('status').filter({ hasText: 'You were signed out' });
    await notice
      .getByText(`You were signed out because this account signed in on another device at ${at}.`, { exact: true })
      .waitFor();
    await notice.getByText(/^1 change made here is not sent yet\. It is kept on this device/).waitFor();
    expect(await waitingOnDevice(phone)).toBe(1);
    expect((await progressOf(laptop.request)).done).toEqual([]);
    expect(await layoutProblems(phone, { touchTargets: true, navName: 'Main' })).toEqual([]);
    expect(await seriousA11yViolations(phone)).toEqual([]);

    // The form starts with the account. Reopened later, the page still says why (the old cookie names it).
    expect(await phone.getByLabel('Email', { exact: true }).inputValue()).toBe(email);
    await phone.reload();
    await notice.getByText(`You were signed out because this account signed in on another device at ${at}.`).waitFor();

    // The laptop holds the session, so the phone takes it back.
    await phone.getByLabel('Email', { exact: true }).fill(email);
    await phone.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await phone.getByRole('button', { name: 'Login' }).click();
    const dialog = phone.getByRole('dialog');
    await dialog.getByText('This account is already logged in on another device!').waitFor();
    await dialog.getByRole('button', { name: 'Sign out the other device' }).click();
    await dialog.getByText('The other device was signed out, and you are signed in here.').waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await phone.getByRole('navigation', { name: 'Main' }).waitFor();

    await expect.poll(() => waitingOnDevice(phone), { timeout: 15_000 }).toBe(0);
    const done = (await progressOf(phoneContext.request)).done ?? [];
    expect(done).toHaveLength(1);
    expect(done[0]).toMatch(/^link:front-end\//);
    // Now the laptop is the device told why at its next request.
    expect((await progressOf(laptop.request)).endedAt).toEqual(expect.any(Number));
  });

  it('another account signing in on the phone discards the tick: sent to neither account', async () => {
    const email = await newAccount();
    const otherEmail = await newAccount();
    const [phoneContext, laptop] = await Promise.all([newPhone('dark'), newLaptop()]);
    const phone = await signInThroughApi(phoneContext, suite.app.url, email, PASSWORD, '/front-end');
    await tickAfterBeingSignedOut(phone, laptop, email);
    await phone.getByRole('status').filter({ hasText: 'You were signed out' }).waitFor();
    expect(await seriousA11yViolations(phone)).toEqual([]);
    // The notice in Hindi, in this (dark) theme and the light one; the first test checks light English.
    const hindiNotice = phone.getByRole('status').getByText(/^आप साइन आउट हो गए, क्योंकि इस अकाउंट से/);
    await phone.getByRole('button', { name: 'हिन्दी' }).click();
    await hindiNotice.waitFor();
    expect(await seriousA11yViolations(phone)).toEqual([]);
    await phone.evaluate(() => localStorage.setItem('theme', 'light'));
    await phone.reload();
    await expect.poll(() => phone.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    await hindiNotice.waitFor();
    expect(await seriousA11yViolations(phone)).toEqual([]);
    await phone.getByRole('button', { name: 'English' }).click();
    await phone.getByRole('status').filter({ hasText: 'You were signed out' }).waitFor();
    expect(await waitingOnDevice(phone)).toBe(1);

    await phone.getByLabel('Email', { exact: true }).fill(otherEmail);
    await phone.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await phone.getByRole('button', { name: 'Login' }).click();
    await phone.getByRole('dialog').getByText('Signin Successfully Completed!').waitFor();
    await phone.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await phone.getByRole('navigation', { name: 'Main' }).waitFor();

    await expect.poll(() => waitingOnDevice(phone), { timeout: 15_000 }).toBe(0);
    await phone.waitForLoadState('networkidle');
    expect((await progressOf(phoneContext.request)).done).toEqual([]);
    expect((await progressOf(laptop.request)).done).toEqual([]);
  });
});
