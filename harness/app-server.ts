import { loadConfig } from '#server/config.js';
import { openMigratedDatabase, type DatabaseHandle } from '#server/db/connection.js';
import { createServices, type Services } from '#server/services.js';
import { freshDatabase, postgresAvailable, type Engine, type FreshDatabase } from './databases.js';
import { spawnProductionServer } from './production-server.js';

export interface AppServer {
  url: string;
  engine: 'sqlite' | 'postgres';
  /** Services over the same database, for arranging data (accounts) the way user:add does. */
  services: Services;
  /** The same database, for arranging data no service writes (e.g. link-check results). */
  db: DatabaseHandle['db'];
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts the production build (dist/server/main.js) as `npm start` would, on a free port, over a
 * fresh database: PostgreSQL when DATABASE_URL names one (or `engine` asks for it), else a
 * temporary SQLite file.
 */
export async function startAppServer(
  env: Record<string, string> = {},
  engine: Engine = process.env.DATABASE_URL?.startsWith('postgres') ? 'postgres' : 'sqlite',
  /** A port chosen beforehand (freePort), e.g. to name PUBLIC_URL in `env`. */
  port?: number,
): Promise<AppServer> {
  if (engine === 'postgres' && !(await postgresAvailable()))
    throw new Error('DATABASE_URL names PostgreSQL, but it does not answer');
  const database: FreshDatabase = await freshDatabase(engine);
  const server = await spawnProductionServer({ databaseUrl: database.url, env, port });

  const config = loadConfig({ DATABASE_URL: database.url });
  const handle: DatabaseHandle = await openMigratedDatabase(config.database);
  return {
    url: server.url,
    engine,
    services: createServices(config, handle.db),
    db: handle.db,
    output: server.output,
    async stop() {
      await server.stop();
      await handle.close();
      await database.drop();
    },
  };
}
