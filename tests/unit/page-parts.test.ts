import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SIGNED_IN_PAGES } from '#shared/pages/signed-in-pages.js';
import { SIGNED_OUT_PAGES } from '#shared/pages/signed-out-pages.js';

const FEATURES = path.resolve(import.meta.dirname, '../../src/web/features');

/** The parts a component file asks for (usePartT('...')). */
const partsSaidBy = (file: string) =>
  [...readFileSync(path.join(FEATURES, file), 'utf8').matchAll(/usePartT\('([a-z]+)'\)/g)].map((match) => match[1]!);

/** The parts the components of a feature folder ask for. */
function partsSaidIn(folder: string): string[] {
  const files = readdirSync(path.join(FEATURES, folder)).filter((name) => name.endsWith('.tsx'));
  return [...new Set(files.flatMap((file) => partsSaidBy(path.join(folder, file))))].sort();
}

describe("the catalogue parts each page's route loads (its declaration's parts)", () => {
  it("lists every part its feature's own components say", () => {
    for (const { component, parts = [] } of SIGNED_IN_PAGES) {
      const folder = component.split('/')[0]!;
      // The search palette (search/) is its own lazy chunk; /search says 'search' too.
      expect({ component, missing: partsSaidIn(folder).filter((part) => !parts.includes(part as never)) }).toEqual({
        component,
        missing: [],
      });
    }
  });

  // A signed-out page's parts come with its code (SignedOutApp), which the server's render and the
  // browser's hydration wait for: a part left out would render the loading state in their place.
  // Only the page's own file counts, so the sign-in page stays without the account texts.
  it('lists every part a signed-out page component says itself', () => {
    for (const page of SIGNED_OUT_PAGES) {
      const parts: readonly string[] = 'parts' in page ? page.parts : [];
      const missing = partsSaidBy(`${page.component}.tsx`).filter((part) => !parts.includes(part));
      expect({ component: page.component, missing }).toEqual({ component: page.component, missing: [] });
    }
  });
});
