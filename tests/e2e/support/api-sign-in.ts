import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { AppServer } from './app-server.js';

let accountCounter = 0;

export interface ApiSignedInOptions {
  viewport: { width: number; height: number };
  /** The interface language, chosen on the device as the language switch would store it. */
  language?: 'en' | 'hi';
  colorScheme?: 'light' | 'dark';
  /** Reduced by default: fades and typing stand still while a screen is measured. */
  reducedMotion?: 'reduce' | 'no-preference';
}

/**
 * A fresh account signed in through POST /api/auth/signin in its own browser context (the form is
 * the sign-in suites' concern), then the page opened at `path` once the navbar is there.
 */
export async function apiSignedInPage(
  browser: Browser,
  app: Pick<AppServer, 'url' | 'services'>,
  options: ApiSignedInOptions,
  path = '/',
): Promise<{ context: BrowserContext; page: Page; email: string; password: string }> {
  accountCounter += 1;
  const email = `screen${accountCounter}-${Date.now()}@example.com`;
  const password = 'learning password';
  await app.services.auth.createPasswordUser(email, `Screen ${accountCounter}`, password);
  const context = await browser.newContext({
    viewport: options.viewport,
    colorScheme: options.colorScheme,
    reducedMotion: options.reducedMotion ?? 'reduce',
  });
  try {
    if (options.language) {
      const language = options.language;
      await context.addInitScript((chosen) => localStorage.setItem('language', chosen), language);
    }
    const answer = await context.request.post(`${app.url}/api/auth/signin`, { data: { email, password } });
    if (!answer.ok()) throw new Error(`sign-in through the API answered ${answer.status()}`);
    const page = await context.newPage();
    await page.goto(`${app.url}${path}`);
    await page.getByRole('navigation', { name: options.language === 'hi' ? 'मुख्य' : 'Main' }).waitFor();
    return { context, page, email, password };
  } catch (error) {
    await context.close();
    throw error;
  }
}
