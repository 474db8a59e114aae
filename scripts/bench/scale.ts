import { sql, type Kysely } from 'kysely';
import { hashPassword } from '#server/credentials/password.js';
import { loadConfig } from '#server/config.js';
import { loadCatalogue } from '#server/content/load-catalogue.js';
import { typedCatalogue } from '#server/content/typed-catalogue.js';
import { openMigratedDatabase, type DatabaseHandle } from '#server/db/connection.js';
import { migration as perUserIndexes, PER_USER_INDEXES } from '#server/db/migrations/021_per_user_indexes.js';
import { searchDocuments } from '#shared/search-documents.js';
import { freshDatabase, type Engine } from '#harness/databases.js';
import { spawnProductionServer } from '#harness/production-server.js';
import type { BenchRow, TargetCheck } from './report.js';
import { BENCH_PASSWORD, createRunner, signIn } from './runner.js';
import { measureHeavySearch } from './scale-search.js';
import { HEAVY_USER, scaleEmail, scaleSize, seedScale } from './scale-seed.js';

const CONNECTIONS = 64;
/** Signed-in users whose cookies the load takes in turn, spread over the accounts. */
const READERS = 64;
/**
 * The per-user endpoints measured at 64 connections. The first three carry the target (p99 < 25 ms);
 * the export (whose target is the heavy user's, below) and the search with one's own notes (which
 * matches words every seeded note contains) are measured beside them.
 */
const ENDPOINTS = [
  ['GET /api/progress', '/api/progress', true],
  ['GET /api/saved', '/api/saved', true],
  ['GET /api/notes', '/api/notes', true],
  ['GET /api/account/export (JSON)', '/api/account/export?format=json', false],
  ['GET /api/search (with own notes)', '/api/search?q=revise%20exercises', false],
] as const;

/** Fresh statistics after bulk loads and index changes, so both planners see the real tables. */
const analyze = (handle: DatabaseHandle) => sql`analyze`.execute(handle.db);

/** The heavy user's whole export, downloaded to the last byte: the slowest of a few tries. */
async function heavyExport(url: string, cookie: string, format: 'json' | 'markdown') {
  let slowest = 0;
  let bytes = 0;
  for (let attempt = 0; attempt < 3; attempt++) {
    const started = performance.now();
    const response = await fetch(`${url}/api/account/export?format=${format}`, { headers: { cookie } });
    if (response.status !== 200) throw new Error(`heavy export answered ${response.status}`);
    bytes = (await response.arrayBuffer()).byteLength;
    slowest = Math.max(slowest, performance.now() - started);
  }
  return { slowest, bytes };
}

/**
 * `npm run bench -- --scale`: the data-scale scenario on one engine. Seeds a fresh
 * database (its own temp file or schema, dropped afterwards), measures the per-user endpoints at
 * 64 connections first without and then with the indexes of migration 021, and times a heavy
 * user's export.
 */
export async function measureScale(options: {
  engine: Engine;
  progressRows: number;
  seconds: number;
  cleanups: Set<() => Promise<unknown>>;
  /** Extra Node flags for the app server (--cpu-prof with `npm run bench -- --profile`). */
  nodeArgs?: string[];
}) {
  const { engine, seconds, cleanups } = options;
  const size = scaleSize(options.progressRows);
  console.log(`\n== ${engine}: data scale (${JSON.stringify(size)}, plus one heavy user)`);
  const database = await freshDatabase(engine);
  cleanups.add(database.drop);
  const handle = await openMigratedDatabase(loadConfig({ DATABASE_URL: database.url }).database);
  const closeHandle = () => handle.close();
  cleanups.add(closeHandle);
  const rows: BenchRow[] = [];
  const targets: TargetCheck[] = [];
  try {
    const documents = searchDocuments(typedCatalogue(await loadCatalogue('content')));
    await seedScale(handle.db, size, documents, await hashPassword(BENCH_PASSWORD));
    await analyze(handle);
    const server = await spawnProductionServer({
      databaseUrl: database.url,
      nodeArgs: options.nodeArgs,
      // SEARCH_LIMIT: 64 connections of 64 readers ask far more than 120 searches a minute each;
      // with the production limit that row measured 429s instead of searches (decision 0030).
      env: { VIDEO_SEARCH_LIMIT: '1000000000', SIGNIN_MAX_FAILURES: '1000000000', SEARCH_LIMIT: '1000000000' },
    });
    const stopServer = () => server.stop();
    cleanups.add(stopServer);
    try {
      const readers: string[] = [];
      for (let i = 0; i < READERS; i++)
        readers.push(await signIn(server.url, scaleEmail(Math.floor((i * size.accounts) / READERS))));
      const heavyCookie = await signIn(server.url, HEAVY_USER.email);

      const runner = createRunner(engine, rows);
      const load = (path: string) => ({
        url: server.url + path,
        connections: CONNECTIONS,
        seconds,
        cookies: readers,
        // The server's CPU per answer compares builds run minutes apart; req/s and p99 move with the machine.
        serverPid: server.pid,
      });
      const phase = async (label: string) => {
        const p99s: Record<string, number> = {};
        for (const [name, path] of ENDPOINTS) p99s[name] = (await runner.run(`${name} ${label}`, load(path))).p99;
        return p99s;
      };

      // A first pass per endpoint fills the caches (SQLite's pages, PostgreSQL's buffers, the
      // server's prepared statements), so the first measured phase is not also the cold one.
      for (const [, path] of ENDPOINTS) await runner.warmUp(load(path));
      // Before: the same data without migration 021's indexes (dropped here, then made again).
      for (const [name] of PER_USER_INDEXES) await sql`drop index ${sql.id(name)}`.execute(handle.db);
      await analyze(handle);
      const before = await phase('(without 021 indexes)');
      await perUserIndexes.up(handle.db as unknown as Kysely<unknown>);
      await analyze(handle);
      const after = await phase('(with 021 indexes)');

      await measureHeavySearch({ runner, url: server.url, serverPid: server.pid, cookie: heavyCookie, seconds });

      for (const [name, , hasTarget] of ENDPOINTS) {
        if (!hasTarget) continue;
        const p99 = after[name]!;
        targets.push({
          engine,
          target: `${name} p99 < 25 ms at ${CONNECTIONS} connections, ${size.progress.toLocaleString('en')} progress rows`,
          measured: `${p99.toFixed(1)} ms (without the 021 indexes: ${before[name]!.toFixed(1)} ms)`,
          met: p99 < 25,
        });
      }
      for (const format of ['json', 'markdown'] as const) {
        const run = await heavyExport(server.url, heavyCookie, format);
        console.log(
          `   heavy user's export (${format}): ${(run.bytes / 1e6).toFixed(1)} MB, slowest ${run.slowest.toFixed(0)} ms`,
        );
        targets.push({
          engine,
          target: `heavy user's export (${format}) complete in < 1 s`,
          measured: `${run.slowest.toFixed(0)} ms for ${(run.bytes / 1e6).toFixed(1)} MB (slowest of 3)`,
          met: run.slowest < 1000,
        });
      }
    } finally {
      await server.stop();
      cleanups.delete(stopServer);
    }
  } finally {
    await handle.close();
    cleanups.delete(closeHandle);
    await database.drop();
    cleanups.delete(database.drop);
  }
  return { rows, targets };
}
