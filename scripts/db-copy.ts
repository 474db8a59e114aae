/**
 * Moves a growing install from SQLite (DATABASE_URL, default data/portal.db) to PostgreSQL:
 *   npm run db:copy -- --to postgres://studyhub@127.0.0.1:5432/studyhub
 * The target must be empty; it is migrated, filled in one transaction, and its row counts are
 * checked. Sessions are not copied: everyone signs in again. Then set DATABASE_URL to the target.
 */
import { parseArgs } from 'node:util';
import { loadConfig, parseDatabaseUrl } from '#server/config.js';
import { openMigratedDatabase } from '#server/db/connection.js';
import { copyDatabase, NOT_COPIED } from '#server/db/database-copy.js';

const { values } = parseArgs({ options: { to: { type: 'string' } } });
const target = parseDatabaseUrl(values.to);
if (!values.to || target.engine !== 'postgres') {
  console.error('Usage: npm run db:copy -- --to postgres://user@host:5432/database');
  process.exit(2);
}
const source = await openMigratedDatabase(loadConfig().database);
try {
  const destination = await openMigratedDatabase(target);
  try {
    const report = await copyDatabase(source, destination);
    for (const { table, rows } of report.tables) console.log(`  ${table}: ${rows}`);
    console.log(`Copied ${report.tables.length} tables in ${(report.ms / 1000).toFixed(1)} s.`);
    for (const table of report.skipped) console.log(`  not copied: ${table} (${NOT_COPIED[table]})`);
    console.log('Now set DATABASE_URL to the new database and restart.');
  } finally {
    await destination.close();
  }
} catch (error) {
  console.error(`Copy failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await source.close();
}
