import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppServer } from '#harness/app-server.js';
import { seriousA11yViolations, signedInPage } from '#harness/browser.js';
import { startAppAndBrowser } from '#harness/signed-in-suite.js';
import { sectionButtons, studyLinks } from './support/locators.js';

type Theme = 'light' | 'dark';

// The page background each palette paints (--bg in src/web/styles/global.css).
const PAGE_BACKGROUND: Record<Theme, string> = { light: 'rgb(246, 247, 251)', dark: 'rgb(15, 19, 32)' };

const storedChoice = (page: Page) => page.evaluate(() => localStorage.getItem('theme'));

/** The applied theme and what it paints (polled: reduced motion still runs a 0.01 ms transition). */
async function expectTheme(page: Page, theme: Theme) {
  const painted = () =>
    page.evaluate(() => {
      const style = getComputedStyle(document.documentElement);
      return {
        theme: document.documentElement.dataset.theme,
        background: style.backgroundColor,
        colorScheme: style.colorScheme,
      };
    });
  await expect.poll(painted).toEqual({ theme, background: PAGE_BACKGROUND[theme], colorScheme: theme });
}

/** Presses Tab until the control has focus, as a keyboard user would reach it. */
async function tabTo(page: Page, control: Locator) {
  for (let presses = 0; presses < 40; presses += 1) {
    await page.keyboard.press('Tab');
    if (await control.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error('the control is not reachable with Tab');
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first().waitFor();

/**
 * Signed-in screens to check: each opens `path` and brings on screen what axe must measure (the
 * states with their own colours: open sections, badges, errors, chat bubbles, the palette).
 */
const SIGNED_IN_SCREENS: { label?: string; path: string; ready(page: Page): Promise<unknown> }[] = [
  { path: '/', ready: heading },
  { path: '/explore', ready: (page) => page.getByRole('list', { name: 'Topics' }).waitFor() },
  {
    path: '/front-end',
    async ready(page) {
      await sectionButtons(page).first().click();
      await studyLinks(page).first().waitFor();
    },
  },
  { path: '/books', ready: (page) => page.getByRole('list', { name: 'Books' }).waitFor() },
  { path: '/community', ready: (page) => page.getByRole('list', { name: 'Community groups' }).waitFor() },
  { path: '/internship', ready: (page) => page.getByRole('list', { name: 'Frontend internships' }).waitFor() },
  { path: '/allprojects', ready: (page) => page.getByRole('list', { name: 'Frontend projects' }).waitFor() },
  {
    path: '/api?q=git',
    ready: (page) => page.getByRole('list', { name: 'Videos' }).getByRole('button').first().waitFor(),
  },
  {
    path: '/chatbot',
    async ready(page) {
      await page.getByLabel('Your question for Talko').fill('how do I learn docker');
      await page.keyboard.press('Enter');
      await page.getByRole('log', { name: 'Conversation' }).getByRole('link', { name: 'DevOps' }).first().waitFor();
    },
  },
  { path: '/soft-install', ready: (page) => page.getByRole('code').first().waitFor() },
  { path: '/tool-1', ready: heading },
  { path: '/hackathon', ready: (page) => page.getByRole('list', { name: 'Hackathons' }).waitFor() },
  { path: '/contact', ready: (page) => page.getByRole('heading', { name: 'Contact Us', level: 1 }).waitFor() },
  { path: '/privacy', ready: (page) => page.getByText('10 Jan 2025').waitFor() },
  {
    label: '/issue with field errors',
    path: '/issue',
    async ready(page) {
      await page.getByRole('button', { name: 'Send report' }).click();
      await page.getByText('Tell us which page or link has the problem.').waitFor();
    },
  },
  { path: '/search?q=react', ready: (page) => page.getByRole('heading', { level: 2 }).first().waitFor() },
  {
    label: 'the search palette',
    path: '/explore',
    async ready(page) {
      await page.getByRole('heading', { name: 'Explore New Skills' }).waitFor();
      await page.keyboard.press('Control+k');
      await page.getByRole('combobox', { name: /Search topics, links/ }).fill('react');
      await page.getByRole('option').first().waitFor();
    },
  },
  {
    label: '/saved with a saved book',
    path: '/books',
    async ready(page) {
      const firstBook = page.getByRole('list', { name: 'Books' }).getByRole('listitem').first();
      // A save is kept on the device first and sent after: wait until the server has it, so /saved
      // (a fresh page load) reads it from the server rather than racing the send.
      const sent = page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/api/sync' && response.ok(),
      );
      await firstBook.getByRole('button', { name: /^Save\W/ }).click();
      await expect
        .poll(() => firstBook.getByRole('button', { name: /^Saved\W/ }).getAttribute('aria-pressed'))
        .toBe('true');
      await sent;
      await page.goto(`${new URL(page.url()).origin}/saved`);
      await page.locator('section[aria-labelledby="saved-book"]').getByRole('link').first().waitFor();
    },
  },
];

describe('light and dark themes in Chromium', () => {
  let app: AppServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  async function signedOutPage(colorScheme: Theme): Promise<Page> {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      colorScheme,
      reducedMotion: 'reduce',
    });
    contexts.push(context);
    return context.newPage();
  }

  beforeAll(async () => {
    ({ app, browser } = await startAppAndBrowser());
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await browser?.close();
    await app?.stop();
  });

  it('follows the system colour scheme while no choice is stored, also when it changes', async () => {
    const page = await signedOutPage('dark');
    await page.goto(`${app.url}/signin`);
    await page.getByRole('heading', { name: 'Login', level: 1 }).waitFor();
    await expectTheme(page, 'dark');
    expect(await storedChoice(page)).toBeNull();

    await page.emulateMedia({ colorScheme: 'light' });
    await expectTheme(page, 'light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectTheme(page, 'dark');

    const lightSystem = await signedOutPage('light');
    await lightSystem.goto(`${app.url}/signup`);
    await lightSystem.getByRole('heading', { name: 'Signup Page' }).waitFor();
    await expectTheme(lightSystem, 'light');
  });

  it('paints the remembered choice on the sign-in and sign-up screens, which have no toggle', async () => {
    const page = await signedOutPage('dark');
    await page.goto(`${app.url}/signin`);
    await page.evaluate(() => localStorage.setItem('theme', 'light'));
    await page.reload();
    await expectTheme(page, 'light');
    await page.goto(`${app.url}/signup`);
    await page.getByRole('heading', { name: 'Signup Page' }).waitFor();
    await expectTheme(page, 'light');
    expect(await page.getByRole('button', { name: 'Dark theme' }).count()).toBe(0);
  });

  it('switches with the navbar toggle, remembers it across reloads and overrides a light system', async () => {
    const page = await signedInPage(browser, app, { colorScheme: 'light' });
    const toggle = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Dark theme' });
    await expectTheme(page, 'light');
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');

    await toggle.click();
    await expectTheme(page, 'dark');
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    expect(await storedChoice(page)).toBe('dark');

    await page.reload();
    await toggle.waitFor();
    await expectTheme(page, 'dark');
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    // The system changing does not undo an explicit choice.
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(`${app.url}/explore`);
    await expectTheme(page, 'dark');
  });

  it('overrides a dark system with light, by keyboard, and keeps it after a reload and in other tabs', async () => {
    const page = await signedInPage(browser, app, { colorScheme: 'dark' });
    const otherTab = await page.context().newPage();
    await otherTab.goto(`${app.url}/books`);
    await otherTab.getByRole('list', { name: 'Books' }).waitFor();
    await expectTheme(otherTab, 'dark');

    const toggle = page.getByRole('button', { name: 'Dark theme' });
    await expectTheme(page, 'dark');
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    await tabTo(page, toggle);
    expect(await toggle.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid');
    await page.keyboard.press('Enter');
    await expectTheme(page, 'light');
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    expect(await storedChoice(page)).toBe('light');
    await expectTheme(otherTab, 'light');
    expect(await otherTab.getByRole('button', { name: 'Dark theme' }).getAttribute('aria-pressed')).toBe('false');

    await page.reload();
    await toggle.waitFor();
    await expectTheme(page, 'light');
    await tabTo(page, toggle);
    await page.keyboard.press('Space');
    await expectTheme(page, 'dark');
    expect(await storedChoice(page)).toBe('dark');
  });

  it('stays in the bar on a 320 px phone, next to the menu button, without pushing the page sideways', async () => {
    const page = await signedInPage(browser, app, { width: 320, colorScheme: 'light' });
    const toggle = page.getByRole('button', { name: 'Dark theme' });
    expect(await toggle.isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    const box = (await toggle.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(320);
    expect(box.width).toBeGreaterThanOrEqual(40);
    await toggle.click();
    await expectTheme(page, 'dark');
    // The logo link keeps the site's name for screen readers while the text is hidden.
    expect(await page.getByRole('link', { name: 'StudyHub' }).isVisible()).toBe(true);
  });

  describe.each(['dark', 'light'] as const)('axe in the %s theme', (theme) => {
    let page: Page;
    beforeAll(async () => {
      page = await signedInPage(browser, app, { colorScheme: theme, reducedMotion: 'reduce' });
    });

    it('passes on /signin, also with its alert dialog open', async () => {
      const signIn = await signedOutPage(theme);
      await signIn.goto(`${app.url}/signin`);
      await signIn.getByRole('heading', { name: 'Login', level: 1 }).waitFor();
      await expectTheme(signIn, theme);
      expect(await seriousA11yViolations(signIn)).toEqual([]);
      await signIn.getByRole('button', { name: 'Login' }).click();
      await signIn.getByRole('dialog').getByText('Please enter your email and password!').waitFor();
      expect(await seriousA11yViolations(signIn)).toEqual([]);
    });

    it.each(SIGNED_IN_SCREENS.map((screen) => ({ ...screen, label: screen.label ?? screen.path })))(
      'passes on $label',
      async ({ path, ready }) => {
        await page.goto(`${app.url}${path}`);
        await ready(page);
        await expectTheme(page, theme);
        expect(await seriousA11yViolations(page)).toEqual([]);
      },
    );
  });
});
