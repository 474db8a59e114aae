/**
 * One-shot link check of every URL in content/: HEAD then GET, redirects followed, per-host
 * politeness, timeouts. Prints the dead links with their file and entry and exits 1 if any.
 *   npm run links:check [-- --concurrency 8 --timeout 10000 --delay 500 --dir content]
 */
import { parseArgs } from 'node:util';
import { collectContentUrls, loadCatalogue } from '#server/content/load-catalogue.js';
import { checkMany } from '#server/links/check-many.js';
import { formatLinkReport, progressBar } from '#server/links/report.js';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'content' },
    concurrency: { type: 'string', default: '8' },
    timeout: { type: 'string', default: '10000' },
    delay: { type: 'string', default: '500' },
  },
});

const locations = collectContentUrls(await loadCatalogue(values.dir));
const urls = [...new Set(locations.map((location) => location.url))];
const showProgress = process.stderr.isTTY;
console.log(`Checking ${urls.length} distinct URLs...`);

const results = await checkMany(urls, {
  concurrency: Number(values.concurrency),
  timeoutMs: Number(values.timeout),
  perHostDelayMs: Number(values.delay),
  onResult: (_result, done, total) => {
    if (showProgress) process.stderr.write(`\r${progressBar(done, total)}`);
    else if (done % 50 === 0 || done === total) console.log(progressBar(done, total));
  },
});
if (showProgress) process.stderr.write('\n');

const count = (status: string) => results.filter((result) => result.status === status).length;
console.log(`ok ${count('ok')}, redirected ${count('redirected')}, unknown ${count('unknown')}, dead ${count('dead')}`);
const dead = formatLinkReport(results, locations, ['dead']);
if (dead.length) {
  console.log(`\nDead links:\n${dead.join('\n')}`);
  process.exit(1);
}
