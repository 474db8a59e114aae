import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '#harness/browser.js';
import { useSignedInSuite } from '#harness/signed-in-suite.js';

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

/**
 * The pages whose texts travel in catalogue parts (src/shared/catalogue-parts.ts) read in
 * Hindi: opened in Hindi, and switched to Hindi while open (the part arrives with the core).
 */
describe('pages in Hindi', () => {
  const suite = useSignedInSuite();

  it('switches the account page to Hindi while it is open, and opens the listings and the home page in Hindi', async () => {
    const { app, page } = suite;
    await page.goto(`${app.url}/account`);
    await page.getByRole('heading', { name: 'Profile', level: 2 }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'हिन्दी' }).click();

    await page.getByRole('heading', { name: 'मेरा अकाउंट', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'प्रोफ़ाइल', level: 2 }).waitFor();
    await page.getByRole('heading', { name: 'पढ़ाई के रिमाइंडर', level: 2 }).waitFor();
    await page.getByRole('group', { name: 'दिन' }).getByRole('checkbox', { name: 'सोम' }).waitFor();
    await page.getByRole('button', { name: 'मेरा अकाउंट डिलीट करें' }).waitFor();
    expect(await htmlLang(page)).toBe('hi');
    expect(await page.getByText('Profile', { exact: true }).count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // A form's answer comes from the server in English and is shown in Hindi.
    await page.getByLabel('मौजूदा पासवर्ड').fill('not the password');
    await page.getByLabel('नया पासवर्ड (कम से कम 8 अक्षर)').fill('another learning password');
    await page.getByRole('button', { name: 'पासवर्ड बदलें' }).click();
    await page.getByRole('alert').filter({ hasText: 'यह पासवर्ड सही नहीं है।' }).waitFor();

    await page.goto(`${app.url}/internship`);
    await page.getByRole('heading', { name: 'Frontend इंटर्नशिप', level: 2 }).waitFor();
    await page.getByRole('navigation', { name: 'इंटर्नशिप की श्रेणियाँ' }).getByRole('link', { name: 'सभी' }).waitFor();
    // The listings' own prose comes in Hindi too (content/internships.yaml carries it).
    await page.getByText('हफ़्ते में 30 घंटे', { exact: true }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.goto(`${app.url}/`);
    await page.getByRole('heading', { name: 'हम क्या देते हैं', level: 2 }).waitFor();
    await page.getByRole('link', { name: 'खोजना शुरू करें' }).waitFor();
    await page.getByRole('heading', { name: 'अक्सर पूछे जाने वाले सवाल', level: 2 }).waitFor();
    expect(await htmlLang(page)).toBe('hi');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.goto(`${app.url}/explore`);
    await page.getByPlaceholder('विषय खोजें...').fill('zzzz');
    await page.getByText('“zzzz” से मेल खाता कोई विषय नहीं मिला।', { exact: false }).waitFor();
    await page.goto(`${app.url}/privacy`);
    await page.getByText('हम कोई भी निजी डेटा इकट्ठा नहीं करते।').waitFor();
    await page.getByText('10 जनवरी 2025').waitFor();
  });
});
