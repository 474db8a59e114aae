import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '#harness/databases.js';
import { TestClient } from '#harness/http.js';
import { secretsInLog } from '#harness/log-secrets.js';
import { startTestServer, type TestServer } from '#harness/test-server.js';

const engines = await testEngines();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function requestLines(server: TestServer): Array<Record<string, unknown>> {
  return server
    .logs()
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.msg === 'request');
}

describe.each(engines)('health, readiness, request ids and the request log (%s)', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
    await server.services.auth.createPasswordUser('logged@example.com', 'Logged', 'logged passphrase 7');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers /healthz and /readyz signed out, uncached, without the session gate', async () => {
    const anonymous = new TestClient(server.url);
    const health = await anonymous.get('/healthz');
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: 'ok' });
    const ready = await anonymous.get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready' });
    expect(ready.headers.get('cache-control')).toBe('no-store');
  });

  it("gives every answer a request id, takes a proxy's only from a trusted proxy, and logs one line per request", async () => {
    const client = new TestClient(server.url);
    // No TRUST_PROXY: the client's own X-Request-Id is not believed.
    const offered = await client.get('/api/auth/session?optional', { 'x-request-id': 'from-the-client-1' });
    const given = offered.headers.get('x-request-id') ?? '';
    expect(given).toMatch(UUID);
    expect((await client.signIn('logged@example.com', 'logged passphrase 7')).status).toBe(200);
    const progress = await client.get('/api/progress');
    const progressId = progress.headers.get('x-request-id');

    const lines = requestLines(server);
    const first = lines.find((line) => line.requestId === given);
    expect(first).toMatchObject({ method: 'GET', route: '/api/auth/session', status: 200 });
    expect(first?.userId).toBeUndefined();
    const signedIn = lines.find((line) => line.requestId === progressId);
    expect(signedIn).toMatchObject({ method: 'GET', route: '/api/progress', status: 200 });
    expect(typeof signedIn?.userId).toBe('string');
    expect(typeof signedIn?.ms).toBe('number');
    // The sign-in's body held the address and the password; its line holds neither.
    const signIn = lines.find((line) => line.route === '/api/auth/signin');
    expect(signIn).toMatchObject({ method: 'POST', status: 200 });
    expect(secretsInLog(server.logs())).toEqual([]);
  });

  it('logs the probes only at debug level', async () => {
    await new TestClient(server.url).get('/healthz');
    const probe = requestLines(server).filter((line) => line.route === '/healthz');
    expect(probe.length).toBeGreaterThan(0);
    expect(probe.every((line) => line.level === 20)).toBe(true);
  });

  it('answers /readyz 503 with the reason once shutdown begins', async () => {
    const second = await startTestServer(engine, {}, server.database);
    try {
      second.readiness.markStopping();
      const ready = await new TestClient(second.url).get('/readyz');
      expect(ready.status).toBe(503);
      expect(ready.body).toEqual({ status: 'unavailable', reason: 'shutting down' });
      expect(ready.headers.get('connection')).toBe('close');
      expect((await new TestClient(second.url).get('/healthz')).status).toBe(200);
    } finally {
      await second.close();
    }
  });
});

describe.each(engines)('readiness while the database is unreachable (%s)', (engine) => {
  it('answers /readyz 503 "database unreachable" and /healthz 200', async () => {
    const server = await startTestServer(engine);
    const close = server.close;
    try {
      await server.db.destroy();
      const ready = await new TestClient(server.url).get('/readyz');
      expect(ready.status).toBe(503);
      expect(ready.body).toEqual({ status: 'unavailable', reason: 'database unreachable' });
      expect((await new TestClient(server.url).get('/healthz')).status).toBe(200);
    } finally {
      await close().catch(() => undefined);
    }
  });
});

describe.each(engines)('request ids behind a trusted proxy (%s)', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, { TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("keeps the proxy's well-formed X-Request-Id and replaces a malformed one", async () => {
    const client = new TestClient(server.url);
    const kept = await client.get('/healthz', { 'x-request-id': 'nginx-4f2a9c01' });
    expect(kept.headers.get('x-request-id')).toBe('nginx-4f2a9c01');
    const refused = await client.get('/healthz', { 'x-request-id': 'bad id\twith "quotes"' });
    expect(refused.headers.get('x-request-id')).toMatch(UUID);
  });
});
