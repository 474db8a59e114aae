import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM } from './chromium.js';
import { hydratingBrowser, hydratingContext } from './hydrating-pages.js';

export { hydrated } from './hydrating-pages.js';

/**
 * The browser suite's Chromium: a connection to the run's shared one (global-setup.ts), whose
 * close() closes this connection's contexts and leaves the browser to the other files; outside a
 * browser test run (scripts), a Chromium of its own.
 */
export async function launchBrowser(): Promise<Browser> {
  const endpoint = sharedChromium();
  // Its pages wait, after each navigation, for the app to be hydrated (hydrating-pages.ts).
  return hydratingBrowser(await (endpoint ? chromium.connect(endpoint) : chromium.launch(CHROMIUM)));
}

function sharedChromium(): string | undefined {
  try {
    return inject('chromiumEndpoint');
  } catch {
    return undefined; // not inside a Vitest run
  }
}

/** The same Chromium with a profile on disk (not incognito: what installing an app needs). */
export async function launchPersistentBrowser(userDataDir: string): Promise<BrowserContext> {
  return hydratingContext(await chromium.launchPersistentContext(userDataDir, CHROMIUM));
}

async function settleAnimations(page: Page): Promise<void> {
  // Let fade-ins finish first: mid-transition opacity would be measured as low contrast. Every
  // fade-in card on screen must have been revealed (its observer fires asynchronously) and be fully
  // opaque; cards below the fold stay transparent, and axe skips those as hidden.
  await page.waitForFunction(() => {
    const onScreen = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
    };
    return (
      document
        .getAnimations()
        .every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running') &&
      [...document.querySelectorAll('.reveal')]
        .filter(onScreen)
        .every((element) => element.classList.contains('reveal--visible') && getComputedStyle(element).opacity === '1')
    );
  });
}

async function analyzeSerious(page: Page): Promise<string[]> {
  await settleAnimations(page);
  // Only violations are read: axe then lists one node, not every node, for passes, incomplete and
  // inapplicable rules, which is most of its time on a long page. Every rule still runs. Axe runs
  // in the page itself (legacy mode, decision 0063): the default opens a blank tab per sweep to
  // merge frames' results (theme.test.ts took 61 s with it, 39 s without). Frames of our own origin
  // are still swept; the only others (a video, the Talko embed) are third-party pages, whose frame
  // title axe checks here.
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      // Say why, not only where: axe's own summary of the first node (e.g. the colours it measured).
      const why = violation.nodes[0]?.failureSummary?.replace(/\s+/g, ' ').slice(0, 240) ?? '';
      return `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')}) ${why}`.trim();
    });
}

/**
 * Serious or critical accessibility violations on the current page, as readable lines. A page that
 * re-renders while axe runs can be caught mid-fade, so a finding is checked once more after a pause:
 * a real problem is still there, a passing animation frame is not.
 */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  const first = await analyzeSerious(page);
  if (first.length === 0) return first;
  // Two frames later the re-render has painted; analyzeSerious settles its transitions again.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return analyzeSerious(page);
}

/**
 * Signs in through the form (only the sign-in suites: auth-shell, signup, account-recovery, and a
 * test whose subject is signing in). Every other suite signs in with signInThroughApi.
 */
export async function signInThroughForm(page: Page, baseUrl: string, email: string, password: string) {
  await page.goto(`${baseUrl}/signin`);
  await page.getByPlaceholder('Username').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/**
 * Signs in through the API inside the browser context: the context's request client shares its
 * cookie jar, so the session cookie the answer sets (HttpOnly, SameSite) is the browser's, as after
 * the form. Opens `path` (the home page by default) and waits for the signed-in menu.
 */
export async function signInThroughApi(
  context: BrowserContext,
  baseUrl: string,
  email: string,
  password: string,
  path = '/',
  /** The main navigation's name in the interface language ('मुख्य' in Hindi). */
  navName = 'Main',
): Promise<Page> {
  const answer = await context.request.post(`${baseUrl}/api/auth/signin`, {
    data: { email, password },
    headers: { origin: baseUrl },
  });
  if (answer.status() !== 200)
    throw new Error(`signing in ${email} answered ${answer.status()}: ${await answer.text()}`);
  const page = await context.newPage();
  await page.goto(baseUrl + path);
  await page.getByRole('navigation', { name: navName }).waitFor();
  return page;
}

/**
 * A fresh account signed in through the API in its own browser context (one session each), opened
 * at `path` once the navbar is there. The context is `page.context()`: closing it ends the session's
 * tabs, storage and service worker.
 */
export async function signedInPage(
  browser: Browser,
  app: {
    url: string;
    services: { auth: { createPasswordUser(email: string, name: string, password: string): Promise<unknown> } };
  },
  options: {
    width?: number;
    height?: number;
    reducedMotion?: 'reduce' | 'no-preference';
    colorScheme?: 'light' | 'dark';
    /**
     * 'block' for suites that stub the network with page.route: a request the service worker
     * answers (content, precached chunks) never reaches the page's routes.
     */
    serviceWorkers?: 'allow' | 'block';
    /** The browser's locale and time zone ('en-US', 'Asia/Kolkata'); Chromium's defaults otherwise. */
    locale?: string;
    timezoneId?: string;
    /** The interface language, chosen on the device as the language switch would store it. */
    language?: 'en' | 'hi';
    /** Where the page opens (the home page by default). */
    path?: string;
  } = {},
): Promise<Page> {
  // Unique across files running at once, not only within one file.
  const id = randomBytes(4).toString('hex');
  const email = `learner-${id}@example.com`;
  await app.services.auth.createPasswordUser(email, `Learner ${id}`, 'learning password');
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    reducedMotion: options.reducedMotion,
    colorScheme: options.colorScheme,
    serviceWorkers: options.serviceWorkers,
    locale: options.locale,
    timezoneId: options.timezoneId,
  });
  try {
    if (options.language)
      await context.addInitScript((chosen) => localStorage.setItem('language', chosen), options.language);
    const navName = options.language === 'hi' ? 'मुख्य' : 'Main';
    return await signInThroughApi(context, app.url, email, 'learning password', options.path, navName);
  } catch (error) {
    await context.close();
    throw error;
  }
}

/**
 * A download's text. The run's one Chromium is connected to, not launched, so Playwright keeps no
 * local path for a download (`download.path()` throws); its stream is read instead.
 */
export async function downloadedText(download: {
  createReadStream(): Promise<NodeJS.ReadableStream>;
}): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}
