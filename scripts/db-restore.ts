/**
 * Puts a backup from db:backup back into the database DATABASE_URL names. Stop the server first.
 *   npm run db:restore -- --from backups/studyhub-2026-11-28.db [--force]
 * Refuses a database that holds any row unless --force (which replaces it).
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '#server/config.js';
import { restoreDatabase } from '#server/db/database-backup.js';

const { values } = parseArgs({ options: { from: { type: 'string' }, force: { type: 'boolean', default: false } } });
if (!values.from) {
  console.error('Usage: npm run db:restore -- --from FILE [--force]');
  process.exit(2);
}
const started = Date.now();
try {
  await restoreDatabase(loadConfig().database, values.from, values.force ?? false);
  console.log(`Restored ${values.from} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
} catch (error) {
  console.error(`Restore failed: ${(error as Error).message}`);
  process.exit(1);
}
