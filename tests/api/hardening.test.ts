import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '#harness/databases.js';
import { signedInAccount } from '#harness/accounts.js';
import { TestClient, postLargeBody } from '#harness/http.js';
import { startTestServer, type TestServer } from '#harness/test-server.js';

const engines = await testEngines();
const PASSWORD = 'correct horse battery';

describe.each(engines)('hostile and malformed requests on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, { SIGNIN_MAX_FAILURES: '5' });
    await server.services.auth.createPasswordUser('victim@example.com', 'Victim', PASSWORD);
    await server.services.auth.createPasswordUser('other@example.com', 'Other', PASSWORD);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('throttles repeated failures per account with 429, Retry-After and a clear message', async () => {
    const client = new TestClient(server.url);
    for (let i = 0; i < 5; i += 1) {
      const response = await client.request('POST', '/api/auth/signin', {
        json: { email: 'victim@example.com', password: `guess-${i}` },
        headers: { 'x-forwarded-for': `10.0.0.${i}` }, // ignored: TRUST_PROXY is off
      });
      expect(response.status).toBe(401);
    }
    const blocked = await client.signIn('victim@example.com', PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({
      code: 'too_many_attempts',
      message: expect.stringMatching(/Too many sign-in attempts/),
    });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);

    server.advanceClock(server.config.signinThrottle.windowMs + 1_000);
    expect((await client.signIn('victim@example.com', PASSWORD)).status).toBe(200);
  });

  it('throttles one address trying many accounts', async () => {
    const client = new TestClient(server.url);
    server.advanceClock(server.config.signinThrottle.windowMs + 1_000);
    for (let i = 0; i < 5; i += 1) {
      expect((await client.signIn(`ghost${i}@example.com`, 'whatever')).status).toBe(401);
    }
    expect((await client.signIn('other@example.com', PASSWORD)).status).toBe(429);
    server.advanceClock(server.config.signinThrottle.windowMs + 1_000);
  });

  it.each([
    ['malformed JSON', { raw: '{"email": ', headers: { 'content-type': 'application/json' } }, 400],
    ['a JSON array', { raw: '[]', headers: { 'content-type': 'application/json' } }, 400],
    ['a JSON string', { raw: '"hello"', headers: { 'content-type': 'application/json' } }, 400],
    ['null', { raw: 'null', headers: { 'content-type': 'application/json' } }, 400],
    ['wrong types', { json: { email: 42, password: ['x'] } }, 400],
    ['an extra field', { json: { email: 'a@b.c', password: 'x', admin: true } }, 400],
    [
      'a form body',
      { raw: 'email=a&password=b', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      415,
    ],
    ['no content type', { raw: '{}' }, 415],
    ['NUL bytes', { json: { email: 'a\u0000@b.c', password: '\u0000' } }, 400],
    ['control characters', { json: { email: 'a\u0007@b.c', password: 'x' } }, 400],
    ['a very long password', { json: { email: 'a@b.c', password: 'x'.repeat(2_000) } }, 400],
  ])('answers %s with a 4xx and a message', async (_name, options, status) => {
    const response = await new TestClient(server.url).request('POST', '/api/auth/signin', options);
    expect(response.status).toBe(status);
    expect(response.body).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    // The server keeps answering.
    expect((await new TestClient(server.url).get('/api/auth/session')).status).toBe(401);
  });

  it('refuses a body over the size limit with 413 before reading it', async () => {
    const response = await postLargeBody(
      `${server.url}/api/auth/signin`,
      JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(1_100_000) }),
    );
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({ code: 'body_too_large', message: 'The request body is too large.' });
    expect((await new TestClient(server.url).get('/api/auth/session')).status).toBe(401);
  });

  it('refuses cross-site state-changing requests (CSRF)', async () => {
    const crossSite = await new TestClient(server.url).request('POST', '/api/auth/signin', {
      json: { email: 'victim@example.com', password: PASSWORD },
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    const foreignOrigin = await new TestClient(server.url).request('POST', '/api/auth/signout', {
      headers: { origin: 'https://evil.example' },
    });
    expect(foreignOrigin.status).toBe(403);
    const sameOrigin = await new TestClient(server.url).request('POST', '/api/auth/signout', {
      headers: { origin: server.url, 'sec-fetch-site': 'same-origin' },
    });
    expect(sameOrigin.status).toBe(204);
  });

  it('sends security headers on API and page responses', async () => {
    for (const path of ['/api/auth/session', '/', '/no/such/page']) {
      const response = await new TestClient(server.url).get(path);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('strict-transport-security')).toBeNull(); // not production over https
    }
  });

  it('answers unknown API paths with a JSON 401 signed out (nothing says which paths exist) and 404 signed in', async () => {
    const signedOut = await new TestClient(server.url).get('/api/nope');
    expect(signedOut.status).toBe(401);
    expect(signedOut.body).toMatchObject({ code: 'unauthenticated' });
    const { client } = await signedInAccount(server);
    const signedIn = await client.get('/api/nope');
    expect(signedIn.status).toBe(404);
    expect(signedIn.body).toMatchObject({ code: 'not_found' });
  });
});

describe('cookies over HTTPS', () => {
  it('uses the __Host- prefix and Secure behind a trusted HTTPS proxy, with HSTS in production', async () => {
    const server = await startTestServer('sqlite', { TRUST_PROXY: 'true', NODE_ENV: 'production' });
    try {
      await server.services.auth.createPasswordUser('secure@example.com', 'Secure', PASSWORD);
      const client = new TestClient(server.url);
      const response = await client.request('POST', '/api/auth/signin', {
        json: { email: 'secure@example.com', password: PASSWORD },
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(response.status).toBe(200);
      const cookie = response.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(/^__Host-portal_session=/);
      expect(cookie).toMatch(/Secure/);
      expect(cookie).toMatch(/HttpOnly/);
      expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
      const session = await client.request('GET', '/api/auth/session', { headers: { 'x-forwarded-proto': 'https' } });
      expect(session.status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

describe.each(engines)('the session cookie over HTTPS on %s', (engine) => {
  it('reads and clears only the __Host- cookie: a plain portal_session is refused', async () => {
    const server = await startTestServer(engine, { PUBLIC_URL: 'https://studyhub.example' });
    try {
      await server.services.auth.createPasswordUser('https@example.com', 'Https', PASSWORD);
      const client = new TestClient(server.url);
      expect((await client.signIn('https@example.com', PASSWORD)).status).toBe(200);
      const token = client.cookieValue('__Host-portal_session')!;
      expect(token).toMatch(/^[\w-]{43}$/);
      expect(client.cookieValue('portal_session')).toBeUndefined();

      const planted = new TestClient(server.url);
      planted.cookie = `portal_session=${token}`;
      expect((await planted.get('/api/auth/session')).status).toBe(401);
      const proper = new TestClient(server.url);
      proper.cookie = `__Host-portal_session=${token}`;
      expect((await proper.get('/api/auth/session')).status).toBe(200);

      // Sign-out ends the session named by the __Host- cookie and clears that cookie.
      const signOut = await client.post('/api/auth/signout');
      expect(signOut.status).toBe(204);
      expect(signOut.headers.getSetCookie().join('\n')).toMatch(/^__Host-portal_session=;.*Max-Age=0/m);
      expect((await proper.get('/api/auth/session')).status).toBe(401);
    } finally {
      await server.close();
    }
  });
});

describe.each(engines)('X-Forwarded-Proto read from the trusted hop on %s', (engine) => {
  it('takes the scheme the outermost trusted proxy wrote, never an entry the client put to its left', async () => {
    const oneHop = await startTestServer(engine, { TRUST_PROXY: '1' });
    const twoHops = await startTestServer(engine, { TRUST_PROXY: '2' }, oneHop.database);
    try {
      let accounts = 0;
      // A new account each time: the one-session rule would refuse a second sign-in to one account.
      const sessionCookie = async (server: TestServer, headers: Record<string, string>) => {
        const email = `proto${(accounts += 1)}@example.com`;
        await server.services.auth.createPasswordUser(email, 'Proto', PASSWORD);
        const response = await new TestClient(server.url).request('POST', '/api/auth/signin', {
          json: { email, password: PASSWORD },
          headers,
        });
        expect(response.status).toBe(200);
        return response.headers.getSetCookie().find((cookie) => /portal_session=/.test(cookie))!;
      };
      // The client forged "https" on the left; the one trusted proxy appended "http" (plain http).
      const forged = await sessionCookie(oneHop, { 'x-forwarded-proto': 'https, http' });
      expect(forged).toMatch(/^portal_session=/);
      expect(forged).not.toMatch(/Secure/);
      const genuine = await sessionCookie(oneHop, { 'x-forwarded-proto': 'http, https' });
      expect(genuine).toMatch(/^__Host-portal_session=.*Secure/);
      // Two trusted proxies: the outer one (second from the right) saw the client's scheme.
      const outerHttps = await sessionCookie(twoHops, {
        'x-forwarded-for': '198.51.100.7, 10.0.0.2',
        'x-forwarded-proto': 'http, https, http',
      });
      expect(outerHttps).toMatch(/^__Host-portal_session=.*Secure/);
      const outerHttp = await sessionCookie(twoHops, {
        'x-forwarded-for': '198.51.100.7, 10.0.0.2',
        'x-forwarded-proto': 'https, http, https',
      });
      expect(outerHttp).toMatch(/^portal_session=/);
    } finally {
      await twoHops.close();
      await oneHop.close();
    }
  });
});

describe('the /api page route', () => {
  it('serves the SPA at /api itself while API paths below it stay JSON', async () => {
    const server = await startTestServer('sqlite');
    try {
      const page = await new TestClient(server.url).get('/api?q=git');
      expect(page.status).toBe(503); // no web build in API tests: the SPA handler answered, not the API
      expect(page.body).toMatch(/web app is not built/);
      expect((await new TestClient(server.url).get('/api/')).body).toMatchObject({ code: 'unauthenticated' });
    } finally {
      await server.close();
    }
  });
});
