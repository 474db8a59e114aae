import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#shared/messages.js';
import { loadCatalogue } from '#server/content/load-catalogue.js';
import type { AppServer } from '#harness/app-server.js';
import { seriousA11yViolations } from '#harness/browser.js';
import { startAppAndBrowser } from '#harness/signed-in-suite.js';

const PASSWORD = 'learning password';
const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);
const storedChoice = (page: Page) => page.evaluate(() => localStorage.getItem('language'));
const signInHeading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1, exact: true });

describe('Hindi and English in Chromium', () => {
  let app: AppServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  async function newPage(locale: string): Promise<Page> {
    const context = await browser.newContext({
      locale,
      viewport: { width: 1280, height: 900 },
      reducedMotion: 'reduce',
    });
    contexts.push(context);
    return context.newPage();
  }
  async function newAccount(name: string) {
    const email = `${name.toLowerCase()}-${Date.now()}@example.com`;
    await app.services.auth.createPasswordUser(email, name, PASSWORD);
    return email;
  }

  beforeAll(async () => {
    ({ app, browser } = await startAppAndBrowser());
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await browser?.close();
    await app?.stop();
  });

  it('opens in Hindi for a Hindi browser, switches to English and back, and keeps the choice across a reload', async () => {
    const page = await newPage('hi-IN');
    await page.goto(`${app.url}/signin`);
    await signInHeading(page, 'लॉग इन').waitFor();
    expect(await htmlLang(page)).toBe('hi');
    expect(await page.getByLabel('ई-मेल').getAttribute('placeholder')).toBe('यूज़रनेम (ई-मेल)');
    expect(await page.title()).toBe('लॉग इन · StudyHub');
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await storedChoice(page)).toBeNull(); // the browser's languages decided, nobody chose yet

    const languages = page.getByRole('group', { name: 'भाषा' });
    await languages.getByRole('button', { name: 'English' }).click();
    await signInHeading(page, MESSAGES.signinHeading).waitFor();
    expect(await htmlLang(page)).toBe('en');
    expect(await page.getByLabel('Email').getAttribute('placeholder')).toBe(MESSAGES.emailPlaceholder);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.reload();
    await signInHeading(page, MESSAGES.signinHeading).waitFor();
    expect(await storedChoice(page)).toBe('en');

    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'हिन्दी' }).click();
    await signInHeading(page, 'लॉग इन').waitFor();
    await page.reload();
    await signInHeading(page, 'लॉग इन').waitFor();
    expect(await htmlLang(page)).toBe('hi');
  });

  it('saves the choice on the account, so a sign-in in another browser opens in it', async () => {
    const email = await newAccount('Meera');
    const first = await newPage('en-US');
    await first.goto(`${app.url}/signin`);
    await signInHeading(first, MESSAGES.signinHeading).waitFor();
    expect(await htmlLang(first)).toBe('en');
    // Chosen on the sign-in page, then signing in: the account takes this choice.
    await first.getByRole('button', { name: 'हिन्दी' }).click();
    await signInHeading(first, 'लॉग इन').waitFor();
    await first.getByLabel('ई-मेल').fill(email);
    await first.getByLabel('पासवर्ड', { exact: true }).fill(PASSWORD);
    await first.getByRole('button', { name: 'लॉग इन', exact: true }).click();
    const dialog = first.getByRole('dialog');
    await dialog.getByText('साइन इन हो गया!').waitFor();
    await dialog.getByRole('button', { name: 'ठीक है' }).click();
    const navbar = first.getByRole('navigation', { name: 'मुख्य' });
    await navbar.getByRole('link', { name: 'होम' }).waitFor();
    expect(await seriousA11yViolations(first)).toEqual([]);
    await expect.poll(() => app.services.users.findByEmail(email).then((user) => user?.language)).toBe('hi');

    // Signed out here, signed in from an English browser that never chose: Hindi follows the account.
    await navbar.getByRole('button', { name: 'और एक्सप्लोर करें' }).click();
    await navbar.getByRole('button', { name: 'लॉग आउट' }).click();
    await signInHeading(first, 'लॉग इन').waitFor();
    const second = await newPage('en-US');
    await second.goto(`${app.url}/signin`);
    await signInHeading(second, MESSAGES.signinHeading).waitFor();
    await second.getByPlaceholder(MESSAGES.emailPlaceholder).fill(email);
    await second.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await second.getByRole('button', { name: 'Login', exact: true }).click();
    await second.getByRole('dialog').getByRole('button').last().click();
    await second.getByRole('navigation', { name: 'मुख्य' }).getByRole('link', { name: 'होम' }).waitFor();
    expect(await htmlLang(second)).toBe('hi');
    expect(await storedChoice(second)).toBe('hi');
    // A page opened from the address bar comes in the account's language: rendered in Hindi by the
    // server with its Hindi data in it.
    const html = await (await second.request.get(`${app.url}/front-end`)).text();
    expect(html).toContain('<html lang="hi">');
    expect(html).toMatch(/<h1[^>]*>Front-End डेवलपमेंट<\/h1>/);
    expect(html).toContain('"/api/content/topics/front-end?lang=hi"');

    // Switching in the navbar goes to the account too, and survives a reload.
    await second.getByRole('navigation', { name: 'मुख्य' }).getByRole('button', { name: 'English' }).click();
    const mainNav = second.getByRole('navigation', { name: 'Main' });
    await mainNav.getByRole('link', { name: 'Home' }).waitFor();
    expect(await htmlLang(second)).toBe('en');
    expect(await seriousA11yViolations(second)).toEqual([]);
    await expect.poll(() => app.services.users.findByEmail(email).then((user) => user?.language)).toBe('en');
    await second.reload();
    await mainNav.getByRole('link', { name: 'Home' }).waitFor();
  });

  it('shows a topic page in Hindi: its interface, its prose from the content file, and the titles as published', async () => {
    const email = await newAccount('Ravi');
    const page = await newPage('hi-IN');
    await page.goto(`${app.url}/signin`);
    await page.getByLabel('ई-मेल').fill(email);
    await page.getByLabel('पासवर्ड', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'लॉग इन', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'ठीक है' }).click();
    await page.goto(`${app.url}/front-end`);
    await page.getByRole('heading', { name: 'Front-End डेवलपमेंट', level: 1 }).waitFor();
    expect(await htmlLang(page)).toBe('hi');
    expect(await page.title()).toBe('Front-End डेवलपमेंट · StudyHub');
    await page.getByRole('heading', { name: 'यह क्या है', level: 3 }).waitFor();
    await page.getByRole('heading', { name: 'सीखने का रास्ता', level: 2 }).waitFor();
    const content = (await loadCatalogue('content')).get('topics/front-end') as { hi: { intro: string } };
    await page.getByText(content.hi.intro).waitFor();
    // Complete in Hindi, so no note about English texts.
    expect(await page.getByRole('note').count()).toBe(0);
    await page.locator('.topic-sections .accordion__button').first().click();
    const firstLink = page.locator('.topic-sections .resource-link').first();
    await firstLink.waitFor();
    expect(await firstLink.textContent()).toContain('(नए टैब में खुलता है)');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
