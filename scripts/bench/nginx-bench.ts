/**
 * npm run bench:nginx: deploy/nginx/studyhub.conf (as tests/reliability/load-balancer.test.ts runs
 * it) in front of one and then three production instances on one PostgreSQL database, beside one
 * instance asked directly. Signed-in reads (GET /api/progress), and reads and ticks half and half
 * (PUT /api/progress), the load the load-balancer test puts on. Prints req/s and p99 with the
 * machine's load average beside each, and the CPU time each answer cost the instances, nginx,
 * PostgreSQL's backends for them and the load generator (it moves less with the machine's load
 * than req/s does), and writes bench/nginx-results.json. Not a test: the figures depend on the
 * machine, and the load generator, nginx, PostgreSQL and the instances share its cores.
 *   npm run bench:nginx -- --seconds 10       each run's length (default 10 s)
 *   npm run bench:nginx -- --connections 64   concurrent connections (default 64)
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { itemIds } from '#shared/item-ids.js';
import { loadConfig } from '#server/config.js';
import { loadCatalogue } from '#server/content/load-catalogue.js';
import { typedCatalogue } from '#server/content/typed-catalogue.js';
import { openMigratedDatabase } from '#server/db/connection.js';
import { createServices } from '#server/services.js';
import { freshDatabase, POSTGRES_URL, postgresAvailable } from '#harness/databases.js';
import { freePort, spawnProductionServer, type ProductionServer } from '#harness/production-server.js';
import { nginxInstalled, startNginx } from '#harness/nginx.js';
import { cpuTimeUs, measure, type LoadOptions, type LoadResult } from './load.js';
import { loadAverage, printTable, writeResults, type BenchRow } from './report.js';
import { createAccounts, signIn } from './runner.js';

const { values: flags } = parseArgs({
  options: { seconds: { type: 'string', default: '10' }, connections: { type: 'string', default: '64' } },
});
const SECONDS = Math.min(60, Math.max(1, Number(flags.seconds) || 10));
const CONNECTIONS = Math.min(512, Math.max(1, Number(flags.connections) || 64));
const INSTANCES = 3;
/** Signed-in students whose session cookies the load takes in turn. */
const STUDENTS = 64;
const content = typedCatalogue(await loadCatalogue('content'));
const LINKS = content.topics.flatMap((topic) =>
  topic.sections.flatMap((section) => section.links.map((link) => itemIds.link(topic.slug, link.id))),
);

/** The instances' PostgreSQL connections carry this name, so their backends' CPU time can be read. */
const APPLICATION_NAME = 'studyhub-bench-nginx';

interface CpuPerAnswer {
  instances: number;
  nginx: number;
  postgres: number;
  loadGenerator: number;
}
type NginxBenchRow = BenchRow & { cpuPerAnswerUs: CpuPerAnswer };

if (!(await postgresAvailable()) || !nginxInstalled) {
  console.error('bench:nginx needs PostgreSQL at 127.0.0.1:5432 (or DATABASE_URL) and /usr/sbin/nginx.');
  process.exit(2);
}
const build = spawnSync(process.execPath, ['scripts/build-if-needed.mjs'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

/** Reads only, or a read then a tick in turn (each tick a different link, done and undone by turns). */
function scenarios(url: string, cookies: string[]): Array<[string, LoadOptions]> {
  let turn = 0;
  const base = { url: `${url}/api/progress`, connections: CONNECTIONS, seconds: SECONDS, cookies };
  return [
    ['signed-in reads (GET /api/progress)', base],
    [
      'reads and ticks, half and half',
      {
        ...base,
        setupRequest: (request) => {
          turn += 1;
          if (turn % 2 === 0) return { ...request, method: 'GET', path: '/api/progress', body: undefined };
          const tick = Math.floor(turn / 2);
          const body = JSON.stringify({
            itemId: LINKS[tick % LINKS.length],
            done: tick % (2 * LINKS.length) < LINKS.length,
          });
          return {
            ...request,
            method: 'PUT',
            path: '/api/progress',
            headers: { 'content-type': 'application/json' },
            body,
          };
        },
      },
    ],
  ];
}

/** A process's CPU time so far in µs; 0 once it has exited. */
function cpuOrZero(pid: number): number {
  try {
    return cpuTimeUs(pid);
  } catch {
    return 0;
  }
}

/** nginx's master and its workers. */
function withChildren(pid: number): number[] {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
  return [pid, ...children.map(Number)];
}

/** Runs one load and charges the CPU time it took, per answer, to each group of processes. */
async function measureWithCpu(
  options: LoadOptions,
  processes: { instances: number[]; nginx: number[]; postgres: () => Promise<number[]> },
): Promise<{ result: LoadResult; cpu: CpuPerAnswer }> {
  const sum = (pids: number[], read: (pid: number) => number) => pids.reduce((total, pid) => total + read(pid), 0);
  const backendsBefore = await processes.postgres();
  const before = new Map(
    [...processes.instances, ...processes.nginx, ...backendsBefore].map((pid) => [pid, cpuOrZero(pid)]),
  );
  const generatorBefore = process.cpuUsage();
  const result = await measure(options);
  const generator = process.cpuUsage(generatorBefore);
  // A backend opened during the run counts from zero; one closed during it is left out (pools keep theirs while busy).
  const backends = [...new Set([...backendsBefore, ...(await processes.postgres())])];
  const spentBy = (pid: number) => {
    const now = cpuOrZero(pid);
    return now === 0 ? 0 : now - (before.get(pid) ?? 0);
  };
  const spent = (pids: number[]) => sum(pids, spentBy) / result.requests;
  return {
    result,
    cpu: {
      instances: spent(processes.instances),
      nginx: spent(processes.nginx),
      postgres: spent(backends),
      loadGenerator: (generator.user + generator.system) / result.requests,
    },
  };
}

async function main() {
  const database = await freshDatabase('postgres');
  const instances: ProductionServer[] = [];
  const fronts: Array<Awaited<ReturnType<typeof startNginx>>> = [];
  const rows: NginxBenchRow[] = [];
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  const backends = async () =>
    (
      await admin.query<{ pid: number }>('select pid from pg_stat_activity where application_name = $1', [
        APPLICATION_NAME,
      ])
    ).rows.map((row) => row.pid);
  const databaseUrl = `${database.url}${database.url.includes('?') ? '&' : '?'}application_name=${APPLICATION_NAME}`;
  try {
    for (let i = 0; i < INSTANCES; i += 1)
      instances.push(
        await spawnProductionServer({
          databaseUrl,
          env: { TRUST_PROXY: 'true', SIGNIN_MAX_FAILURES: '1000000000' },
        }),
      );
    const config = loadConfig({ DATABASE_URL: database.url });
    const handle = await openMigratedDatabase(config.database);
    const emails = Array.from({ length: STUDENTS }, (_, i) => `student${i}@bench.example`);
    try {
      await createAccounts(createServices(config, handle.db), emails);
    } finally {
      await handle.close();
    }
    const cookies: string[] = [];
    for (const email of emails) cookies.push(await signIn(instances[0]!.url, email));

    const oneFront = await freePort();
    fronts.push(await startNginx(oneFront, [instances[0]!.port]));
    const threeFront = await freePort();
    fronts.push(
      await startNginx(
        threeFront,
        instances.map((instance) => instance.port),
      ),
    );
    const first = [instances[0]!.pid];
    const all = instances.map((instance) => instance.pid);
    // Each setup: where the load goes, and the instances and nginx processes that serve it.
    const setups: Array<[string, string, number[], number[]]> = [
      ['1 instance, no nginx', instances[0]!.url, first, []],
      ['nginx -> 1 instance', `http://127.0.0.1:${oneFront}`, first, withChildren(fronts[0]!.pid)],
      [`nginx -> ${INSTANCES} instances`, `http://127.0.0.1:${threeFront}`, all, withChildren(fronts[1]!.pid)],
    ];
    for (const [setup, url, instancePids, nginx] of setups) {
      console.log(`\n== ${setup}`);
      for (const [scenario, options] of scenarios(url, cookies)) {
        // A first, unrecorded second: JIT, statements and pools warm on every instance.
        await measure({ ...options, seconds: 1 });
        const load = loadAverage();
        const { result, cpu } = await measureWithCpu(options, { instances: instancePids, nginx, postgres: backends });
        rows.push({
          engine: setup,
          scenario,
          ...result,
          serverCpuUs: cpu.instances,
          loadAverage: load,
          cpuPerAnswerUs: cpu,
        });
        const total = cpu.instances + cpu.nginx + cpu.postgres;
        console.log(
          `   ${scenario}: ${result.rps.toFixed(0)} req/s, p99 ${result.p99.toFixed(1)} ms (load average ${load}); ` +
            `CPU per answer: instances ${cpu.instances.toFixed(0)} µs, nginx ${cpu.nginx.toFixed(0)} µs, ` +
            `PostgreSQL ${cpu.postgres.toFixed(0)} µs (${(1e6 / total).toFixed(0)} answers per CPU-second), ` +
            `load generator ${cpu.loadGenerator.toFixed(0)} µs`,
        );
      }
    }
    printTable(rows);
    writeResults('bench/nginx-results.json', {
      seconds: SECONDS,
      rows,
      targets: [],
      notes: [
        `${CONNECTIONS} connections of ${STUDENTS} signed-in students; PostgreSQL; one nginx worker (harness/nginx.ts)`,
        'CPU µs: the instances; cpuPerAnswerUs: each group of processes (instances, nginx, PostgreSQL backends, load generator)',
        `the load generator, nginx, PostgreSQL and ${INSTANCES} instances share this machine's ${os.cpus().length} cores`,
      ],
    });
  } finally {
    await admin.end();
    for (const front of fronts) await front.stop();
    for (const instance of instances) await instance.stop();
    await database.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
