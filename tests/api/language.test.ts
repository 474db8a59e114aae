import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAccount, TEST_PASSWORD } from '#harness/accounts.js';
import { testEngines } from '#harness/databases.js';
import { TestClient } from '#harness/http.js';
import { startTestServer, type TestServer } from '#harness/test-server.js';

const engines = await testEngines();

describe.each(engines)('the interface language on the account, on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server?.close());

  it('starts unset, is saved on the account and comes back with the session on another device', async () => {
    const account = await signedInAccount(server, { name: 'Hindi Reader' });
    const before = await account.client.get('/api/auth/session');
    expect(before.body).toMatchObject({ user: { email: account.email, language: null } });

    const saved = await account.client.put('/api/account/language', { language: 'hi' });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ language: 'hi' });
    expect((await account.client.get('/api/auth/session')).body).toMatchObject({ user: { language: 'hi' } });

    // Signing in elsewhere (the one-session rule needs this device signed out first) brings the choice.
    expect((await account.client.post('/api/auth/signout')).status).toBeLessThan(300);
    const otherDevice = new TestClient(server.url);
    const signedIn = await otherDevice.signIn(account.email, TEST_PASSWORD);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ user: { language: 'hi' } });

    expect((await otherDevice.put('/api/account/language', { language: 'en' })).status).toBe(200);
    expect((await otherDevice.get('/api/auth/session')).body).toMatchObject({ user: { language: 'en' } });
    const exported = await otherDevice.get('/api/account/export');
    expect(exported.body).toMatchObject({ profile: { language: 'en' } });
  });

  it('refuses a language it does not speak with a clear 400, and a signed-out request with 401', async () => {
    const account = await signedInAccount(server, { name: 'Careful Reader' });
    for (const body of [{ language: 'fr' }, { language: 42 }, {}, { language: 'hi', extra: true }]) {
      const refused = await account.client.put('/api/account/language', body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
    expect((await account.client.get('/api/auth/session')).body).toMatchObject({ user: { language: null } });
    const stranger = await new TestClient(server.url).put('/api/account/language', { language: 'hi' });
    expect(stranger.status).toBe(401);
  });
});
