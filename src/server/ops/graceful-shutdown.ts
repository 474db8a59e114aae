import type { Server } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';
import type { Logger } from './logger.js';
import type { Readiness } from './readiness.js';

/**
 * SIGTERM or SIGINT: /readyz answers 503 at once, the server stops accepting connections and closes
 * idle keep-alive ones (every answer still in flight says `Connection: close`, app.ts), in-flight
 * requests finish within `timeoutMs`, then the jobs release their leases, the database closes and
 * the process exits 0. Past the timeout the remaining connections are cut and it exits 1.
 *
 * In flight means from the request's headers to its answer, counted here, so which connections
 * are idle is this rule and not an implementation detail of http.Server.close().
 */
const IDLE_GRACE_MS = 1_000;

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
  const inFlight = new Map<Socket, number>();
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  server.on('request', (request, response) => {
    const socket = request.socket;
    inFlight.set(socket, (inFlight.get(socket) ?? 0) + 1);
    response.once('close', () => {
      const left = (inFlight.get(socket) ?? 1) - 1;
      if (left > 0) inFlight.set(socket, left);
      else inFlight.delete(socket);
      if (readiness.stopping && left <= 0) socket.end();
    });
  });
  // A connection with no request yet gets a moment for one (a proxy writes its request right after
  // connecting); one that then has none is closed, one that does is closed after its answer.
  const closeIdle = () => {
    setTimeout(() => {
      for (const socket of sockets) if (!inFlight.has(socket)) socket.end();
    }, IDLE_GRACE_MS).unref();
  };
  const stop = (signal: string) => {
    if (readiness.stopping) return;
    readiness.markStopping();
    const jobsReleased = release();
    const deadline = setTimeout(() => {
      logger.warn('shutdown timeout: closing the connections still open');
      server.closeAllConnections();
      void jobsReleased.finally(() => closeDatabase().finally(() => exit(1)));
    }, timeoutMs);
    deadline.unref();
    // net.Server's close: stop listening, then wait for every connection; idle ones are ended by
    // closeIdle below, busy ones after their answer.
    NetServer.prototype.close.call(server, () => {
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
    // Said once the listening socket is closed: from this line on a new connection is refused.
    logger.info({ signal, timeoutMs }, 'shutting down: finishing requests in flight');
    closeIdle();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
