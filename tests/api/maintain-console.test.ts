import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '#tests/support/databases.js';
import { TEST_PASSWORD, signedInAccount } from '#tests/support/accounts.js';
import { TestClient } from '#tests/support/http.js';
import { runScript } from '#tests/support/run-script.js';
import { startTestServer, type TestServer } from '#tests/support/test-server.js';

const engines = await testEngines();

describe.each(engines)("the maintainer console's menu link and what it shows, on %s", (engine) => {
  let server: TestServer;
  let learner: TestClient;
  let maintainer: TestClient;

  beforeAll(async () => {
    server = await startTestServer(engine);
    learner = (await signedInAccount(server, { name: 'Lata Learner', email: 'lata@example.com' })).client;
    maintainer = (await signedInAccount(server, { name: 'Manoj Maintainer', email: 'manoj@example.com' })).client;
    const env = { DATABASE_URL: server.database.url, NODE_ENV: 'test' };
    await runScript('scripts/user-role.ts', env, ['--email', 'manoj@example.com', '--role', 'maintainer']);
  });
  afterAll(async () => {
    await server?.close();
  });

  it("the session and sign-in answers call a maintainer one; a learner's carry no such field", async () => {
    const mine = (await maintainer.get('/api/auth/session')).body as { user: Record<string, unknown> };
    expect(mine.user).toMatchObject({ email: 'manoj@example.com', maintainer: true });
    const theirs = (await learner.get('/api/auth/session')).body as { user: Record<string, unknown> };
    expect(theirs.user.email).toBe('lata@example.com');
    expect(Object.keys(theirs.user)).not.toContain('maintainer');

    const again = new TestClient(server.url);
    await maintainer.post('/api/auth/signout', {});
    const signedIn = await again.post('/api/auth/signin', { email: 'manoj@example.com', password: TEST_PASSWORD });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ user: { email: 'manoj@example.com', maintainer: true } });
    maintainer = again;
  });
});
