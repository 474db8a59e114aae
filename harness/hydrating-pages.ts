import type { Browser, BrowserContext, Page } from 'playwright-core';

/**
 * Resolves once React has taken over the page's HTML: its fibers are on the root's first element and
 * on the page's content (`#main`), which hydrates last (decision 0068). The server renders a page
 * that reads at once, and its buttons answer from this moment.
 */
export function hydrated(page: Page): Promise<unknown> {
  // No named function inside: tsx (the scripts' runner) wraps one in a `__name` helper the page
  // lacks, and the page's CSP refuses a predicate sent as text.
  return page.waitForFunction(() =>
    [document.querySelector('#root > *'), document.querySelector('#main') ?? 'none'].every(
      (element) =>
        element === 'none' || (element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber$'))),
    ),
  );
}

type Navigation = (...args: unknown[]) => Promise<unknown>;

/** After a navigation that waited for the page's load: until the app has taken the page over. */
async function settled(page: Page, waitUntil: unknown) {
  if (waitUntil === 'commit' || waitUntil === 'domcontentloaded') return;
  // Not the app's page (the OIDC provider's, a download): nothing to wait for.
  if ((await page.locator('#root').count()) === 0) return;
  await hydrated(page);
}

/**
 * A page whose goto() and reload() also wait until the app is hydrated (decision 0064). A student
 * taps a moment after the page shows; a test acts at once, and a button tapped before the page is
 * hydrated does nothing. Tests that look at the page before hydration say so with
 * `waitUntil: 'domcontentloaded'` or 'commit'.
 */
function hydratingPage(page: Page): Page {
  const goto = page.goto.bind(page) as Navigation;
  const reload = page.reload.bind(page) as Navigation;
  Object.assign(page, {
    goto: async (url: string, options?: { waitUntil?: string }) => {
      const response = await goto(url, options);
      await settled(page, options?.waitUntil);
      return response;
    },
    reload: async (options?: { waitUntil?: string }) => {
      const response = await reload(options);
      await settled(page, options?.waitUntil);
      return response;
    },
  });
  return page;
}

/** A context whose new pages wait for hydration after each navigation. */
export function hydratingContext(context: BrowserContext): BrowserContext {
  const newPage = context.newPage.bind(context);
  Object.assign(context, { newPage: async () => hydratingPage(await newPage()) });
  return context;
}

/** A browser whose contexts' pages wait for hydration after each navigation. */
export function hydratingBrowser(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  Object.assign(browser, {
    newContext: async (...options: Parameters<Browser['newContext']>) => hydratingContext(await newContext(...options)),
  });
  return browser;
}
