/**
 * Validates content/ against the shared schemas and the depth rules, and prints a summary.
 * Usage: npm run content:check [-- --dir content] [-- --only topics/front-end,books]
 * Exits non-zero when a file is invalid or a depth rule is not met.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { depthProblems } from '#server/content/depth-rules.js';
import { ContentValidationError, collectContentUrls, loadCatalogue } from '#server/content/load-catalogue.js';

const { values } = parseArgs({ options: { dir: { type: 'string', default: 'content' }, only: { type: 'string' } } });
const dir = path.resolve(values.dir);
const only = values.only?.split(',').map((name) => name.trim());
try {
  const catalogue = await loadCatalogue(dir, only);
  const urls = collectContentUrls(catalogue);
  const distinct = new Set(urls.map((entry) => entry.url));
  console.log(`content/ is valid: ${catalogue.size} files, ${urls.length} URLs (${distinct.size} distinct).`);
  const shortfalls = depthProblems(catalogue, { partial: Boolean(only) });
  if (shortfalls.length) {
    console.error(`Depth rules not met:\n  - ${shortfalls.join('\n  - ')}`);
    process.exit(1);
  }
} catch (error) {
  if (error instanceof ContentValidationError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
