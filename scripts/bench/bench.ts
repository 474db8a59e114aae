/**
 * npm run bench: the production build under load on this machine, side by side with a bare
 * node:http baseline, on SQLite and (when it answers) PostgreSQL. Loopback only, every run bounded
 * in time. Prints a table and the issue's targets and writes bench/results.json. Not a test:
 * figures depend on the machine, and the load generator shares its cores with the servers.
 *   npm run bench -- --seconds 3    shorter runs (default 5 s each)
 *   npm run bench -- --profile      the app servers write CPU profiles to bench/profiles/
 *   npm run bench -- --sqlite       SQLite only, even when PostgreSQL answers
 *   npm run bench -- --only search  one scenario: search (the query set), http (the servers under load),
 *                                   gated (only the baseline, the gated content read and the session answer:
 *                                   the quick before/after comparison for the session gate), loop (the
 *                                   longest event-loop block of a heavy user's search and export: loop-block.ts)
 *   npm run bench -- --scale        only the data-scale scenario (scale.ts): 100,000 accounts, 2,000,000
 *                                   progress rows, 500,000 saved items, 200,000 notes per engine, and a
 *                                   heavy user's search with 947 notes (scale-search.ts)
 *   npm run bench -- --scale --rows 200000   the same proportions from fewer progress rows (quick check)
 */
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { loadConfig } from '#server/config.js';
import { openMigratedDatabase } from '#server/db/connection.js';
import { createServices } from '#server/services.js';
import { freshDatabase, postgresAvailable, type Engine } from '#harness/databases.js';
import { startFakeYoutube } from '#harness/fake-youtube.js';

type FakeYoutube = Awaited<ReturnType<typeof startFakeYoutube>>;
import { spawnProductionServer } from '#harness/production-server.js';
import { hashedAssetPath, measureGatedRead } from './gated-read.js';
import { measure, type LoadResult } from './load.js';
import { BENCH_PASSWORD, createAccounts, createRunner, signIn, type Runner } from './runner.js';
import { measureSearchQuality } from './search-quality.js';
import { measureLoopBlocks, printLoopBlocks } from './loop-block.js';
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
const SCENARIOS = ['search', 'http', 'gated', 'loop'] as const;
if (flags.only && !(SCENARIOS as readonly string[]).includes(flags.only)) {
  console.error(`--only takes one of: ${SCENARIOS.join(', ')}`);
  process.exit(2);
}
const runs = (scenario: (typeof SCENARIOS)[number]) => !flags.scale && (!flags.only || flags.only === scenario);
const SCALE_ROWS = Math.min(FULL_SCALE.progress, Math.max(2_000, Number(flags.rows) || FULL_SCALE.progress));
const SECONDS = Math.min(30, Math.max(1, Number(flags.seconds) || 5));
const CONTENT_PATH = '/api/content/topics/front-end';
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

/** With --profile, the app server writes a CPU profile to bench/profiles/ when it stops. */
function profileArgs(engine: Engine): string[] {
  if (!flags.profile) return [];
  return ['--cpu-prof', '--cpu-prof-dir=bench/profiles', `--cpu-prof-name=app-${engine}-${Date.now()}.cpuprofile`];
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
      // Every miss must reach the upstream: a spent daily budget answers from the catalogue instead.
      YOUTUBE_DAILY_UNITS: '1000000000',
      YOUTUBE_ACCOUNT_SHARE: '1',
      SIGNIN_MAX_FAILURES: '1000000000',
      // Every page asked for is rendered, however long it waits its turn: the page scenario measures
      // the render, not the shell a deadline would answer with.
      RENDER_DEADLINE: '60s',
    },
    nodeArgs: profileArgs(engine),
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
  return { url: server.url, pid: server.pid, services: createServices(config, handle.db), stop };
}

/** The issue's floor for the gated content read, as a share of the bare node:http baseline. */
const GATED_SHARE_TARGET: Record<Engine, number> = { sqlite: 0.85, postgres: 0.75 };
const GATED_ONLY = flags.only === 'gated';

/** The gated read beside the baseline, the session answer, then (unless --only gated) the busy scenarios. */
async function measureApp(engine: Engine, url: string, pid: number, readers: string[], youtube: FakeYoutube) {
  const rows: BenchRow[] = [];
  const targets: TargetCheck[] = [];
  const app = createRunner(engine, rows);
  const check = (target: string, measured: string, met: boolean) => targets.push({ engine, target, measured, met });

  console.log('   the gated read and node:http with the same bytes from memory, in back-to-back pairs');
  const gated = await measureGatedRead({
    appUrl: url,
    appPid: pid,
    contentPath: CONTENT_PATH,
    readers,
    seconds: SECONDS,
    app,
    baseline: createRunner(`node:http (${engine})`, rows),
    cleanups,
  });
  const auth = { cookies: readers };
  await app.run(
    'GET /api/auth/session',
    { url: url + '/api/auth/session', connections: 64, seconds: SECONDS, serverPid: pid, ...auth },
    gated.baseline,
  );
  const percent = (share: number) => `${(share * 100).toFixed(0)}%`;
  check(
    `gated content >= ${percent(GATED_SHARE_TARGET[engine])} of baseline throughput (64 connections)`,
    `${percent(gated.share)} (${gated.read.rps.toFixed(0)} vs ${gated.baseline.rps.toFixed(0)} req/s; pairs ${gated.shares.map(percent).join(', ')}; ` +
      `server CPU per answer ${gated.read.serverCpuUs!.toFixed(0)} µs, baseline ${gated.baseline.serverCpuUs!.toFixed(0)} µs)`,
    gated.share >= GATED_SHARE_TARGET[engine],
  );
  // The baseline's own p99 beside it: on 2 shared cores the load generator's latency is part of it.
  check(
    'gated content p99 < 25 ms (64 connections)',
    `${gated.read.p99.toFixed(1)} ms (bare node:http baseline: ${gated.baseline.p99.toFixed(1)} ms)`,
    gated.read.p99 < 25,
  );
  // The server-rendered page (decision 0064): a topic page with its content and the reader's ticks,
  // compressed as browsers ask for it.
  const pageLoad = {
    url: url + '/front-end',
    connections: 64,
    seconds: SECONDS,
    serverPid: pid,
    headers: { 'accept-encoding': 'gzip, deflate, br' },
    ...auth,
  };
  // Warmed as the gated read is: the first pages render the kept page and its parts for the first time.
  await app.warmUp(pageLoad);
  const page = await app.run('server-rendered /front-end (br)', pageLoad, gated.baseline);
  check(
    'server-rendered /front-end: server CPU per page < 2 ms and p99 < 50 ms (64 connections)',
    `${(page.serverCpuUs! / 1000).toFixed(1)} ms CPU per page, p99 ${page.p99.toFixed(0)} ms, ${page.rps.toFixed(0)} req/s`,
    page.serverCpuUs! < 2000 && page.p99 < 50,
  );
  if (!GATED_ONLY) await measureBusyApp(engine, url, pid, readers, gated.asset, youtube, { app, check });
  return { rows, targets };
}

/** Pages, assets, a sign-in storm beside readers, and video search misses and hits. */
async function measureBusyApp(
  engine: Engine,
  url: string,
  pid: number,
  readers: string[],
  assetBaseline: LoadResult,
  youtube: FakeYoutube,
  { app, check }: { app: Runner; check: (target: string, measured: string, met: boolean) => void },
) {
  const auth = { cookies: readers };
  // Pages and assets are asked for the way browsers do, with compression (the JSON rows above
  // send the raw bytes, like the baseline).
  const browser = { 'accept-encoding': 'gzip, deflate, br' };
  // A signed-out visitor's / is the sign-in page, rendered by the server (decision 0064).
  await app.run('signed-out / (the sign-in page, rendered, br)', {
    url: url + '/',
    connections: 64,
    seconds: SECONDS,
    headers: browser,
  });
  const asset = { url: url + (await hashedAssetPath(url)), connections: 64, seconds: SECONDS, headers: browser };
  await app.run('hashed entry chunk (br)', asset, assetBaseline);

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
        body: JSON.stringify({ email: stormEmail(next++ % STORM_USERS), password: BENCH_PASSWORD }),
      }),
    }),
    measure({ url: url + CONTENT_PATH, connections: 10, seconds: SECONDS, ...auth }),
  ]);
  app.record('sign-in storm (distinct users)', signins);
  app.record('gated content during the storm', during);

  // Every miss asks YouTube (the fake waits 200 ms); every hit is answered from the shared cache.
  let query = 0;
  const run = `${engine}${Date.now().toString(36)}`;
  const callsBefore = youtube.calls.length;
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
  app.record(`video search miss (upstream ${UPSTREAM_LATENCY_MS} ms)`, miss);
  // A 'miss' the catalogue answered (budget spent, account unverified) would measure something else.
  const upstreamCalls = youtube.calls.length - callsBefore;
  check(
    'every video search miss reached the upstream',
    `${upstreamCalls} upstream calls for ${miss.requests} misses`,
    upstreamCalls >= miss.requests,
  );
  // The first search stores YouTube's answer; every search after it, by any reader, is a hit.
  const hitOptions = { url: `${url}/api/videos/search?q=cached+lesson`, connections: 10, seconds: SECONDS, ...auth };
  await fetch(hitOptions.url, { headers: { cookie: readers[0]! } });
  const sample = (await (await fetch(hitOptions.url, { headers: { cookie: readers[1]! } })).json()) as {
    source?: string;
    cached?: boolean;
  };
  await app.warmUp(hitOptions);
  const callsBeforeHits = youtube.calls.length;
  const hit = await app.run('video search cache hit', { ...hitOptions, serverPid: pid });
  check(
    'every video search hit was answered from the cache',
    `${youtube.calls.length - callsBeforeHits} upstream calls for ${hit.requests} hits; a hit's answer: source ${sample.source}, cached ${sample.cached}`,
    youtube.calls.length === callsBeforeHits && sample.source === 'youtube' && sample.cached === true,
  );

  const speedup = miss.mean / hit.mean;
  check(
    'video cache hit >= 20x faster than a miss (mean latency)',
    `${speedup.toFixed(0)}x (${hit.mean.toFixed(1)} vs ${miss.mean.toFixed(1)} ms; p50 ${hit.p50.toFixed(1)} vs ${miss.p50.toFixed(1)} ms)`,
    speedup >= 20,
  );
}

const stormEmail = (i: number) => `storm${i}@bench.example`;

async function main() {
  const rows: BenchRow[] = [];
  const targets: TargetCheck[] = [];
  const notes: string[] = [];
  if (runs('search')) targets.push(...(await measureSearchQuality()));
  if (runs('loop')) printLoopBlocks(await measureLoopBlocks());
  if (runs('http') || runs('gated')) await measureServers(rows, targets, notes);
  if (flags.scale) await measureDataScale(rows, targets, notes);
  if (rows.length) printTable(rows);
  printTargets(targets);
  writeResults('bench/results.json', { seconds: SECONDS, rows, targets, notes });
  clearTimeout(deadline);
}

/** The production build (made when the sources changed) and the engines to run it on. */
async function buildAndChooseEngines(): Promise<Engine[]> {
  const build = spawnSync(process.execPath, ['scripts/build-if-needed.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  return !flags.sqlite && (await postgresAvailable()) ? ['sqlite', 'postgres'] : ['sqlite'];
}

/** The data-scale scenario on each engine, one after the other (each seeds and drops its own database). */
async function measureDataScale(rows: BenchRow[], targets: TargetCheck[], notes: string[]) {
  const engines = await buildAndChooseEngines();
  notes.push(
    `data scale from ${SCALE_ROWS.toLocaleString('en')} progress rows; each run ${SECONDS} s at 64 connections`,
    `the load generator shares this machine's ${os.cpus().length} cores (load average ${os.loadavg()[0]!.toFixed(1)} at the start) with the server`,
  );
  for (const engine of engines) {
    const result = await measureScale({
      engine,
      progressRows: SCALE_ROWS,
      seconds: SECONDS,
      cleanups,
      nodeArgs: profileArgs(engine),
    });
    rows.push(...result.rows);
    targets.push(...result.targets);
  }
}

/** The production build under HTTP load on each engine, beside the node:http baseline. */
async function measureServers(rows: BenchRow[], targets: TargetCheck[], notes: string[]) {
  const engines = await buildAndChooseEngines();
  notes.push(
    `each run ${SECONDS} s; the load generator (autocannon) shares this machine's ${os.cpus().length} cores with the servers`,
    'latencies are measured per request by the bench, over every answer',
    `gated requests carry the session cookies of ${READERS} signed-in readers in turn`,
    'vs baseline: req/s against node:http answering the same requests (cookies included) with the same JSON bytes, measured in back-to-back pairs (the median pair is shown); the entry chunk row against node:http sending the same compressed chunk',
  );
  if (!engines.includes('postgres') && !flags.sqlite)
    notes.push('PostgreSQL did not answer at 127.0.0.1:5432: SQLite only');
  if (flags.profile) notes.push('CPU profiles in bench/profiles/ (open them in Chrome DevTools > Performance)');

  const youtube = await startFakeYoutube({ delayMs: UPSTREAM_LATENCY_MS });
  cleanups.add(youtube.stop);
  for (const engine of engines) {
    console.log(`\n== ${engine}: the production server over a fresh database`);
    const app = await startApp(engine, youtube.base);
    try {
      const readerEmails = Array.from({ length: READERS }, (_, i) => `reader${i}@bench.example`);
      const stormEmails = GATED_ONLY ? [] : Array.from({ length: STORM_USERS }, (_, i) => stormEmail(i));
      await createAccounts(app.services, [...readerEmails, ...stormEmails]);
      const readers: string[] = [];
      for (const email of readerEmails) readers.push(await signIn(app.url, email));
      const result = await measureApp(engine, app.url, app.pid, readers, youtube);
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
