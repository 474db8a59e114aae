// @module-tag database: its screens read or write the database, so CI runs it on PostgreSQL too.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousA11yViolations, signInThroughForm } from '#harness/browser.js';
import { startAppAndBrowser } from '#harness/signed-in-suite.js';
import type { AppServer } from '#harness/app-server.js';
import { RENDERING } from './support/tags.js';

const PASSWORD = 'correct horse battery';

describe('sign-in, route sets and the signed-in shell in Chromium', () => {
  let app: AppServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  async function newPage(options: { width?: number } = {}): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: options.width ?? 1280, height: 900 } });
    contexts.push(context);
    return context.newPage();
  }

  beforeAll(async () => {
    ({ app, browser } = await startAppAndBrowser());
    await app.services.auth.createPasswordUser('ada@example.com', 'Ada Lovelace', PASSWORD);
    await app.services.auth.createPasswordUser('grace@example.com', 'Grace Hopper', PASSWORD);
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await browser?.close();
    await app?.stop();
  });

  it('sends signed-out visitors to /signin from any path but /signup', RENDERING, async () => {
    const page = await newPage();
    for (const path of ['/', '/explore', '/front-end', '/no/such/page', '/api']) {
      await page.goto(app.url + path);
      await page.waitForURL(`${app.url}/signin`);
    }
    await page.goto(`${app.url}/signup`);
    await expect.poll(() => page.getByRole('heading', { name: 'Signup Page' }).isVisible()).toBe(true);
    expect(page.url()).toBe(`${app.url}/signup`);
    await expect.poll(() => page.getByRole('button', { name: 'Sign Up with Google' }).isVisible()).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
  });

  it('shows the sign-in screen exactly as the spec, and it passes axe', RENDERING, async () => {
    const page = await newPage();
    await page.goto(`${app.url}/signin`);
    await page.getByRole('heading', { name: 'Login', level: 1 }).waitFor();
    expect(await page.getByText('Just think different').isVisible()).toBe(true);
    expect(await page.getByRole('img', { name: /logo/i }).isVisible()).toBe(true);
    const email = page.getByPlaceholder('Username');
    expect(await email.getAttribute('type')).toBe('email');
    expect(await email.getAttribute('required')).not.toBeNull();
    const password = page.getByLabel('Password', { exact: true });
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    expect(await password.getAttribute('type')).toBe('password');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('marks empty fields, alerts, makes no server call, and clears the error on edit', RENDERING, async () => {
    const page = await newPage();
    const signinCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/signin')) signinCalls.push(request.url());
    });
    await page.goto(`${app.url}/signin`);
    await page.getByRole('button', { name: 'Login' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Please enter your email and password!').waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();
    expect(await page.getByPlaceholder('Enter the Email').isVisible()).toBe(true);
    expect(await page.getByPlaceholder('Enter password!').isVisible()).toBe(true);

    await page.getByPlaceholder('Enter the Email').fill('ada@example.com');
    expect(await page.getByPlaceholder('Username').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Login' }).click();
    await dialog.getByText('Please enter your email and password!').waitFor();
    await page.keyboard.press('Escape');
    expect(await page.getByPlaceholder('Enter password!').isVisible()).toBe(true);
    expect(await page.getByPlaceholder('Username').isVisible()).toBe(true);
    expect(signinCalls).toEqual([]);
  });

  it("shows the spec's message for a wrong password", async () => {
    const page = await newPage();
    await signInThroughForm(page, app.url, 'ada@example.com', 'wrong password');
    await page.getByRole('dialog').getByText('Sorry, Email ID Not Registered.').waitFor();
  });

  it('signs in, shows the navbar, survives a reload, refuses a second device, and logs out', async () => {
    const laptop = await newPage();
    await signInThroughForm(laptop, app.url, 'ada@example.com', PASSWORD);
    await laptop.getByRole('dialog').getByText('Signin Successfully Completed!').waitFor();
    await laptop.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await laptop.waitForURL(`${app.url}/`);
    const nav = laptop.getByRole('navigation', { name: 'Main' });
    await nav.waitFor();
    for (const name of ['Home', 'Explore', 'Who am I?', 'Top 1%', 'API']) {
      expect(await nav.getByRole('link', { name, exact: true }).isVisible()).toBe(true);
    }
    await laptop.getByRole('heading', { level: 1 }).waitFor();
    for (const stat of ['20+', '100+', '10+'])
      expect(await laptop.getByText(stat, { exact: true }).isVisible()).toBe(true);

    await laptop.reload();
    await nav.waitFor();
    expect(await laptop.getByText('This account is already logged in on another device!').count()).toBe(0);

    const phone = await newPage();
    await signInThroughForm(phone, app.url, 'ada@example.com', PASSWORD);
    await phone.getByRole('dialog').getByText('This account is already logged in on another device!').waitFor();
    expect(phone.url()).toBe(`${app.url}/signin`);

    await nav.getByRole('button', { name: 'Explore More' }).click();
    await nav.getByRole('button', { name: 'Logout' }).click();
    await laptop.waitForURL(`${app.url}/signin`);
    expect(await laptop.getByRole('navigation', { name: 'Main' }).count()).toBe(0);

    await phone.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await phone.getByRole('button', { name: 'Login' }).click();
    await phone.getByRole('dialog').getByText('Signin Successfully Completed!').waitFor();
  });

  it('sends signed-in users from unknown paths and from /signin to /', async () => {
    const page = await newPage();
    await signInThroughForm(page, app.url, 'grace@example.com', PASSWORD);
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    for (const path of ['/no/such/page', '/signin']) {
      await page.goto(app.url + path);
      await page.waitForURL(`${app.url}/`);
    }
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('collapses the navbar on a small screen, and a chosen link closes it', RENDERING, async () => {
    const page = await newPage({ width: 375 });
    await app.services.auth.createPasswordUser('small@example.com', 'Small Screen', PASSWORD);
    await signInThroughForm(page, app.url, 'small@example.com', PASSWORD);
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.waitFor();
    expect(await page.getByRole('link', { name: 'Explore', exact: true }).isVisible()).toBe(false);
    await toggle.click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Explore More' }).click();
    await nav.getByRole('link', { name: 'Internships', exact: true }).click();
    await page.waitForURL(`${app.url}/internship`);
    expect(await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('reveals the floating shortcuts to /community, /books and /chatbot', RENDERING, async () => {
    const page = await newPage();
    await app.services.auth.createPasswordUser('float@example.com', 'Float', PASSWORD);
    await signInThroughForm(page, app.url, 'float@example.com', PASSWORD);
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    const shortcuts = page.getByRole('navigation', { name: 'Shortcuts' });
    await shortcuts.getByRole('button', { name: 'Show shortcuts' }).click();
    const hrefs = await shortcuts
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(['/community', '/books', '/chatbot']);
    const footer = page.getByRole('contentinfo');
    expect(await footer.getByText(`© ${new Date().getFullYear()}`).isVisible()).toBe(true);
    for (const name of ['Contact', 'Terms', 'Privacy', 'Report an issue']) {
      expect(await footer.getByRole('link', { name }).isVisible()).toBe(true);
    }
  });
});
