import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from '#server/app.js';
import { createCatalogueServices, type CatalogueServices } from '#server/catalogue-services.js';
import { loadCatalogue, type Catalogue } from '#server/content/load-catalogue.js';
import { loadConfig, type Config } from '#server/config.js';
import { openMigratedDatabase, type Db } from '#server/db/connection.js';
import { createServices, type Services } from '#server/services.js';
import { loadStaticSite } from '#server/web/static-site.js';
import { createLogger } from '#server/ops/logger.js';
import { createReadiness, type Readiness } from '#server/ops/readiness.js';
import { sql } from 'kysely';
import { Writable } from 'node:stream';
import { secretsInLog } from './log-secrets.js';
import { freshDatabase, type Engine, type FreshDatabase } from './databases.js';

export interface TestServer {
  url: string;
  config: Config;
  services: Services;
  catalogueServices: CatalogueServices;
  db: Db;
  /** Every method and path the app registered (middleware included): suites that must cover every endpoint list them from here. */
  routes: Array<{ method: string; path: string }>;
  /** The database it runs on: pass it to another startTestServer for a second instance over the same data. */
  database: FreshDatabase;
  /** Every line the server logged (JSON), kept in memory; close() fails if one holds a secret. */
  logs(): string[];
  readiness: Readiness;
  /** Moves the server's clock forward (session expiry, throttle windows). */
  advanceClock(ms: number): void;
  close(): Promise<void>;
}

let catalogueCache: Promise<Catalogue> | undefined;

/**
 * A real server on a random port over a fresh database of the given engine, or over `shared` (a
 * second instance: another server's `database`, which that server drops when it closes).
 */
export async function startTestServer(
  engine: Engine,
  env: Record<string, string> = {},
  shared?: FreshDatabase,
): Promise<TestServer> {
  const database = shared ?? (await freshDatabase(engine));
  const config = loadConfig({ NODE_ENV: 'test', DEMO_ACCOUNT: 'off', DATABASE_URL: database.url, ...env });
  const handle = await openMigratedDatabase(config.database);
  let offset = 0;
  const clock = () => Date.now() + offset;
  const services = createServices(config, handle.db, clock);
  catalogueCache ??= loadCatalogue(config.contentDir);
  const catalogue = await catalogueCache;
  const catalogueServices = createCatalogueServices({
    config,
    db: handle.db,
    catalogue,
    services,
    clock,
  });
  await catalogueServices.seedListings();
  // The request log at debug level, kept in memory: every API test's traffic is checked for secrets.
  const logs: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const logger = createLogger({ level: env.LOG_LEVEL ?? 'debug', format: 'json' }, destination);
  const readiness = createReadiness(async () => {
    await sql`select 1`.execute(handle.db);
  });
  const app = createApp({
    config,
    services,
    catalogue,
    catalogueServices,
    site: loadStaticSite('/nonexistent-web-build'),
    ops: { logger, readiness },
  });
  // PORT in `env` asks for a port chosen beforehand (e.g. the one PUBLIC_URL names); else any free one.
  const server = serve({ fetch: app.fetch, port: env.PORT ? config.port : 0, hostname: '127.0.0.1' });
  // The client (undici) drops idle sockets after 4 s, the server after 5 s by default: on a busy
  // machine the timers slip and a request goes out on a socket the server is closing (ECONNRESET
  // after a slow step such as starting a second instance). The server waits longer than any test step.
  (server as Server).keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  readiness.markStarted();
  return {
    url: `http://127.0.0.1:${port}`,
    config,
    services,
    catalogueServices,
    db: handle.db,
    database,
    routes: app.routes.map(({ method, path }) => ({ method, path })),
    logs: () => logs,
    readiness,
    advanceClock: (ms) => {
      offset += ms;
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await services.mail.settled();
      await handle.close();
      if (!shared) await database.drop();
      const leaks = secretsInLog(logs);
      if (leaks.length) throw new Error(`the server logged what it must not:\n${leaks.join('\n')}`);
    },
  };
}

/** Two instances over one fresh database (B opened on A's), like two servers behind a load balancer. */
export async function startTwoInstances(engine: Engine): Promise<{ a: TestServer; b: TestServer }> {
  const a = await startTestServer(engine);
  try {
    return { a, b: await startTestServer(engine, {}, a.database) };
  } catch (error) {
    await a.close();
    throw error;
  }
}

/** Closes startTwoInstances' pair: B first, then A, which drops the database they share. */
export async function closeTwoInstances(pair: { a?: TestServer; b?: TestServer }): Promise<void> {
  await pair.b?.close();
  await pair.a?.close();
}
