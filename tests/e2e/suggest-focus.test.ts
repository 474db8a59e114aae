import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations, signInThroughApi } from '#harness/browser.js';
import { useSignedInSuite } from '#harness/signed-in-suite.js';

const SIZES = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
];

describe('the suggest form: a field focused after a failed check is in view, clear of the sticky navbar', () => {
  const suite = useSignedInSuite();

  for (const viewport of SIZES) {
    it(`at ${viewport.width}x${viewport.height}`, async () => {
      const email = `suggest-focus-${randomBytes(4).toString('hex')}@example.com`;
      await suite.app.services.auth.createPasswordUser(email, 'Sunita Suggests', 'suggesting passphrase');
      const context = await suite.browser.newContext({ viewport });
      try {
        const page = await signInThroughApi(context, suite.app.url, email, 'suggesting passphrase');
        await page.goto(`${suite.app.url}/suggest-listing`);
        const title = page.getByLabel('Title *');
        await title.waitFor();
        // Everything but the first field, so the check sends focus back up to it from the button.
        await page.getByLabel('Official link *').fill('https://example.org/monsoon-intern');
        await page.getByLabel('Organiser *').fill('Example Lab');
        await page.getByLabel('Category *').selectOption('AIML');
        await page.getByLabel('Location *').fill('Online');
        await page.getByLabel('Application dates *').selectOption('rolling');
        await page.getByLabel('Who can apply *').fill('Final-year students in India');
        const header = page.locator('header.navbar');
        const headerBottom = async () => {
          const box = (await header.boundingBox())!;
          return box.y + box.height;
        };
        // The page scrolled so the empty Title sits just under the sticky navbar, as after scrolling
        // back up a little; then Enter in another field sends the form and the check focuses Title.
        const covered = (await headerBottom()) - 24;
        await page.evaluate((y) => window.scrollBy(0, y), (await title.boundingBox())!.y - covered);
        expect((await title.boundingBox())!.y).toBeLessThan(await headerBottom());
        await page.getByLabel('Organiser *').evaluate((field: HTMLElement) => field.focus({ preventScroll: true }));
        await page.keyboard.press('Enter');
        await expect.poll(() => title.evaluate((field) => field === document.activeElement)).toBe(true);
        await page.getByText('Enter the title of the programme or event.').waitFor();
        const box = (await title.boundingBox())!;
        const bottom = await headerBottom();
        expect(box.y).toBeGreaterThanOrEqual(bottom);
        expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
        // Its label shows too, below the navbar.
        const label = (await page.locator('label', { hasText: 'Title *' }).boundingBox())!;
        expect(label.y).toBeGreaterThanOrEqual(bottom);
        expect(await seriousA11yViolations(page)).toEqual([]);
      } finally {
        await context.close();
      }
    }, 120_000);
  }
});
