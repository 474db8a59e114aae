import { createServer, type Server } from 'node:http';
import type { Registry } from 'prom-client';

/**
 * Serves the Prometheus text on its own port (METRICS_PORT), bound to METRICS_HOST (loopback by
 * default): only the scraper should reach it, and the public port never answers /metrics.
 */
export function startMetricsServer(registry: Registry, port: number, host: string): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || (request.url ?? '').split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found\n');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'Content-Type': registry.contentType }).end(text),
      (error: unknown) =>
        response.writeHead(500, { 'Content-Type': 'text/plain' }).end(`metrics failed: ${(error as Error).message}\n`),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
