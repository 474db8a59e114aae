import type { Server } from 'node:http';
import type { Logger } from './logger.js';
import type { Readiness } from './readiness.js';

/**
 * SIGTERM or SIGINT: /readyz answers 503 at once, the server stops accepting connections and closes
 * idle keep-alive ones (every answer still in flight says `Connection: close`, app.ts), in-flight
 * requests finish within `timeoutMs`, then the jobs release their leases, the database closes and
 * the process exits 0. Past the timeout the remaining connections are cut and it exits 1.
 */
export function onShutdownSignals(options: {
  server: Server;
  readiness: Readiness;
  logger: Logger;
  timeoutMs: number;
  /** Jobs and mail first, then the database: what still runs may need the database. */
  release: () => Promise<unknown>;
  closeDatabase: () => Promise<void>;
  exit?: (code: number) => void;
}): void {
  const { server, readiness, logger, timeoutMs, release, closeDatabase, exit = (code) => process.exit(code) } = options;
  const stop = (signal: string) => {
    if (readiness.stopping) return;
    readiness.markStopping();
    logger.info({ signal, timeoutMs }, 'shutting down: finishing requests in flight');
    const jobsReleased = release();
    const deadline = setTimeout(() => {
      logger.warn('shutdown timeout: closing the connections still open');
      server.closeAllConnections();
      void jobsReleased.finally(() => closeDatabase().finally(() => exit(1)));
    }, timeoutMs);
    deadline.unref();
    server.close(() => {
      clearTimeout(deadline);
      void jobsReleased
        .catch((error: unknown) => logger.error({ err: error }, 'a job did not stop cleanly'))
        .then(() => closeDatabase())
        .then(
          () => {
            logger.info('shut down cleanly');
            exit(0);
          },
          (error: unknown) => {
            logger.error({ err: error }, 'closing the database failed');
            exit(1);
          },
        );
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
