import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SIGNED_IN_PAGES } from '#shared/pages/signed-in-pages.js';

const FEATURES = path.resolve(import.meta.dirname, '../../src/web/features');

/** The parts the components of a feature folder ask for (usePartT('...')). */
function partsSaidIn(folder: string): string[] {
  const said = new Set<string>();
  for (const file of readdirSync(path.join(FEATURES, folder)).filter((name) => name.endsWith('.tsx')))
    for (const match of readFileSync(path.join(FEATURES, folder, file), 'utf8').matchAll(/usePartT\('([a-z]+)'\)/g))
      said.add(match[1]!);
  return [...said].sort();
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
});
