/**
 * `npm run screenshots -- --out DIR`: the screens a student uses most (Home, a topic page,
 * /internship, /account), signed in, at the four sizes the layout test holds (360x740, 390x844,
 * 1280x800, 1366x768), in English and Hindi, from the production build in Debian's Chromium. One
 * JPEG per page, size and language (the first screen, what a student sees before scrolling), named
 * `<page>-<width>-<language>.jpg`, so two runs (before and after a change) compare file by file.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { closeSuite, startAppAndBrowser } from '#harness/signed-in-suite.js';

const { values } = parseArgs({ options: { out: { type: 'string', default: 'screenshots' } } });
const PAGES = [
  ['home', '/'],
  ['topic', '/front-end'],
  ['internship', '/internship'],
  ['account', '/account'],
] as const;
const SIZES = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
  { width: 1366, height: 768 },
];
const LANGUAGES = ['en', 'hi'] as const;

const PASSWORD = 'learning password';

/**
 * A fresh account in its own context of this size and language, signed in through the API (the
 * context's request client shares the page's cookie jar). Self-contained, so the script also runs
 * on an older checkout for the 'before' pictures.
 */
async function signedInContext(viewport: { width: number; height: number }, language: string, n: number) {
  const email = `screens-${n}-${Date.now()}@example.com`;
  await app.services.auth.createPasswordUser(email, `Screens ${n}`, PASSWORD);
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
  await context.addInitScript((chosen) => localStorage.setItem('language', chosen), language);
  const answer = await context.request.post(`${app.url}/api/auth/signin`, {
    data: { email, password: PASSWORD },
    headers: { origin: app.url },
  });
  if (answer.status() !== 200) throw new Error(`signing in answered ${answer.status()}`);
  return context;
}

const out = path.resolve(values.out);
mkdirSync(out, { recursive: true });
const { app, browser } = await startAppAndBrowser();
try {
  for (const viewport of SIZES) {
    for (const language of LANGUAGES) {
      const context = await signedInContext(
        viewport,
        language,
        SIZES.indexOf(viewport) * 2 + LANGUAGES.indexOf(language),
      );
      try {
        const page = await context.newPage();
        for (const [name, pathname] of PAGES) {
          await page.goto(app.url + pathname);
          await page.waitForLoadState('networkidle');
          await page.getByRole('main').waitFor();
          const file = path.join(out, `${name}-${viewport.width}-${language}.jpg`);
          await page.screenshot({ path: file, type: 'jpeg', quality: 60 });
          console.log(file);
        }
      } finally {
        await context.close();
      }
    }
  }
} finally {
  await closeSuite({ app, browser });
}
