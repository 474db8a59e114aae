import { once } from 'node:events';
import { connect } from 'node:net';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, testEngines, type FreshDatabase } from '#harness/databases.js';
import { TestClient } from '#harness/http.js';
import { secretsInLog } from '#harness/log-secrets.js';
import { freePort, spawnProductionServer, type ProductionServer } from '#harness/production-server.js';

const engines = await testEngines();

interface MetricFamily {
  name: string;
  type: string;
  metrics: Array<{ labels?: Record<string, string>; value?: string; buckets?: Record<string, string> }>;
}

describe.each(engines)('running it: metrics, logs and a graceful shutdown of the production build (%s)', (engine) => {
  let database: FreshDatabase;
  let server: ProductionServer;
  let metricsPort: number;
  beforeAll(async () => {
    database = await freshDatabase(engine);
    metricsPort = await freePort();
    server = await spawnProductionServer({
      databaseUrl: database.url,
      env: { METRICS_PORT: String(metricsPort), SHUTDOWN_TIMEOUT: '10s' },
    });
  });
  afterAll(async () => {
    await server?.stop('SIGKILL');
    await database?.drop();
  });

  it('serves Prometheus text on METRICS_PORT that a parser reads, and nothing of it on the public port', async () => {
    const client = new TestClient(server.url);
    await client.post('/api/auth/signin', { email: 'nobody@example.com', password: 'wrong passphrase 1' });
    await client.get('/api/explore-does-not-exist');
    const response = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(response.status).toBe(200);
    const text = await response.text();
    const families = parsePrometheusTextFormat(text) as MetricFamily[];
    const byName = new Map(families.map((family) => [family.name, family]));
    for (const name of [
      'studyhub_http_request_duration_seconds',
      'studyhub_signin_total',
      'studyhub_mail_outbox_messages',
      'studyhub_link_checks',
      'studyhub_job_lease',
      'nodejs_eventloop_lag_seconds',
      'process_cpu_user_seconds_total',
    ])
      expect(byName.has(name), name).toBe(true);
    if (engine === 'postgres') expect(byName.has('studyhub_db_pool_connections')).toBe(true);
    const signins = byName.get('studyhub_signin_total')!.metrics;
    expect(signins).toContainEqual(expect.objectContaining({ labels: { outcome: 'refused' }, value: '1' }));
    // The parser keeps no labels on histograms: the route pattern is read from the text itself.
    expect(byName.get('studyhub_http_request_duration_seconds')!.type).toBe('HISTOGRAM');
    expect(text).toMatch(/studyhub_http_request_duration_seconds_count\{[^}]*route="\/api\/auth\/signin"[^}]*\} 1/);
    // The public port has no /metrics: the SPA's HTML or a 404, never the Prometheus text.
    const publicMetrics = await fetch(`${server.url}/metrics`);
    expect(await publicMetrics.text()).not.toContain('studyhub_http_request_duration_seconds');
  });

  it('writes one JSON line per request with its id, and never an address, password, token or cookie', async () => {
    const client = new TestClient(server.url);
    const answer = await client.post('/api/auth/signup', {
      name: 'Log Reader',
      email: 'log.reader@example.com',
      password: 'a long enough passphrase 9',
    });
    const id = answer.headers.get('x-request-id') ?? '';
    // The line is written as the answer goes out; the pipe may bring it a moment later.
    await waitFor(() => server.output().includes(id));
    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.find((line) => line.requestId === id)).toMatchObject({ route: '/api/auth/signup', method: 'POST' });
    expect(secretsInLog(server.output().split('\n'))).toEqual([]);
  });

  it('on SIGTERM stops accepting, finishes the request in flight (answered with Connection: close), and exits 0', async () => {
    // A request in flight: its headers are in, half its body is not, when SIGTERM arrives.
    const body = JSON.stringify({ email: 'log.reader@example.com', password: 'not the one 12345' });
    const socket = connect(server.port, '127.0.0.1');
    await once(socket, 'connect');
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    const ended = once(socket, 'close');
    socket.write(
      `POST /api/auth/signin HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nOrigin: ${server.url}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
    );
    process.kill(server.pid, 'SIGTERM');
    await waitFor(() => server.output().includes('shutting down'));
    // A new connection is refused from now on (a raw one: fetch would reuse a pooled connection,
    // which gets one last answer with Connection: close); the request in flight is still served.
    const refused = connect(server.port, '127.0.0.1');
    const [error] = (await once(refused, 'error')) as [NodeJS.ErrnoException];
    expect(error.code).toBe('ECONNREFUSED');
    // The rest of the body, as a proxy sends it (no half-close), and the connection left to the server.
    socket.write(body.slice(10));
    await ended;
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('shut down cleanly');
  });
});

/** Resolves once the condition holds (checked every 10 ms), or fails after 10 s. */
async function waitFor(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting for the server');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
