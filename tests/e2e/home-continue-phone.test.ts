// @module-tag database: its screens read or write the database, so CI runs it on PostgreSQL too.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '#server/content/load-catalogue.js';
import { typedCatalogue } from '#server/content/typed-catalogue.js';
import { itemIds } from '#shared/item-ids.js';
import { seriousA11yViolations, signedInPage } from '#harness/browser.js';
import { useSignedInSuite } from '#harness/signed-in-suite.js';

const content = typedCatalogue(await loadCatalogue('content'));
const devops = content.topics.find((topic) => topic.slug === 'devops')!;
const firstLink = devops.sections[0]!.links[0]!;

const continueHeading = (page: Page) => page.getByRole('heading', { name: 'Continue learning', level: 2 });

/** Ticks one DevOps link through the API (the page's own cookie), so Home has a page to continue. */
async function tickOneLink(page: Page, baseUrl: string) {
  const answer = await page.request.put(`${baseUrl}/api/progress`, {
    data: { itemId: itemIds.link('devops', firstLink.id), done: true },
    headers: { origin: baseUrl },
  });
  expect(answer.status()).toBe(200);
}

async function tops(page: Page) {
  await continueHeading(page).waitFor();
  const heading = (await continueHeading(page).boundingBox())!;
  const stats = (await page.locator('.hero__stats').boundingBox())!;
  return { heading: heading.y, stats: stats.y };
}

describe("Home's 'Continue learning' on a phone", () => {
  const suite = useSignedInSuite();

  it('comes above the counters and in the first screen at 390x844, and after them on a laptop', async () => {
    const phone = await signedInPage(suite.browser, suite.app, { width: 390 });
    try {
      await phone.setViewportSize({ width: 390, height: 844 });
      await tickOneLink(phone, suite.app.url);
      await phone.goto(`${suite.app.url}/`);
      const onPhone = await tops(phone);
      console.info(`390x844: 'Continue learning' at ${onPhone.heading} px, counters at ${onPhone.stats} px`);
      expect(onPhone.heading).toBeLessThan(onPhone.stats);
      expect(onPhone.heading).toBeLessThan(844);
      expect(await continueHeading(phone).count()).toBe(1);
      expect(await seriousA11yViolations(phone)).toEqual([]);
    } finally {
      await phone.context().close();
    }

    const { page, app } = suite;
    await tickOneLink(page, app.url);
    await page.goto(`${app.url}/`);
    const onLaptop = await tops(page);
    expect(onLaptop.heading).toBeGreaterThan(onLaptop.stats);
  });
});
