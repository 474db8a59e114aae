import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations, signedInPage } from '#harness/browser.js';
import { useSignedInSuite } from '#harness/signed-in-suite.js';

// Python troubleshooting entries that belong to one system each (content/soft-install.yaml).
const WINDOWS_ONLY = /Typing python on Windows opens the Microsoft Store/;
const MAC_ONLY = /On a Mac, downloads fail with "CERTIFICATE_VERIFY_FAILED"/;
const EVERY_SYSTEM = /"pip" is not recognized/;

const pythonGuide = (page: Page) => page.getByRole('region', { name: 'Python', exact: true });

async function openInstallPage(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/soft-install`);
  await page.getByRole('group', { name: 'Show the steps for' }).waitFor();
  await pythonGuide(page).getByRole('code').first().waitFor();
}

async function choose(page: Page, system: string) {
  await page.getByRole('radio', { name: system, exact: true }).check();
  await pythonGuide(page)
    .getByRole('heading', { name: `On ${system}` })
    .waitFor();
}

describe('install page troubleshooting follows the chosen system', () => {
  const suite = useSignedInSuite();

  it("shows the chosen system's problems, keeps the others behind a disclosure, and passes axe", async () => {
    const { page, app } = suite;
    await openInstallPage(page, app.url);
    const guide = pythonGuide(page);

    await choose(page, 'Windows');
    expect(await guide.getByText(WINDOWS_ONLY).isVisible()).toBe(true);
    expect(await guide.getByText(EVERY_SYSTEM).isVisible()).toBe(true);
    expect(await guide.getByText(MAC_ONLY).isVisible()).toBe(false);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await choose(page, 'macOS');
    expect(await guide.getByText(MAC_ONLY).isVisible()).toBe(true);
    expect(await guide.getByText(EVERY_SYSTEM).isVisible()).toBe(true);
    expect(await guide.getByText(WINDOWS_ONLY).isVisible()).toBe(false);

    // Every text stays reachable: the other systems' problems open from the disclosure.
    const others = guide.getByText('Problems on other systems', { exact: false });
    await others.click();
    await expect.poll(() => guide.getByText(WINDOWS_ONLY).isVisible()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    // axe over this long page takes about 25 s a run on the shared 2-core machine.
  }, 150_000);

  it("is shorter on a 390x844 phone with the other systems' problems collapsed", async () => {
    const page = await signedInPage(suite.browser, suite.app, { width: 390 });
    try {
      await page.setViewportSize({ width: 390, height: 844 });
      await openInstallPage(page, suite.app.url);
      await choose(page, 'Windows');
      const pageHeight = () => page.evaluate(() => document.documentElement.scrollHeight);
      const collapsed = await pageHeight();
      // Opening every disclosure shows what the page held before the problems were filtered.
      await page.evaluate(() => {
        for (const details of document.querySelectorAll('details')) details.open = true;
      });
      const expanded = await pageHeight();
      console.info(`install page height at 390x844 (Windows): ${collapsed} px collapsed, ${expanded} px expanded`);
      expect(collapsed).toBeLessThan(expanded);
    } finally {
      await page.context().close();
    }
  });
});
