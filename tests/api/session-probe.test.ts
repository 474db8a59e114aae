import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '#harness/databases.js';
import { TestClient } from '#harness/http.js';
import { startTestServer, type TestServer } from '#harness/test-server.js';

const engines = await testEngines();

describe.each(engines)("GET /api/auth/session?optional, the web app's start-up question (%s)", (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
    await server.services.auth.createPasswordUser('probe@example.com', 'Probe', 'probe passphrase 1');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers 200 with user null when nobody is signed in, so browsers log no error; without ?optional it stays 401', async () => {
    const anonymous = new TestClient(server.url);
    const probe = await anonymous.get('/api/auth/session?optional');
    expect(probe.status).toBe(200);
    expect(probe.body).toEqual({ user: null });
    expect(probe.headers.get('cache-control')).toBe('no-store');
    expect((await anonymous.get('/api/auth/session')).status).toBe(401);

    const forged = new TestClient(server.url);
    forged.cookie = 'portal_session=forged-token';
    expect((await forged.get('/api/auth/session?optional')).body).toEqual({ user: null });
  });

  it('answers the signed-in user the same way with or without ?optional', async () => {
    const client = new TestClient(server.url);
    expect((await client.signIn('probe@example.com', 'probe passphrase 1')).status).toBe(200);
    const probe = await client.get('/api/auth/session?optional');
    expect(probe.body).toMatchObject({ user: { email: 'probe@example.com', displayName: 'Probe' } });
    expect((await client.get('/api/auth/session')).body).toEqual(probe.body);
  });
});

describe.each(engines)('many sessions asked about at once (%s)', (engine) => {
  let server: TestServer;
  const readers: Array<{ email: string; client: TestClient }> = [];
  beforeAll(async () => {
    server = await startTestServer(engine);
    // 70 readers: more than the largest lookup batch (64), so answers span several batch sizes.
    for (let i = 0; i < 70; i += 1) {
      const email = `reader${i}@example.com`;
      await server.services.auth.createPasswordUser(email, `Reader ${i}`, 'reader passphrase 1');
      const client = new TestClient(server.url);
      expect((await client.signIn(email, 'reader passphrase 1')).status).toBe(200);
      readers.push({ email, client });
    }
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('answers every reader with their own account, and a forged cookie among them with 401', async () => {
    for (const count of [1, 2, 5, 17, 70]) {
      const forged = new TestClient(server.url);
      forged.cookie = 'portal_session=forged-token';
      const asked = readers.slice(0, count);
      const [forgedAnswer, ...answers] = await Promise.all([
        forged.get('/api/auth/session'),
        ...asked.map(({ client }) => client.get('/api/auth/session')),
      ]);
      expect(forgedAnswer!.status).toBe(401);
      expect(answers.map((answer) => (answer.body as { user: { email: string } }).user.email)).toEqual(
        asked.map(({ email }) => email),
      );
    }
  });
});
