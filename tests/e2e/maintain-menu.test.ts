import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '#harness/browser.js';
import { signedInMaintainer } from './support/maintainer.js';
import { useSignedInSuite } from '#harness/signed-in-suite.js';

describe("the maintainer console in a maintainer's menu only: in Chromium", () => {
  const suite = useSignedInSuite();

  it("a learner's Explore More menu has no link to the console", async () => {
    const learner = suite.page;
    await learner.goto(`${suite.app.url}/`);
    const nav = learner.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Explore More' }).click();
    await nav.getByRole('link', { name: 'My account' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Maintainer console' }).count()).toBe(0);
    expect(await learner.locator('a[href="/maintain"]').count()).toBe(0);
  });

  it("a maintainer's Explore More menu opens the console, in English and in Hindi", async () => {
    const { maintainer } = await signedInMaintainer(suite);
    try {
      await maintainer.goto(`${suite.app.url}/`);
      const nav = maintainer.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('button', { name: 'Explore More' }).click();
      await nav.getByRole('link', { name: 'Maintainer console' }).click();
      await maintainer.waitForURL(`${suite.app.url}/maintain`);
      await maintainer.getByRole('heading', { name: 'Maintain', level: 1 }).waitFor();
      await maintainer.getByRole('heading', { name: 'Audit log', level: 2 }).waitFor();
      expect(await seriousA11yViolations(maintainer)).toEqual([]);

      // The console's page answers in Hindi too; the menu names it in Hindi.
      await nav.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'हिन्दी' }).click();
      await maintainer.getByRole('heading', { name: 'रखरखाव', level: 1 }).waitFor();
      const hindiNav = maintainer.getByRole('navigation', { name: 'मुख्य' });
      await hindiNav.getByRole('button', { name: 'और एक्सप्लोर करें' }).click();
      await hindiNav.getByRole('link', { name: 'Maintainer कंसोल' }).waitFor();
      expect(await seriousA11yViolations(maintainer)).toEqual([]);
    } finally {
      await maintainer.context().close();
    }
    // axe over the whole console, twice, on a shared two-core machine.
  }, 180_000);
});
