/**
 * npm run bench: the production build under load on this machine, side by side with a bare
 * node:http baseline, on SQLite and (when it answers) PostgreSQL. Loopback only, every run bounded
 * in time. Prints a table and the issue's targets and writes bench/results.json. Not a test:
 * figures depend on the machine, and the load generator shares its cores with the servers.
 *   npm run bench -- --seconds 3    shorter runs (default 5 s each)
 *   npm run bench -- --profile      the app servers write CPU profiles to bench/profiles/
 *   npm run bench -- --sqlite       SQLite only, even when PostgreSQL answers
 *   npm run bench -- --only search  one scenario: search (the query set), http (the servers under load)
 *   npm run bench -- --scale        only the data-scale scenario (scale.ts): 100,000 accounts, 2,000,000
 *                                   progress rows, 500,000 saved items, 200,000 notes per engine
 *   npm run bench -- --scale --rows 200000   the same proportions from fewer progress rows (quick check)
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { hashPassword } from '#server/auth/password.js';
import { loadConfig } from '#server/config.js';
import { openMigratedDatabase } from '#server/db/connection.js';
import { createServices, type Services } from '#server/services.js';
import { freshDatabase, postgresAvailable, type Engine } from '#tests/support/databases.js';
import { startFakeYoutube } from '#tests/support/fake-youtube.js';
import { spawnProductionServer } from '#tests/support/production-server.js';
import { measure } from './load.js';
import { measureSearchQuality } from './search-quality.js';
import { measureScale } from './scale.js';
import { FULL_SCALE } from './scale-seed.js';
import { printTable, printTargets, writeResults, type BenchRow, type TargetCheck } from './report.js';

const { values: flags } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    profile: { type: 'boolean', default: false },
    sqlite: { type: 'boolean', default: false },
    only: { type: 'string' },
    scale: { type: 'boolean', default: false },
    rows: { type: 'string', default: String(FULL_SCALE.progress) },
  },
});
const SCENARIOS = ['search', 'http'] as const;
if (flags.only && !(SCENARIOS as readonly string[]).includes(flags.only)) {
  console.error(`--only takes one of: ${SCENARIOS.join(', ')}`);
  process.exit(2);
}
const runs = (scenario: (typeof SCENARIOS)[number]) => !flags.scale && (!flags.only || flags.only === scenario);
const SCALE_ROWS = Math.min(FULL_SCALE.progress, Math.max(2_000, Number(flags.rows) || FULL_SCALE.progress));
const SECONDS = Math.min(30, Math.max(1, Number(flags.seconds) || 5));
const CONTENT_PATH = '/api/content/topics/front-end';
const PASSWORD = 'bench password 1';
const STORM_USERS = 3_000;
/** Signed-in readers whose sessions the read scenarios use in turn. */
const READERS = 64;
const UPSTREAM_LATENCY_MS = 200;
/** Everything stops after this long, whatever state it is in. */
const DEADLINE_MS = (flags.scale ? 30 : 10) * 60_000;

const cleanups = new Set<() => Promise<unknown>>();
const deadline = setTimeout(() => {
  console.error(`bench: still running after ${DEADLINE_MS / 60_000} minutes; stopping.`);
  void Promise.allSettled([...cleanups].map((cleanup) => cleanup())).finally(() => process.exit(1));
}, DEADLINE_MS);

/** The baseline in its own process, like the app, so both compete with the load generator alike. */
async function startBaseline(json: Buffer, brotliAsset: Buffer) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-'));
  const files = [path.join(dir, 'body.json'), path.join(dir, 'asset.js.br')];
  writeFileSync(files[0]!, json);
  writeFileSync(files[1]!, brotliAsset);
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/baseline-server.ts', ...files], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    rmSync(dir, { recursive: true, force: true });
  };
  cleanups.add(stop);
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      const match = /baseline listening on (\d+)/.exec(chunk.toString());
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`baseline server exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, stop };
}

/** The production server over a fresh database, plus services on the same database for accounts. */
async function startApp(engine: Engine, youtubeBase: string) {
  const database = await freshDatabase(engine);
  const server = await spawnProductionServer({
    databaseUrl: database.url,
    env: {
      YOUTUBE_API_KEY: 'bench-not-a-real-key',
      YOUTUBE_API_BASE: youtubeBase,
      // One reader makes thousands of searches and the storm thousands of sign-ins from one address.
      VIDEO_SEARCH_LIMIT: '1000000000',
      SIGNIN_MAX_FAILURES: '1000000000',
    },
    nodeArgs: flags.profile
      ? ['--cpu-prof', '--cpu-prof-dir=bench/profiles', `--cpu-prof-name=app-${engine}-${Date.now()}.cpuprofile`]
      : [],
  });
  const stopServer = () => server.stop();
  cleanups.add(stopServer);
  const config = loadConfig({ DATABASE_URL: database.url });
  const handle = await openMigratedDatabase(config.database);
  cleanups.delete(stopServer);
  const stop = async () => {
    await server.stop();
    await handle.close();
    await database.drop();
  };
  cleanups.add(stop);
  return { url: server.url, services: createServices(config, handle.db), stop };
}

/** Accounts straight through the repository with one precomputed hash: thousands in seconds. */
async function createAccounts(services: Services, emails: string[]) {
  const passwordHash = await hashPassword(PASSWORD);
  for (let i = 0; i < emails.length; i += 50) {
    await Promise.all(
      emails
        .slice(i, i + 50)
        .map((email) => services.users.create({ email, displayName: 'Bench Reader', passwordHash })),
    );
  }
}

async function signIn(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (response.status !== 200 || !cookie) throw new Error(`sign-in of ${email} answered ${response.status}`);
  return cookie;
}

async function hashedAssetPath(baseUrl: string): Promise<string> {
  const html = await (await fetch(baseUrl + '/')).text();
  const match = /src="(\/assets\/index-[^"]+\.js)"/.exec(html);
  if (!match) throw new Error('index.html names no entry chunk');
  return match[1]!;
}

interface Baselines {
  json: BenchRow;
  asset: BenchRow;
}

/** The bare node:http server answering with the very bytes the app sends (JSON, compressed entry chunk). */
async function measureBaselines(appUrl: string, cookie: string): Promise<Baselines> {
  console.log('\n== baseline: node:http with the same bytes from memory');
  const json = Buffer.from(await (await fetch(appUrl + CONTENT_PATH, { headers: { cookie } })).arrayBuffer());
  const asset = await fetchRaw(appUrl + (await hashedAssetPath(appUrl)), { 'accept-encoding': 'br' });
  const baseline = await startBaseline(json, asset);
  try {
    const jsonRun = await measure({ url: baseline.url + '/json', connections: 64, seconds: SECONDS });
    const assetRun = await measure({ url: baseline.url + '/asset', connections: 64, seconds: SECONDS });
    console.log(
      `   JSON: ${jsonRun.rps.toFixed(0)} req/s, p99 ${jsonRun.p99.toFixed(1)} ms; entry chunk: ${assetRun.rps.toFixed(0)} req/s`,
    );
    return {
      json: { engine: 'node:http', scenario: 'baseline: same JSON bytes', ...jsonRun, vsBaseline: 1 },
      asset: { engine: 'node:http', scenario: 'baseline: same entry chunk (br)', ...assetRun, vsBaseline: 1 },
    };
  } finally {
    await baseline.stop();
    cleanups.delete(baseline.stop);
  }
}

/** A response's bytes exactly as sent (fetch would undo the compression). */
function fetchRaw(url: string, headers: Record<string, string>): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve(Buffer.concat(chunks)));
    }).on('error', reject);
  });
}

async function measureApp(engine: Engine, url: string, readers: string[], baselines: Baselines) {
  // Each request carries one of the readers' session cookies in turn, as many signed-in users would.
  const auth = { cookies: readers };
  const rows: BenchRow[] = [];
  const add = (scenario: string, result: Awaited<ReturnType<typeof measure>>, baseline = baselines.json) => {
    rows.push({ engine, scenario, ...result, vsBaseline: result.rps / baseline.rps });
    console.log(`   ${scenario}: ${result.rps.toFixed(0)} req/s, p99 ${result.p99.toFixed(1)} ms`);
  };

  const content = await measure({ url: url + CONTENT_PATH, connections: 64, seconds: SECONDS, ...auth });
  add('gated content', content);
  add(
    'GET /api/auth/session',
    await measure({ url: url + '/api/auth/session', connections: 64, seconds: SECONDS, ...auth }),
  );
  // Pages and assets are asked for the way browsers do, with compression (the JSON rows above
  // send the raw bytes, like the baseline).
  const browser = { 'accept-encoding': 'gzip, deflate, br' };
  add('index.html (br)', await measure({ url: url + '/', connections: 64, seconds: SECONDS, headers: browser }));
  const asset = await measure({
    url: url + (await hashedAssetPath(url)),
    connections: 64,
    seconds: SECONDS,
    headers: browser,
  });
  add('hashed entry chunk (br)', asset, baselines.asset);

  // Distinct users signing in at 20 concurrent while readers keep asking for content.
  let next = 0;
  const [signins, during] = await Promise.all([
    measure({
      url: url + '/api/auth/signin',
      connections: 20,
      seconds: SECONDS,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      setupRequest: (request) => ({
        ...request,
        body: JSON.stringify({ email: stormEmail(next++ % STORM_USERS), password: PASSWORD }),
      }),
    }),
    measure({ url: url + CONTENT_PATH, connections: 10, seconds: SECONDS, ...auth }),
  ]);
  add('sign-in storm (distinct users)', signins);
  add('gated content during the storm', during);

  // Every miss asks YouTube (the fake waits 200 ms); every hit is answered from the shared cache.
  let query = 0;
  const run = `${engine}${Date.now().toString(36)}`;
  const miss = await measure({
    url: url + '/api/videos/search',
    connections: 10,
    seconds: SECONDS,
    ...auth,
    setupRequest: (request) => ({
      ...request,
      path: `/api/videos/search?q=${encodeURIComponent(`lesson ${run} ${query++}`)}`,
    }),
  });
  add(`video search miss (upstream ${UPSTREAM_LATENCY_MS} ms)`, miss);
  await fetch(`${url}/api/videos/search?q=cached+lesson`, { headers: { cookie: readers[0]! } });
  const hit = await measure({
    url: `${url}/api/videos/search?q=cached+lesson`,
    connections: 10,
    seconds: SECONDS,
    ...auth,
  });
  add('video search cache hit', hit);

  const targets: TargetCheck[] = [];
  const check = (target: string, measured: string, met: boolean) => targets.push({ engine, target, measured, met });
  const share = content.rps / baselines.json.rps;
  check(
    'gated content >= 50% of baseline throughput (64 connections)',
    `${(share * 100).toFixed(0)}% (${content.rps.toFixed(0)} vs ${baselines.json.rps.toFixed(0)} req/s)`,
    share >= 0.5,
  );
  // The baseline's own p99 beside it: on 2 shared cores the load generator's latency is part of it.
  check(
    'gated content p99 < 25 ms (64 connections)',
    `${content.p99.toFixed(1)} ms (bare node:http baseline: ${baselines.json.p99.toFixed(1)} ms)`,
    content.p99 < 25,
  );
  check(
    'content p99 during the sign-in storm < 50 ms',
    `${during.p99.toFixed(1)} ms (${signins.requests} sign-ins alongside)`,
    during.p99 < 50,
  );
  const speedup = miss.mean / hit.mean;
  check(
    'video cache hit >= 20x faster than a miss (mean latency)',
    `${speedup.toFixed(0)}x (${hit.mean.toFixed(1)} vs ${miss.mean.toFixed(1)} ms)`,
    speedup >= 20,
  );
  return { rows, targets };
}

const stormEmail = (i: number) => `storm${i}@bench.example`;

async function main() {
  const rows: BenchRow[] = [];
  const targets: TargetCheck[] = [];
  const notes: string[] = [];
  if (runs('search')) targets.push(...(await measureSearchQuality()));
  if (runs('http')) await measureServers(rows, targets, notes);
  if (flags.scale) await measureDataScale(rows, targets, notes);
  if (rows.length) printTable(rows);
  printTargets(targets);
  writeResults('bench/results.json', { seconds: SECONDS, rows, targets, notes });
  clearTimeout(deadline);
}

/** The data-scale scenario on each engine, one after the other (each seeds and drops its own database). */
async function measureDataScale(rows: BenchRow[], targets: TargetCheck[], notes: string[]) {
  const build = spawnSync(process.execPath, ['scripts/build-if-needed.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  const engines: Engine[] = !flags.sqlite && (await postgresAvailable()) ? ['sqlite', 'postgres'] : ['sqlite'];
  notes.push(
    `data scale from ${SCALE_ROWS.toLocaleString('en')} progress rows; each run ${SECONDS} s at 64 connections`,
    `the load generator shares this machine's ${os.cpus().length} cores (load average ${os.loadavg()[0]!.toFixed(1)} at the start) with the server`,
  );
  for (const engine of engines) {
    const result = await measureScale({ engine, progressRows: SCALE_ROWS, seconds: SECONDS, cleanups });
    rows.push(...result.rows);
    targets.push(...result.targets);
  }
}

/** The production build under HTTP load on each engine, beside the node:http baseline. */
async function measureServers(rows: BenchRow[], targets: TargetCheck[], notes: string[]) {
  const build = spawnSync(process.execPath, ['scripts/build-if-needed.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  const engines: Engine[] = !flags.sqlite && (await postgresAvailable()) ? ['sqlite', 'postgres'] : ['sqlite'];
  notes.push(
    `each run ${SECONDS} s; the load generator (autocannon) shares this machine's ${os.cpus().length} cores with the servers`,
    'latencies are measured per request by the bench, over every answer',
    `gated requests carry the session cookies of ${READERS} signed-in readers in turn`,
    'vs baseline: req/s against node:http sending the same JSON bytes; the entry chunk row against node:http sending the same compressed chunk',
  );
  if (!engines.includes('postgres') && !flags.sqlite)
    notes.push('PostgreSQL did not answer at 127.0.0.1:5432: SQLite only');
  if (flags.profile) notes.push('CPU profiles in bench/profiles/ (open them in Chrome DevTools > Performance)');

  const youtube = await startFakeYoutube({ delayMs: UPSTREAM_LATENCY_MS });
  cleanups.add(youtube.stop);
  let baselines: Baselines | undefined;
  for (const engine of engines) {
    console.log(`\n== ${engine}: the production server over a fresh database`);
    const app = await startApp(engine, youtube.base);
    try {
      const readerEmails = Array.from({ length: READERS }, (_, i) => `reader${i}@bench.example`);
      await createAccounts(app.services, [
        ...readerEmails,
        ...Array.from({ length: STORM_USERS }, (_, i) => stormEmail(i)),
      ]);
      const readers: string[] = [];
      for (const email of readerEmails) readers.push(await signIn(app.url, email));
      if (!baselines) {
        baselines = await measureBaselines(app.url, readers[0]!);
        rows.push(baselines.json, baselines.asset);
      }
      const result = await measureApp(engine, app.url, readers, baselines);
      rows.push(...result.rows);
      targets.push(...result.targets);
    } finally {
      await app.stop();
      cleanups.delete(app.stop);
    }
  }
  await youtube.stop();
  cleanups.delete(youtube.stop);
}

main().catch(async (error) => {
  console.error(error);
  await Promise.allSettled([...cleanups].map((cleanup) => cleanup()));
  process.exit(1);
});
