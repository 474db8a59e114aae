import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
};

/** Debian's Chromium, headless, offline: nothing is downloaded. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch(CHROMIUM);
}

/** The same Chromium with a profile on disk (not incognito: what installing an app needs). */
export function launchPersistentBrowser(userDataDir: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, CHROMIUM);
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
  const results = await new AxeBuilder({ page }).analyze();
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

/** Signs in through the form and waits for the success dialog, then closes it. */
export async function signInThroughForm(page: Page, baseUrl: string, email: string, password: string) {
  await page.goto(`${baseUrl}/signin`);
  await page.getByPlaceholder('Username').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

let accountCounter = 0;

/** A fresh account signed in through the form in its own browser context (one session each). */
export async function signedInPage(
  browser: Browser,
  app: {
    url: string;
    services: { auth: { createPasswordUser(email: string, name: string, password: string): Promise<unknown> } };
  },
  options: {
    width?: number;
    reducedMotion?: 'reduce' | 'no-preference';
    colorScheme?: 'light' | 'dark';
    /**
     * 'block' for suites that stub the network with page.route: a request the service worker
     * answers (content, precached chunks) never reaches the page's routes.
     */
    serviceWorkers?: 'allow' | 'block';
  } = {},
): Promise<Page> {
  accountCounter += 1;
  const email = `learner${accountCounter}-${Date.now()}@example.com`;
  await app.services.auth.createPasswordUser(email, `Learner ${accountCounter}`, 'learning password');
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: 900 },
    reducedMotion: options.reducedMotion,
    colorScheme: options.colorScheme,
    serviceWorkers: options.serviceWorkers,
  });
  const page = await context.newPage();
  await signInThroughForm(page, app.url, email, 'learning password');
  await page.getByRole('dialog').getByText('Signin Successfully Completed!').waitFor();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
  return page;
}
