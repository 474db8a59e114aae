/**
 * Validates content/ against the shared schemas and the depth rules, and prints a summary.
 * Usage: npm run content:check [-- --dir content]
 * Exits non-zero when a file is invalid or a depth rule is not met.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { depthProblems } from '../src/server/content/depth-rules.js';
import { ContentValidationError, collectContentUrls, loadCatalogue } from '../src/server/content/load-catalogue.js';

const { values } = parseArgs({ options: { dir: { type: 'string', default: 'content' } } });
const dir = path.resolve(values.dir);
try {
  const catalogue = await loadCatalogue(dir);
  const urls = collectContentUrls(catalogue);
  const distinct = new Set(urls.map((entry) => entry.url));
  console.log(`content/ is valid: ${catalogue.size} files, ${urls.length} URLs (${distinct.size} distinct).`);
  const shortfalls = depthProblems(catalogue);
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
