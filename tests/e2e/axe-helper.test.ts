import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, seriousA11yViolations } from '#harness/browser.js';

// The helper every axe test uses reads violations only (resultTypes), so it must still see them:
// a page with a serious and a critical problem is reported, and the same page fixed is clean.
describe('the axe helper', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  const page = (body: string) =>
    `<!doctype html><html lang="en"><head><title>Check</title></head><body><main><h1>Check</h1>${body}</main></body></html>`;

  it('reports low contrast and an unlabelled field, and nothing once both are fixed; also inside a frame', async () => {
    // AxeBuilder needs a page made from a context, as every suite's pages are.
    const context = await browser.newContext();
    const tab = await context.newPage();
    try {
      await tab.setContent(page('<p style="color:#bbb;background:#fff">Faint words</p><input type="text">'));
      const found = await seriousA11yViolations(tab);
      expect(found.some((line) => line.startsWith('color-contrast:'))).toBe(true);
      expect(found.some((line) => line.startsWith('label:'))).toBe(true);

      await tab.setContent(
        page('<p style="color:#222;background:#fff">Clear words</p><label>Name <input type="text"></label>'),
      );
      expect(await seriousA11yViolations(tab)).toEqual([]);

      // Axe runs in the page (decision 0063): a frame from the page's own origin is still swept.
      await tab.route('http://axe-helper.test/**', (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: route.request().url().endsWith('/inner')
            ? '<!doctype html><html lang="en"><title>Inner</title><main><input type="text"></main></html>'
            : page('<iframe title="Inner" src="/inner"></iframe>'),
        }),
      );
      await tab.goto('http://axe-helper.test/outer');
      await tab.frameLocator('iframe').locator('input').waitFor();
      const inFrame = await seriousA11yViolations(tab);
      expect(inFrame.some((line) => line.startsWith('label:') && line.includes('(iframe input)'))).toBe(true);
    } finally {
      await context.close();
    }
  });
});
