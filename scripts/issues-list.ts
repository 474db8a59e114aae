/**
 * Prints what users reported through the /issue form, newest first, for the maintainers.
 *   npm run issues:list [-- --limit 50] [-- --json]
 * Honours DATABASE_URL like the server.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '#server/config.js';
import { openMigratedDatabase } from '#server/db/connection.js';
import type { ListedReport } from '#server/reports/report-repository.js';
import { terminalSafe, terminalSafeJson } from '#server/reports/terminal-text.js';
import { createServices } from '#server/services.js';

const { values } = parseArgs({
  options: { limit: { type: 'string', default: '50' }, json: { type: 'boolean', default: false } },
});
const limit = Number(values.limit);
if (!Number.isInteger(limit) || limit < 1) {
  console.error('--limit must be a whole number of at least 1');
  process.exit(2);
}

/** Every stored text goes through terminalSafe: reports are written by anyone with an account. */
function describe(report: ListedReport): string {
  const safe = (text: string) => terminalSafe(text);
  const lines = [
    `${new Date(report.created_at).toISOString()}  ${report.id}`,
    `  page or link: ${safe(report.page_or_link)}`,
    `  reported by:  ${report.reporter_email ? safe(report.reporter_email) : '(account deleted)'}${report.email ? `, reply to ${safe(report.email)}` : ''}`,
    ...report.description
      .split(/\r?\n/)
      .map((line, index) => (index === 0 ? `  what is wrong: ${safe(line)}` : `                 ${safe(line)}`)),
  ];
  return lines.join('\n');
}

const config = loadConfig();
const database = await openMigratedDatabase(config.database);
try {
  const { reports } = createServices(config, database.db);
  const [recent, total] = await Promise.all([reports.listRecent(limit), reports.count()]);
  if (values.json) {
    console.log(terminalSafeJson(recent));
  } else if (recent.length === 0) {
    console.log('No reported issues.');
  } else {
    console.log(recent.map(describe).join('\n\n'));
    console.log(`\n${recent.length} of ${total} reported issue${total === 1 ? '' : 's'} shown, newest first.`);
  }
} finally {
  await database.close();
}
