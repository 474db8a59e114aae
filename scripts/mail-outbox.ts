/**
 * Lists the e-mail outbox, newest first: every message the server stored, with its delivery state.
 * Outside production without SMTP_URL this is where the links are (they are also printed by the server).
 *   npm run mail:outbox [-- --limit 20] [-- --json]
 * Honours DATABASE_URL like the server.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '#server/config.js';
import { openMigratedDatabase } from '#server/db/connection.js';
import type { OutboxRow } from '#server/mail/mail-outbox-repository.js';
import { createServices } from '#server/services.js';

const { values } = parseArgs({
  options: { limit: { type: 'string', default: '20' }, json: { type: 'boolean', default: false } },
});
const limit = Number(values.limit);
if (!Number.isInteger(limit) || limit < 1) {
  console.error('--limit must be a whole number of at least 1');
  process.exit(2);
}

const STATUS_NOTES: Record<OutboxRow['status'], string> = {
  pending: 'waiting to be sent (retried by the server)',
  sent: 'handed to the SMTP server',
  failed: 'not delivered: every attempt failed',
  logged: 'not sent: no SMTP_URL (printed by the server)',
  held: 'not sent: e-mail is off (production without SMTP_URL)',
};

function describe(row: OutboxRow): string {
  const lines = [
    `${new Date(row.created_at).toISOString()}  ${row.kind}  to ${row.to_address}`,
    `  subject: ${row.subject}`,
    `  status:  ${row.status}, ${STATUS_NOTES[row.status]}; ${row.attempts} attempt${row.attempts === 1 ? '' : 's'}${row.sent_at ? `, sent ${new Date(row.sent_at).toISOString()}` : ''}`,
    ...(row.last_error ? [`  last error: ${row.last_error}`] : []),
    ...(row.next_attempt_at && row.status === 'pending'
      ? [`  next attempt: ${new Date(row.next_attempt_at).toISOString()}`]
      : []),
  ];
  // Sent messages keep no text; unsent ones show their links, the part people need.
  const links = [...(row.text_body ?? '').matchAll(/https?:\/\/\S+/g)].map((match) => match[0]);
  for (const link of links) lines.push(`  link: ${link}`);
  return lines.join('\n');
}

const config = loadConfig();
const database = await openMigratedDatabase(config.database);
try {
  const { outbox } = createServices(config, database.db);
  const [recent, total] = await Promise.all([outbox.listRecent(limit), outbox.count()]);
  if (values.json) {
    console.log(JSON.stringify(recent, null, 2));
  } else if (recent.length === 0) {
    console.log('The outbox is empty.');
  } else {
    console.log(recent.map(describe).join('\n\n'));
    console.log(`\n${recent.length} of ${total} message${total === 1 ? '' : 's'} shown, newest first.`);
  }
} finally {
  await database.close();
}
