/**
 * npm run bench:nginx: deploy/nginx/studyhub.conf (as tests/reliability/load-balancer.test.ts runs
 * it) in front of one and then three production instances on one PostgreSQL database, beside one
 * instance asked directly. Signed-in reads (GET /api/progress), and reads and ticks half and half
 * (PUT /api/progress), the load the load-balancer test puts on. Prints req/s and p99 with the
 * machine's load average beside each and writes bench/nginx-results.json. Not a test: the figures
 * depend on the machine, and the load generator, nginx, PostgreSQL and the instances share its cores.
 *   npm run bench:nginx -- --seconds 10       each run's length (default 10 s)
 *   npm run bench:nginx -- --connections 64   concurrent connections (default 64)
 */
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { itemIds } from '#shared/item-ids.js';
import { loadConfig } from '#server/config.js';
import { loadCatalogue } from '#server/content/load-catalogue.js';
import { typedCatalogue } from '#server/content/typed-catalogue.js';
import { openMigratedDatabase } from '#server/db/connection.js';
import { createServices } from '#server/services.js';
import { freshDatabase, postgresAvailable } from '#tests/support/databases.js';
import { freePort, spawnProductionServer, type ProductionServer } from '#tests/support/production-server.js';
import { nginxInstalled, startNginx } from '#tests/reliability/support/nginx.js';
import { measure, type LoadOptions } from './load.js';
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

async function main() {
  const database = await freshDatabase('postgres');
  const instances: ProductionServer[] = [];
  const fronts: Array<{ stop(): Promise<void> }> = [];
  const rows: BenchRow[] = [];
  try {
    for (let i = 0; i < INSTANCES; i += 1)
      instances.push(
        await spawnProductionServer({
          databaseUrl: database.url,
          env: { TRUST_PROXY: 'true', SIGNIN_MAX_FAILURES: '1000000000', LOG_LEVEL: 'info' },
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
    const setups: Array<[string, string]> = [
      ['1 instance, no nginx', instances[0]!.url],
      ['nginx -> 1 instance', `http://127.0.0.1:${oneFront}`],
      [`nginx -> ${INSTANCES} instances`, `http://127.0.0.1:${threeFront}`],
    ];
    for (const [setup, url] of setups) {
      console.log(`\n== ${setup}`);
      for (const [scenario, options] of scenarios(url, cookies)) {
        // A first, unrecorded second: JIT, statements and pools warm on every instance.
        await measure({ ...options, seconds: 1 });
        const load = loadAverage();
        const result = await measure(options);
        rows.push({ engine: setup, scenario, ...result, loadAverage: load });
        console.log(
          `   ${scenario}: ${result.rps.toFixed(0)} req/s, p99 ${result.p99.toFixed(1)} ms (load average ${load})`,
        );
      }
    }
    printTable(rows);
    writeResults('bench/nginx-results.json', {
      seconds: SECONDS,
      rows,
      targets: [],
      notes: [
        `${CONNECTIONS} connections of ${STUDENTS} signed-in students; PostgreSQL; one nginx worker (tests/reliability/support/nginx.ts)`,
        `the load generator, nginx, PostgreSQL and ${INSTANCES} instances share this machine's ${os.cpus().length} cores`,
      ],
    });
  } finally {
    for (const front of fronts) await front.stop();
    for (const instance of instances) await instance.stop();
    await database.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
