import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DatabaseTarget } from '#server/config.js';

/** PostgreSQL for tests: DATABASE_URL when it names one, else the machine's local server. */
export const POSTGRES_URL = process.env.DATABASE_URL?.match(/^postgres(ql)?:\/\//)
  ? process.env.DATABASE_URL
  : 'postgres://postgres@127.0.0.1:5432/test';

export type Engine = 'sqlite' | 'postgres';

let availability: Promise<boolean> | undefined;

/** Whether PostgreSQL answers; when it does not, PostgreSQL tests skip and say so once. */
export function postgresAvailable(): Promise<boolean> {
  availability ??= (async () => {
    const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2_000 });
    try {
      await client.connect();
      await client.query('select 1');
      return true;
    } catch (error) {
      console.warn(
        `SKIPPING PostgreSQL tests: no PostgreSQL answers at ${POSTGRES_URL} (${(error as Error).message}).`,
      );
      return false;
    } finally {
      await client.end().catch(() => undefined);
    }
  })();
  return availability;
}

/** Engines to run database tests on: SQLite always, PostgreSQL when it answers. */
export async function testEngines(): Promise<Engine[]> {
  return (await postgresAvailable()) ? ['sqlite', 'postgres'] : ['sqlite'];
}

export interface FreshDatabase {
  target: DatabaseTarget;
  /** The DATABASE_URL that selects this database (for child processes). */
  url: string;
  drop(): Promise<void>;
}

/** A database no other run can see: a temp SQLite file, or a new PostgreSQL schema. */
export async function freshDatabase(engine: Engine): Promise<FreshDatabase> {
  const suffix = `${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  if (engine === 'sqlite') {
    const { mkdtemp, rm } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const dir = await mkdtemp(path.join(tmpdir(), 'portal-test-'));
    const file = path.join(dir, 'portal.db');
    return { target: { engine: 'sqlite', file }, url: file, drop: () => rm(dir, { recursive: true, force: true }) };
  }
  const schema = `test_${suffix}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`CREATE SCHEMA "${schema}"`);
  await admin.end();
  const separator = POSTGRES_URL.includes('?') ? '&' : '?';
  const url = `${POSTGRES_URL}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  return {
    target: { engine: 'postgres', url },
    url,
    async drop() {
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await client.end();
    },
  };
}
