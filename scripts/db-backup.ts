/**
 * A consistent backup of the database the server uses (DATABASE_URL), safe while it runs.
 *   npm run db:backup -- --out backups/studyhub-2026-11-28.db      (SQLite: a database file)
 *   npm run db:backup -- --out backups/studyhub-2026-11-28.dump    (PostgreSQL: pg_dump custom format)
 * docs/DEPLOY.md has a schedule and retention example.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '#server/config.js';
import { backupDatabase } from '#server/db/database-backup.js';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
if (!values.out) {
  console.error('Usage: npm run db:backup -- --out FILE');
  process.exit(2);
}
const started = Date.now();
try {
  await backupDatabase(loadConfig().database, values.out);
  console.log(`Backup written to ${values.out} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`);
  process.exit(1);
}
