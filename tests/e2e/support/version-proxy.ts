import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface VersionProxy {
  url: string;
  /** Makes /sw.js differ from the build from now on, as a deploy of a new version would. */
  publishNewVersion(): void;
  stop(): Promise<void>;
}

/**
 * A local HTTP proxy in front of the production server that can make /sw.js a new version (the
 * build's file plus a marker comment), so a test sees the browser find an update without a second
 * build. Everything else passes through unchanged, Host header included (the CSRF guard compares it).
 */
export async function startVersionProxy(upstream: string): Promise<VersionProxy> {
  const target = new URL(upstream);
  let version = 0;
  const forward = (request: IncomingMessage, response: ServerResponse) => {
    const rewrite = version > 0 && request.url === '/sw.js';
    const headers = { ...request.headers };
    if (rewrite) {
      // The whole body, uncompressed, never a 304 for the browser's cached copy.
      for (const name of ['accept-encoding', 'if-none-match', 'if-modified-since']) delete headers[name];
    }
    const outgoing = httpRequest(
      { hostname: target.hostname, port: target.port, path: request.url, method: request.method, headers },
      (answer) => {
        if (!rewrite) {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = Buffer.concat([...chunks, Buffer.from(`\n// test version ${version}\n`)]);
          const { 'content-length': _length, etag: _etag, ...rest } = answer.headers;
          response.writeHead(answer.statusCode ?? 502, { ...rest, 'content-length': body.length });
          response.end(body);
        });
      },
    );
    outgoing.on('error', () => response.destroy());
    request.pipe(outgoing);
  };
  const server = createServer(forward);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    publishNewVersion: () => {
      version += 1;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
