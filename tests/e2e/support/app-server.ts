import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { loadConfig } from '../../../src/server/config.js';
import { openMigratedDatabase, type DatabaseHandle } from '../../../src/server/db/connection.js';
import { createServices, type Services } from '../../../src/server/services.js';
import { freshDatabase, postgresAvailable, type FreshDatabase } from '../../support/databases.js';

export interface AppServer {
  url: string;
  engine: 'sqlite' | 'postgres';
  /** Services over the same database, for arranging data (accounts) the way user:add does. */
  services: Services;
  output(): string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Starts the production build (dist/server/main.js) as `npm start` would, on a free port, over a
 * fresh database: PostgreSQL when DATABASE_URL names one, else a temporary SQLite file.
 */
export async function startAppServer(env: Record<string, string> = {}): Promise<AppServer> {
  const engine = process.env.DATABASE_URL?.startsWith('postgres') ? 'postgres' : 'sqlite';
  if (engine === 'postgres' && !(await postgresAvailable())) throw new Error('DATABASE_URL names PostgreSQL, but it does not answer');
  const database: FreshDatabase = await freshDatabase(engine);
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: database.url, DEMO_ACCOUNT: 'off', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 20_000);
    const check = () => {
      if (output.includes('listening on')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', check);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });

  const config = loadConfig({ DATABASE_URL: database.url });
  const handle: DatabaseHandle = await openMigratedDatabase(config.database);
  return {
    url: `http://127.0.0.1:${port}`,
    engine,
    services: createServices(config, handle.db),
    output: () => output,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
      await handle.close();
      await database.drop();
    },
  };
}
