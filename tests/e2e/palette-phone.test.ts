import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations, signedInPage } from '#harness/browser.js';
import { useSignedInSuite } from '#harness/signed-in-suite.js';

const field = (page: Page) => page.getByRole('combobox', { name: /Search topics, links/ });
const keyHint = (page: Page) => page.getByRole('dialog').getByText(/to move,/);

async function openPalette(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/explore`);
  await page.getByRole('heading', { name: 'Explore New Skills' }).waitFor();
  await page.getByRole('button', { name: 'Search everything' }).click();
  await field(page).waitFor();
}

describe('the search panel on a phone', () => {
  const suite = useSignedInSuite();

  it('at 390 px has no keyboard hints and a labelled 44 px Close button that closes it', async () => {
    const page = await signedInPage(suite.browser, suite.app, { width: 390 });
    try {
      await page.setViewportSize({ width: 390, height: 844 });
      await openPalette(page, suite.app.url);
      await field(page).fill('git');
      await page.getByRole('option').first().waitFor();
      expect(await keyHint(page).isVisible()).toBe(false);
      // No key caps at all (the field's Esc included): a phone has no such keys.
      const shownKeys = await page
        .getByRole('dialog')
        .locator('kbd')
        .evaluateAll((keys) => keys.filter((key) => key.getClientRects().length > 0).length);
      expect(shownKeys).toBe(0);
      const close = page.getByRole('button', { name: 'Close search' });
      const box = await close.boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(44);
      expect(box?.height).toBeGreaterThanOrEqual(44);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await close.click();
      await expect.poll(() => field(page).isVisible()).toBe(false);
    } finally {
      await page.context().close();
    }
  });

  it('on a laptop keeps the keyboard hints beside the Close button', async () => {
    const { page, app } = suite;
    await openPalette(page, app.url);
    expect(await keyHint(page).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Close search' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => field(page).isVisible()).toBe(false);
  });
});
