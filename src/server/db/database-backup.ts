import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import type { DatabaseTarget } from '#server/config.js';
import { openDatabase, openMigratedDatabase } from './connection.js';
import { tablesWithRows } from './database-copy.js';
import { appTablesInInsertOrder } from './table-list.js';

const CLIENT_PACKAGE =
  "Debian's postgresql-client (apt-get install postgresql-client), of the server's major version or newer";

/**
 * A consistent copy of the database while the server runs. SQLite: the online backup API (pages
 * copied while writers wait their turn, never a torn file). PostgreSQL: `pg_dump` in its custom
 * format, of the app's schema only (the schema DATABASE_URL's search_path names, else public).
 */
export async function backupDatabase(target: DatabaseTarget, outFile: string): Promise<void> {
  if (target.engine === 'sqlite') {
    if (!existsSync(target.file)) throw new Error(`no database at ${target.file}`);
    const source = new SqliteDatabase(target.file, { fileMustExist: true });
    try {
      await source.backup(outFile);
    } finally {
      source.close();
    }
    return;
  }
  const schema = await currentSchema(target);
  await run('pg_dump', ['--format=custom', `--schema=${schema}`, `--file=${outFile}`, `--dbname=${target.url}`]);
}

/**
 * Puts a backup back. Refuses a database that holds any row unless `force` (then what is there is
 * replaced). SQLite: the backup file copied page by page over the database file (stop the server
 * first). PostgreSQL: `pg_restore --clean --if-exists` into the schema the backup was taken from.
 */
export async function restoreDatabase(target: DatabaseTarget, fromFile: string, force: boolean): Promise<void> {
  if (!existsSync(fromFile)) throw new Error(`no backup at ${fromFile}`);
  const occupied = await occupiedTables(target);
  if (occupied.length && !force)
    throw new Error(
      `the database is not empty (rows in ${occupied.slice(0, 5).join(', ')}${occupied.length > 5 ? ', ...' : ''}); ` +
        'add --force to replace it with the backup',
    );
  if (target.engine === 'sqlite') {
    const backup = new SqliteDatabase(fromFile, { readonly: true, fileMustExist: true });
    try {
      await backup.backup(target.file);
    } finally {
      backup.close();
    }
  } else {
    await run('pg_restore', ['--clean', '--if-exists', '--no-owner', `--dbname=${target.url}`, fromFile]);
  }
  // The restored database is checked by opening it as the server would (and migrated if it is older).
  const check = await openMigratedDatabase(target);
  await check.close();
}

async function occupiedTables(target: DatabaseTarget): Promise<string[]> {
  if (target.engine === 'sqlite' && !existsSync(target.file)) return [];
  const handle = openDatabase(target);
  try {
    return await tablesWithRows(handle.db, await appTablesInInsertOrder(handle.db, handle.engine));
  } finally {
    await handle.close();
  }
}

async function currentSchema(target: DatabaseTarget): Promise<string> {
  const handle = openDatabase(target);
  try {
    const row = await sql<{ schema: string }>`select current_schema() as schema`.execute(handle.db);
    return row.rows[0]?.schema ?? 'public';
  } finally {
    await handle.close();
  }
}

/** Runs a PostgreSQL client tool; its absence is named with the package that brings it. */
function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new Error(`${command} was not found: install ${CLIENT_PACKAGE}`) : error),
    );
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (exit ${code}): ${errors.trim().slice(0, 2000)}`)),
    );
  });
}
