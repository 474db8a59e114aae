import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { DatabaseTarget } from '#server/config.js';
import { CurrentSchemaPostgresDialect } from './current-schema-introspector.js';
import { nameStatementsByText } from './pg-named-statements.js';
import type { DatabaseSchema } from './schema.js';

export type Db = Kysely<DatabaseSchema>;

export interface DatabaseHandle {
  db: Db;
  engine: DatabaseTarget['engine'];
  close(): Promise<void>;
  /** PostgreSQL's pool counters (for metrics); SQLite has one connection in the process and none. */
  poolStats?: () => { total: number; idle: number; waiting: number };
}

// PostgreSQL returns int8 (our epoch-millisecond columns) as strings; every value fits a double.
pg.types.setTypeParser(20, (value) => Number(value));

/** Opens the database DATABASE_URL chose. Nothing else in the code knows which engine runs. */
export function openDatabase(target: DatabaseTarget): DatabaseHandle {
  if (target.engine === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle client losing its connection must not crash the process.
    pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
    nameStatementsByText(pool);
    const db = new Kysely<DatabaseSchema>({ dialect: new CurrentSchemaPostgresDialect({ pool }) });
    const poolStats = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
    return { db, engine: 'postgres', close: () => db.destroy(), poolStats };
  }
  if (target.file !== ':memory:') mkdirSync(path.dirname(target.file), { recursive: true });
  const sqlite = new SqliteDatabase(target.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  const db = new Kysely<DatabaseSchema>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, engine: 'sqlite', close: () => db.destroy() };
}

/**
 * Kysely prepares every query anew, and on SQLite parsing the SQL cost more than running the
 * session lookup (a tenth of the gated content endpoint's CPU in `npm run bench -- --profile`).
 * Our queries come from a few fixed shapes, so prepared statements are kept by their text.
 */
function withStatementCache(sqlite: SqliteDatabase.Database, max = 256) {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(source: string) {
      const cached = statements.get(source);
      // A statement still being iterated (streamed) cannot run again until it finishes.
      if (cached && !cached.busy) return cached;
      const statement = sqlite.prepare(source);
      if (statements.size >= max) statements.delete(statements.keys().next().value!);
      statements.set(source, statement);
      return statement;
    },
  };
}

/** Opens the configured database and brings its schema up to date: what every entry point needs. */
export async function openMigratedDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  const { migrateToLatest } = await import('./migrate.js');
  const handle = openDatabase(target);
  try {
    const schema =
      handle.engine === 'postgres'
        ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(handle.db)).rows[0]?.schema
        : undefined;
    await migrateToLatest(handle.db, schema);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}
