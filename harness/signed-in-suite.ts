import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startAppServer, type AppServer } from './app-server.js';
import { launchBrowser, signedInPage } from './browser.js';

/** What most browser suites need: the production server, Chromium, and one signed-in page. */
export interface SignedInSuite {
  app: AppServer;
  browser: Browser;
  page: Page;
}

/**
 * Starts the production server and Chromium side by side. If either fails to start, the other is
 * stopped before the error surfaces, so a failed start leaves no orphan server or browser behind.
 */
export async function startAppAndBrowser(
  env: Record<string, string> = {},
  port?: number,
): Promise<Pick<SignedInSuite, 'app' | 'browser'>> {
  const [app, browser] = await Promise.allSettled([startAppServer(env, undefined, port), launchBrowser()]);
  if (app.status === 'fulfilled' && browser.status === 'fulfilled') return { app: app.value, browser: browser.value };
  await closeSuite({
    app: app.status === 'fulfilled' ? app.value : undefined,
    browser: browser.status === 'fulfilled' ? browser.value : undefined,
  });
  throw app.status === 'rejected' ? app.reason : (browser as PromiseRejectedResult).reason;
}

/** The app, Chromium and a fresh account signed in; nothing is left running if any step fails. */
export async function openSignedInSuite(
  env: Record<string, string> = {},
  pageOptions: Parameters<typeof signedInPage>[2] = {},
): Promise<SignedInSuite> {
  const { app, browser } = await startAppAndBrowser(env);
  try {
    return { app, browser, page: await signedInPage(browser, app, pageOptions) };
  } catch (error) {
    await closeSuite({ app, browser });
    throw error;
  }
}

/**
 * Closes whatever part of a suite started (safe to call after a failed start). Both are closed even
 * when one of them throws, so a crashed browser never leaves the server running; the first error
 * then surfaces.
 */
export async function closeSuite(suite: Partial<Pick<SignedInSuite, 'app' | 'browser'>>): Promise<void> {
  const results = await Promise.allSettled([suite.browser?.close(), suite.app?.stop()]);
  const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed) throw failed.reason;
}

/**
 * Registers beforeAll/afterAll hooks that start the server and Chromium for the enclosing describe
 * block and close them afterwards; for suites that open their own pages. The returned object is
 * filled in when beforeAll runs, so tests read `suite.app` (not a copy taken at definition time).
 */
export function useAppAndBrowser(env: Record<string, string> = {}): Pick<SignedInSuite, 'app' | 'browser'> {
  const suite = {} as Pick<SignedInSuite, 'app' | 'browser'>;
  beforeAll(async () => {
    Object.assign(suite, await startAppAndBrowser(env));
  });
  afterAll(() => closeSuite(suite));
  return suite;
}

/**
 * Registers beforeAll/afterAll hooks that open a signed-in suite for the enclosing describe block
 * and close it afterwards. The returned object is filled in when beforeAll runs, so tests read
 * `suite.page` (not a copy taken at definition time).
 */
export function useSignedInSuite(
  env: Record<string, string> = {},
  pageOptions: Parameters<typeof signedInPage>[2] = {},
): SignedInSuite {
  const suite = {} as SignedInSuite;
  beforeAll(async () => {
    Object.assign(suite, await openSignedInSuite(env, pageOptions));
  });
  afterAll(() => closeSuite(suite));
  return suite;
}
