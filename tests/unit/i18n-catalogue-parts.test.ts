import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_PARTS, partOfMessage } from '#shared/catalogue-parts.js';
import { CATALOGUE_DIR } from '#scripts/vite-catalogues.js';
import { catalogueFormatter } from '#tests/support/catalogue-formatter.js';

const WEB = path.resolve(import.meta.dirname, '../../src/web');
const english = JSON.parse(readFileSync(path.join(CATALOGUE_DIR, 'en.json'), 'utf8')) as Record<string, string>;

/** Components and hooks (modules of message ids only, like home/hero.ts, are said by a component). */
function componentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return componentFiles(file);
    return entry.name.endsWith('.tsx') || entry.name.startsWith('use-') ? [file] : [];
  });
}

describe('catalogue parts', () => {
  it('put each namespace in one part at most, and every part holds messages', () => {
    const namespaces = Object.values(CATALOGUE_PARTS).flat();
    expect(new Set(namespaces).size).toBe(namespaces.length);
    for (const part of Object.keys(CATALOGUE_PARTS))
      expect(
        Object.keys(english).some((id) => partOfMessage(id) === part),
        part,
      ).toBe(true);
  });

  it('keep the core what every page needs: the spec, the server and page titles are never in a part', () => {
    for (const id of Object.keys(english).filter((id) => /^(spec|server|page|nav|takeover|errorScreen)\./.test(id)))
      expect(partOfMessage(id), id).toBeUndefined();
  });

  it("are asked for by every component that says a part's messages (else it would show ids)", () => {
    const missing: string[] = [];
    for (const file of componentFiles(WEB)) {
      const source = readFileSync(file, 'utf8');
      // Message ids written out in the source: t('account.profile'), 'suggestions.pending', `day.${n}`.
      const ids = [...source.matchAll(/['`]([a-z][\w-]*)\.[\w./${}-]+['`]/g)].map((match) => `${match[1]}.`);
      for (const part of new Set(ids.map(partOfMessage)))
        if (part && !source.includes(`usePartT('${part}')`)) missing.push(`${path.relative(WEB, file)}: ${part}`);
    }
    expect(missing).toEqual([]);
  });
});

describe("the pages' counts", () => {
  const said: [language: 'en' | 'hi', id: string, values: Record<string, number>, text: string][] = [
    ['en', 'explore.count', { count: 1 }, '1 topic'],
    ['en', 'explore.count', { count: 10 }, '10 topics'],
    ['en', 'explore.count', { count: 100000 }, '1,00,000 topics'],
    ['hi', 'explore.count', { count: 10 }, '10 विषय'],
    ['en', 'community.showing', { shown: 1, total: 1 }, 'Showing 1 of 1 group'],
    ['en', 'community.showing', { shown: 3, total: 12 }, 'Showing 3 of 12 groups'],
    ['hi', 'community.showing', { shown: 3, total: 12 }, '12 में से 3 ग्रुप दिखाए जा रहे हैं'],
  ];
  it.each(said)('%s %s %o: %s (one and many, Indian digit grouping)', (language, id, values, text) => {
    expect(catalogueFormatter(language)(id, values)).toBe(text);
  });
});
