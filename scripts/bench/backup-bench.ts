/**
 * npm run bench:backup: db:backup, db:restore and db:copy on the data-scale database (scale-seed.ts:
 * 100,000 accounts, 2,000,000 progress rows, 500,000 saved items, 200,000 notes). Seeds a fresh
 * SQLite file, backs it up and restores it, copies it into a fresh PostgreSQL schema, then backs
 * that up (pg_dump) and restores it; prints each step's time and the files' sizes with the
 * machine's load average beside each. Everything it made is removed at the end. Not a test.
 *   npm run bench:backup -- --rows 200000   the same proportions from fewer progress rows (quick check)
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { hashPassword } from '#server/credentials/password.js';
import { loadCatalogue } from '#server/content/load-catalogue.js';
import { typedCatalogue } from '#server/content/typed-catalogue.js';
import { openMigratedDatabase } from '#server/db/connection.js';
import { backupDatabase, restoreDatabase } from '#server/db/database-backup.js';
import { copyDatabase } from '#server/db/database-copy.js';
import { searchDocuments } from '#shared/search-documents.js';
import { freshDatabase, postgresAvailable } from '#harness/databases.js';
import { loadAverage } from './report.js';
import { BENCH_PASSWORD } from './runner.js';
import { FULL_SCALE, scaleSize, seedScale } from './scale-seed.js';

const { values: flags } = parseArgs({ options: { rows: { type: 'string', default: String(FULL_SCALE.progress) } } });
const PROGRESS_ROWS = Math.min(FULL_SCALE.progress, Math.max(2_000, Number(flags.rows) || FULL_SCALE.progress));

if (!(await postgresAvailable())) {
  console.error('bench:backup needs PostgreSQL at 127.0.0.1:5432 (or DATABASE_URL) for the copy.');
  process.exit(2);
}

const megabytes = (file: string) => `${(statSync(file).size / 1e6).toFixed(0)} MB`;

/** Runs one step, then prints how long it took and the load average when it began. */
async function timed(step: string, run: () => Promise<unknown>, size?: () => string): Promise<void> {
  const load = loadAverage();
  const started = performance.now();
  await run();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`${step}: ${seconds} s${size ? `, ${size()}` : ''} (load average ${load})`);
}

async function main() {
  const size = scaleSize(PROGRESS_ROWS);
  const folder = mkdtempSync(path.join(tmpdir(), 'studyhub-backup-bench-'));
  const sqlite = await freshDatabase('sqlite');
  const postgres = await freshDatabase('postgres');
  try {
    console.log(`== the data-scale database on SQLite: ${JSON.stringify(size)}, plus one heavy user`);
    const seeded = await openMigratedDatabase(sqlite.target);
    try {
      const documents = searchDocuments(typedCatalogue(await loadCatalogue('content')));
      await timed('seed', async () => seedScale(seeded.db, size, documents, await hashPassword(BENCH_PASSWORD)));
    } finally {
      await seeded.close();
    }
    if (sqlite.target.engine !== 'sqlite') throw new Error('expected a SQLite database');
    const sqliteFile = sqlite.target.file;
    console.log(`database file: ${megabytes(sqliteFile)}`);

    const sqliteBackup = path.join(folder, 'portal.db.backup');
    await timed(
      'db:backup (SQLite online backup)',
      () => backupDatabase(sqlite.target, sqliteBackup),
      () => megabytes(sqliteBackup),
    );
    const restoredFile = path.join(folder, 'restored.db');
    await timed('db:restore (SQLite, into a new file)', () =>
      restoreDatabase({ engine: 'sqlite', file: restoredFile }, sqliteBackup, false),
    );

    const source = await openMigratedDatabase(sqlite.target);
    const target = await openMigratedDatabase(postgres.target);
    try {
      let rows = 0;
      await timed(
        'db:copy (SQLite -> an empty PostgreSQL schema)',
        async () => {
          const report = await copyDatabase(source, target);
          rows = report.tables.reduce((sum, table) => sum + table.rows, 0);
        },
        () => `${rows.toLocaleString('en')} rows`,
      );
    } finally {
      await source.close();
      await target.close();
    }

    const dump = path.join(folder, 'studyhub.dump');
    await timed(
      'db:backup (PostgreSQL, pg_dump custom format)',
      () => backupDatabase(postgres.target, dump),
      () => megabytes(dump),
    );
    await timed('db:restore --force (PostgreSQL, pg_restore over the same schema)', () =>
      restoreDatabase(postgres.target, dump, true),
    );
  } finally {
    await postgres.drop();
    await sqlite.drop();
    rmSync(folder, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
