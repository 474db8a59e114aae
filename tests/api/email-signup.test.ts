import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNUP_MESSAGES } from '#shared/api/signup.js';
import { testEngines } from '#harness/databases.js';
import { TestClient } from '#harness/http.js';
import { startTestServer, type TestServer } from '#harness/test-server.js';

const engines = await testEngines();

describe.each(engines)('e-mail sign-up on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, { SIGNIN_MAX_FAILURES: '50' });
  });
  afterAll(async () => {
    await server?.close();
  });

  const signUp = (body: unknown, client = new TestClient(server.url)) => client.post('/api/auth/signup', body);

  it('creates the account without a session, and it signs in with its password (before confirming the address)', async () => {
    const client = new TestClient(server.url);
    const response = await signUp(
      { name: '  Ada Lovelace ', email: 'Ada@Example.com', password: 'analytical engine' },
      client,
    );
    expect(response.status).toBe(202);
    expect(response.body).toEqual({ message: SIGNUP_MESSAGES.checkEmail });
    expect(client.cookie).toBeUndefined();
    expect(await server.services.users.findByEmail('ada@example.com')).toMatchObject({
      display_name: 'Ada Lovelace',
      email_verified_at: null,
    });
    expect((await new TestClient(server.url).signIn('ada@example.com', 'analytical engine')).status).toBe(200);
  });

  it('answers a taken address, whatever its case, exactly like a new one and keeps the first account', async () => {
    const first = await signUp({ name: 'First', email: 'dup@example.com', password: 'first long password' });
    const second = await signUp({ name: 'Second', email: 'DUP@example.com', password: 'second long password' });
    expect(second.status).toBe(first.status);
    expect(second.body).toEqual(first.body);
    expect((await server.services.users.findByEmail('dup@example.com'))?.display_name).toBe('First');
    expect((await new TestClient(server.url).signIn('dup@example.com', 'second long password')).status).toBe(401);
  });

  it.each([
    ['too short', 'short', /at least 8 characters/],
    ['a common password', 'password1', /too common/],
    ['another common password', 'iloveyou', /too common/],
    ['the e-mail itself', 'weak@example.com', /too common/],
    ['one repeated character', 'aaaaaaaaaaaa', /too common/],
  ])('refuses a weak password (%s) with 400', async (_name, password, message) => {
    const response = await signUp({ name: 'Weak', email: 'weak@example.com', password });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message: expect.stringMatching(message) });
  });

  it.each([
    [{ name: '', email: 'a@example.com', password: 'long enough pass' }, 'Enter your name.'],
    [{ name: 'x'.repeat(81), email: 'a@example.com', password: 'long enough pass' }, /at most 80/],
    [{ name: 'Ann', email: '', password: 'long enough pass' }, 'Enter your e-mail address.'],
    [{ name: 'Ann', email: 'not-an-email', password: 'long enough pass' }, /valid e-mail/],
    [{ name: 'Ann', email: 'a@example.com', password: '' }, /at least 8/],
    [{}, 'Enter your name.'],
  ])('refuses empty or invalid fields %j with a clear 400', async (body, message) => {
    const response = await signUp(body);
    expect(response.status).toBe(400);
    expect((response.body as { message: string }).message).toMatch(message);
  });

  // Review of 28 Nov 2026, finding 10: the name is mailed as 'Hi <name>,' and shown to maintainers.
  it.each([
    ['a C1 control (CSI)', 'Ann \u009b31m'],
    ['a right-to-left override', 'Ann \u202enimdA'],
    ['a bidi isolate', 'Ann \u2066x\u2069'],
    ['a right-to-left mark', 'Ann\u200f'],
    ['a line separator', 'Ann\u2028Visit evil.example'],
    ['a line break', 'Ann\nVisit evil.example'],
  ])('refuses a name with %s: 400 naming the field, no account', async (_name, name) => {
    const email = `hostile-name-${name.length}@example.com`;
    const response = await signUp({ name, email, password: 'long enough pass' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      code: 'invalid_body',
      message: 'Your name contains characters that are not allowed.',
    });
    expect(await server.services.users.findByEmail(email)).toBeFalsy();
  });

  it('throttles sign-up attempts from one address', async () => {
    const limited = await startTestServer(engine, { SIGNIN_MAX_FAILURES: '3' });
    try {
      for (let i = 0; i < 3; i += 1) {
        const response = await new TestClient(limited.url).post('/api/auth/signup', {
          name: 'Bot',
          email: `bot${i}@example.com`,
          password: 'bot password one',
        });
        expect(response.status).toBe(202);
      }
      const blocked = await new TestClient(limited.url).post('/api/auth/signup', {
        name: 'Bot',
        email: 'bot9@example.com',
        password: 'bot password one',
      });
      expect(blocked.status).toBe(429);
      expect(blocked.body).toMatchObject({ message: expect.stringMatching(/Too many sign-up attempts/) });
    } finally {
      await limited.close();
    }
  });
});
