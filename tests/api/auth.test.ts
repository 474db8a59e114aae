import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#shared/messages.js';
import { hashSessionToken } from '#server/sessions/session-service.js';
import { testEngines } from '#harness/databases.js';
import { TestClient } from '#harness/http.js';
import { startTestServer, type TestServer } from '#harness/test-server.js';

const engines = await testEngines();
const PASSWORD = 'correct horse battery';

describe.each(engines)('sign-in, session and sign-out on %s', (engine) => {
  let server: TestServer;
  let counter = 0;
  /** A fresh account per test, so tests never share a session row. */
  async function newUser(name = 'Student') {
    counter += 1;
    const email = `student${counter}@example.com`;
    await server.services.auth.createPasswordUser(email, name, PASSWORD);
    return email;
  }
  const sessionRows = async (email: string) => {
    const user = await server.services.users.findByEmail(email);
    return server.db.selectFrom('active_sessions').selectAll().where('user_id', '=', user!.id).execute();
  };

  beforeAll(async () => {
    // The one-session race sends 20 sign-ins at once from one address: the sign-in limit (which counts
    // attempts before checking them) is tested in hardening.test.ts and signin-throttle.test.ts.
    server = await startTestServer(engine, { SIGNIN_MAX_FAILURES: '100' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('signs in with the right password, sets an HttpOnly SameSite cookie, and the session answers', async () => {
    const email = await newUser('Ada Lovelace');
    const client = new TestClient(server.url);
    const response = await client.signIn(email.toUpperCase(), PASSWORD);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ user: { email, displayName: 'Ada Lovelace' } });
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/); // plain http in tests; Secure over https (see security test)

    const session = await client.get('/api/auth/session');
    expect(session.status).toBe(200);
    expect(session.body).toMatchObject({ user: { email, displayName: 'Ada Lovelace' } });
  });

  it('stores only the SHA-256 of the session token', async () => {
    const email = await newUser();
    const client = new TestClient(server.url);
    await client.signIn(email, PASSWORD);
    const token = client.cookieValue('portal_session')!;
    const [row] = await sessionRows(email);
    expect(row!.token_hash).toBe(hashSessionToken(token));
    expect(row!.token_hash).not.toContain(token);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
  });

  it('answers a wrong password and an unknown e-mail with the same 401 message', async () => {
    const email = await newUser();
    const wrong = await new TestClient(server.url).signIn(email, 'not the password');
    const unknown = await new TestClient(server.url).signIn('nobody@example.com', PASSWORD);
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ code: 'invalid_credentials', message: 'Sorry, Email ID Not Registered.' });
    }
  });

  it('rejects empty fields with 400 and the spec message', async () => {
    for (const body of [
      { email: '', password: 'x' },
      { email: 'a@b.c', password: '' },
      { email: '   ', password: '' },
      {},
    ]) {
      const response = await new TestClient(server.url).post('/api/auth/signin', body);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ message: 'Please enter your email and password!' });
    }
  });

  it('refuses a second device with 409 while the session exists, and changes nothing', async () => {
    const email = await newUser();
    const first = new TestClient(server.url);
    expect((await first.signIn(email, PASSWORD)).status).toBe(200);
    const before = await sessionRows(email);

    const second = new TestClient(server.url);
    const refused = await second.signIn(email, PASSWORD);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: 'This account is already logged in on another device!' });
    // No session cookie; only the lost-session grant (tests/api/lost-session.test.ts).
    expect(refused.headers.get('set-cookie')).toMatch(/^portal_takeover=[\w-]{43};/);
    expect(await sessionRows(email)).toEqual(before);
    expect((await first.get('/api/auth/session')).status).toBe(200);
  });

  it('lets the same browser sign in again without the "another device" message', async () => {
    const email = await newUser();
    const client = new TestClient(server.url);
    await client.signIn(email, PASSWORD);
    const again = await client.signIn(email, PASSWORD);
    expect(again.status).toBe(200);
    expect((await client.get('/api/auth/session')).status).toBe(200);
    expect(await sessionRows(email)).toHaveLength(1);
  });

  it('lets exactly one of 20 parallel sign-ins win', async () => {
    const email = await newUser();
    const clients = Array.from({ length: 20 }, () => new TestClient(server.url));
    const responses = await Promise.all(clients.map((client) => client.signIn(email, PASSWORD)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect(await sessionRows(email)).toHaveLength(1);
    const winner = clients[statuses.indexOf(200)]!;
    expect((await winner.get('/api/auth/session')).status).toBe(200);
  });

  it('does not let an idle-expired session block a new sign-in', async () => {
    const email = await newUser();
    const laptop = new TestClient(server.url);
    await laptop.signIn(email, PASSWORD);
    server.advanceClock(server.config.session.idleTimeoutMs + 1_000);
    const phone = new TestClient(server.url);
    expect((await phone.signIn(email, PASSWORD)).status).toBe(200);
    expect((await laptop.get('/api/auth/session')).status).toBe(401);
    expect((await phone.get('/api/auth/session')).status).toBe(200);
  });

  it('ends a session at its absolute lifetime even when it stays active', async () => {
    const email = await newUser();
    const client = new TestClient(server.url);
    await client.signIn(email, PASSWORD);
    const step = server.config.session.idleTimeoutMs / 2;
    const steps = Math.ceil(server.config.session.absoluteLifetimeMs / step);
    for (let i = 0; i < steps - 1; i += 1) {
      server.advanceClock(step);
      if (i % 50 === 0 || i === steps - 2) expect((await client.get('/api/auth/session')).status).toBe(200);
      else await server.services.sessions.authenticate(client.cookieValue('portal_session')); // activity
    }
    server.advanceClock(step);
    expect((await client.get('/api/auth/session')).status).toBe(401);
    expect((await new TestClient(server.url).signIn(email, PASSWORD)).status).toBe(200);
  });

  it('refreshes the idle timeout through activity', async () => {
    const email = await newUser();
    const client = new TestClient(server.url);
    await client.signIn(email, PASSWORD);
    for (let i = 0; i < 4; i += 1) {
      server.advanceClock(server.config.session.idleTimeoutMs - 60_000);
      expect((await client.get('/api/auth/session')).status).toBe(200);
    }
  });

  it('signs out: deletes the row, clears the cookie, and another device can sign in', async () => {
    const email = await newUser();
    const client = new TestClient(server.url);
    await client.signIn(email, PASSWORD);
    const token = client.cookie;
    const response = await client.post('/api/auth/signout');
    expect(response.status).toBe(204);
    expect(response.headers.get('set-cookie')).toMatch(/Max-Age=0/);
    expect(await sessionRows(email)).toHaveLength(0);

    const stale = new TestClient(server.url);
    stale.cookie = token;
    expect((await stale.get('/api/auth/session')).status).toBe(401);
    expect((await new TestClient(server.url).signIn(email, PASSWORD)).status).toBe(200);
  });

  it('answers the gated session endpoint with 401 without a cookie or with a forged one', async () => {
    const none = await new TestClient(server.url).get('/api/auth/session');
    expect(none.status).toBe(401);
    expect(none.body).toMatchObject({ code: 'unauthenticated' });
    const forged = new TestClient(server.url);
    forged.cookie = 'portal_session=' + 'A'.repeat(43);
    expect((await forged.get('/api/auth/session')).status).toBe(401);
    forged.cookie = 'portal_session=' + 'x'.repeat(5000);
    expect((await forged.get('/api/auth/session')).status).toBe(401);
  });

  it(`keeps the spec's exact messages`, () => {
    expect(MESSAGES.signinSuccess).toBe('Signin Successfully Completed!');
  });
});
