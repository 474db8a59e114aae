import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { AppServer } from './app-server.js';
import { signInThroughApi } from './browser.js';

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
 * A fresh account in its own browser context of a given size, language and theme, signed in
 * through the API (browser.ts signInThroughApi) and opened at `path` once the navbar is there.
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
    const navName = options.language === 'hi' ? 'मुख्य' : 'Main';
    const page = await signInThroughApi(context, app.url, email, password, path, navName);
    return { context, page, email, password };
  } catch (error) {
    await context.close();
    throw error;
  }
}

/**
 * Another device signs in to an account whose session is elsewhere, as the sign-in dialog's
 * 'Sign out the other device' does: the refused sign-in leaves a grant, spent by POST /api/auth/takeover.
 * The context is then signed in; the other device is signed out at its next request.
 */
export async function signOutOtherDeviceThroughApi(
  context: BrowserContext,
  baseUrl: string,
  email: string,
  password: string,
): Promise<void> {
  const headers = { origin: baseUrl };
  const refused = await context.request.post(`${baseUrl}/api/auth/signin`, { data: { email, password }, headers });
  if (refused.status() !== 409) throw new Error(`expected the one-session refusal, got ${refused.status()}`);
  const taken = await context.request.post(`${baseUrl}/api/auth/takeover`, { headers });
  if (taken.status() !== 200) throw new Error(`taking over answered ${taken.status()}: ${await taken.text()}`);
}
