import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** A port nothing listens on right now (the OS picks it). */
export async function freePort(): Promise<number> {
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
 * How long a start may take before the test gives up. A start takes a few seconds; on a machine
 * shared with other work it has taken 50 (measured at a load average of 30 on 2 cores). A server
 * that fails to start exits, and that rejects at once, so only a slow start waits this long.
 */
const START_TIMEOUT_MS = 90_000;

export interface ProductionServer {
  url: string;
  port: number;
  pid: number;
  /** Everything the server printed so far. */
  output(): string;
  /** Resolves with the exit code (or signal name) once the process has ended. */
  exited: Promise<number | string>;
  /** SIGTERM (a clean shutdown) or SIGKILL (a crash: no handler runs), then waits for the exit. */
  stop(signal?: 'SIGTERM' | 'SIGKILL'): Promise<number | string>;
}

/**
 * Runs the production build (dist/server/main.js) as `npm start` would, on `127.0.0.1`, over the
 * given database, and resolves once it listens. Production mode unless `env` says otherwise.
 */
export async function spawnProductionServer(options: {
  databaseUrl: string;
  env?: Record<string, string>;
  port?: number;
  /** Extra Node flags, e.g. --cpu-prof for the benchmark's profiling run. */
  nodeArgs?: string[];
}): Promise<ProductionServer> {
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), 'dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: options.databaseUrl,
      DEMO_ACCOUNT: 'off',
      NODE_ENV: 'production',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), START_TIMEOUT_MS);
    // Only until it listens: the output keeps growing (a JSON line per request), and searching all of it
    // on every chunk would cost this process more with each request it serves.
    const check = () => {
      if (!output.includes('listening on')) return;
      child.stdout.off('data', check);
      clearTimeout(timer);
      resolve();
    };
    child.stdout.on('data', check);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    pid: child.pid!,
    output: () => output,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
