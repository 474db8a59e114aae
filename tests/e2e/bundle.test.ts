import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectContentUrls, loadCatalogue } from '#server/content/load-catalogue.js';

function builtFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? builtFiles(full) : [full];
  });
}

describe('the built web bundle', () => {
  it('carries no catalogue data: none of the content URLs appears in dist/web', async () => {
    const catalogue = await loadCatalogue('content');
    const urls = [...new Set(collectContentUrls(catalogue).map((entry) => entry.url))];
    const bundle = builtFiles('dist/web')
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    expect(urls.length).toBeGreaterThan(400);
    // Catalogue data would stand in the bundle as string literals. (A bare prefix such as
    // https://react.dev also occurs inside React's own error URLs, which is not our data.)
    const asLiteral = (url: string) => ['"', "'", '`'].some((quote) => bundle.includes(`${quote}${url}${quote}`));
    expect(urls.filter(asLiteral)).toEqual([]);
  });
});
