import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '#harness/databases.js';
import { TestClient } from '#harness/http.js';
import { oidcEnv, resultOf, startMockOidc, walkGoogleFlow } from '#tests/support/oidc.js';
import { startTestServer, type TestServer } from '#harness/test-server.js';

const engines = await testEngines();

describe.each(engines)('Google sign-up through OpenID Connect on %s', (engine) => {
  let oidc: Awaited<ReturnType<typeof startMockOidc>>;
  let server: TestServer;
  let subject = 0;
  const nextIdentity = (overrides: Partial<{ email: string; email_verified: boolean; name: string }> = {}) => {
    subject += 1;
    const identity = {
      sub: `sub-${subject}`,
      email: `google${subject}@gmail.example`,
      email_verified: true,
      name: `Google User ${subject}`,
      ...overrides,
    };
    oidc.setIdentity(identity);
    return identity;
  };

  beforeAll(async () => {
    oidc = await startMockOidc();
    server = await startTestServer(engine, oidcEnv(oidc.issuer));
  });
  afterAll(async () => {
    await server?.close();
    await oidc?.stop();
  });

  it('says Google is configured', async () => {
    expect((await new TestClient(server.url).get('/api/auth/providers')).body).toEqual({ google: true });
  });

  it('redirects to the provider with the code flow, PKCE S256, state and nonce', async () => {
    const { authorizeUrl } = await walkGoogleFlow(new TestClient(server.url));
    const params = authorizeUrl!.searchParams;
    expect(authorizeUrl!.origin + authorizeUrl!.pathname).toBe(`${oidc.issuer}/authorize`);
    expect(params.get('response_type')).toBe('code');
    expect(params.get('client_id')).toBe('studyhub-test-client');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(params.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(params.get('nonce')).toMatch(/^[\w-]{20,}$/);
    expect(params.get('scope')).toBe('openid email profile');
    expect(params.get('redirect_uri')).toBe(`${server.url}/api/auth/google/callback`);
  });

  it('creates the account with the display name and opens the session', async () => {
    const identity = nextIdentity({ name: 'Ada Google' });
    const client = new TestClient(server.url);
    const { finish, result } = await walkGoogleFlow(client);
    expect(finish!.status).toBe(200);
    expect(finish!.headers.get('content-security-policy')).toContain("script-src 'self'");
    // The popup's own opener policy wins over the site-wide one, so it can still post to its opener.
    expect(finish!.headers.get('cross-origin-opener-policy')).toBe('unsafe-none');
    expect(result).toMatchObject({
      type: 'studyhub:google-signin',
      status: 'success',
      user: { email: identity.email, displayName: 'Ada Google' },
    });
    expect((await client.get('/api/auth/session')).body).toMatchObject({ user: { displayName: 'Ada Google' } });
    const row = await server.services.users.findByGoogleSub(identity.sub);
    expect(row).toMatchObject({ email: identity.email, password_hash: null });
  });

  it('binds the flow to the browser that started it: a callback opened by another browser gets no session', async () => {
    nextIdentity();
    const attacker = new TestClient(server.url);
    const victim = new TestClient(server.url);
    const { start, finish, result } = await walkGoogleFlow(attacker, { callbackClient: victim });
    expect(start.headers.getSetCookie().join('\n')).toMatch(/^portal_oidc=[\w-]{43};.*HttpOnly.*SameSite=Lax/im);
    expect(result).toMatchObject({ status: 'failed', reason: 'this sign-in was started in another browser' });
    expect(finish!.headers.getSetCookie().some((cookie) => cookie.startsWith('portal_session='))).toBe(false);
    expect((await victim.get('/api/auth/session')).status).toBe(401);

    // A browser holding another flow's binding is refused the same way.
    const other = new TestClient(server.url);
    await other.get('/api/auth/google/start');
    expect(other.cookieValue('portal_oidc')).toMatch(/^[\w-]{43}$/);
    const crossed = await walkGoogleFlow(attacker, { callbackClient: other });
    expect(crossed.result).toMatchObject({ status: 'failed', reason: 'this sign-in was started in another browser' });
    expect((await other.get('/api/auth/session')).status).toBe(401);
  });

  it('limits how many flows one client may start', async () => {
    const limited = await startTestServer(engine, oidcEnv(oidc.issuer));
    try {
      const client = new TestClient(limited.url);
      for (let i = 0; i < 30; i += 1) expect((await client.get('/api/auth/google/start')).status).toBe(302);
      const refused = await client.get('/api/auth/google/start');
      expect(refused.status).toBe(200);
      expect(resultOf(refused.body)).toMatchObject({ status: 'failed', reason: expect.stringMatching(/too many/) });
      expect(await limited.db.selectFrom('oidc_flows').select('state').execute()).toHaveLength(30);
    } finally {
      await limited.close();
    }
  });

  it('signs a returning Google user into the same account', async () => {
    const identity = nextIdentity();
    const first = new TestClient(server.url);
    await walkGoogleFlow(first);
    await first.post('/api/auth/signout');
    const again = new TestClient(server.url);
    const { result } = await walkGoogleFlow(again);
    expect(result).toMatchObject({ status: 'success' });
    expect(await server.services.users.count()).toBeGreaterThan(0);
    const accounts = await server.db.selectFrom('users').selectAll().where('google_sub', '=', identity.sub).execute();
    expect(accounts).toHaveLength(1);
  });

  it('refuses a second device with the one-session message', async () => {
    nextIdentity();
    const laptop = new TestClient(server.url);
    expect((await walkGoogleFlow(laptop)).result).toMatchObject({ status: 'success' });
    const phone = new TestClient(server.url);
    const { result, finish } = await walkGoogleFlow(phone);
    expect(result).toEqual({ type: 'studyhub:google-signin', status: 'already_active' });
    // No session; only a lost-session grant, spent by 'Sign out the other device'.
    expect(finish!.headers.get('set-cookie')).toMatch(/^portal_takeover=[\w-]{43};.*SameSite=Strict/i);
    const takeover = await phone.post('/api/auth/takeover');
    expect(takeover.status).toBe(200);
    expect((await laptop.get('/api/auth/session')).status).toBe(401);
    expect((await phone.get('/api/auth/session')).status).toBe(200);
  });

  it('links a verified e-mail to an existing password account whose address was verified, keeping its password', async () => {
    await server.services.auth.createPasswordUser('linked@example.com', 'Linked Person', 'a long password', Date.now());
    const identity = nextIdentity({ email: 'LINKED@example.com' });
    const { result } = await walkGoogleFlow(new TestClient(server.url));
    expect(result).toMatchObject({
      status: 'success',
      user: { email: 'linked@example.com', displayName: 'Linked Person' },
    });
    const row = await server.services.users.findByEmail('linked@example.com');
    expect(row?.google_sub).toBe(identity.sub);
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('pre-hijacking fails: an account made with an unproved address is handed to the verified Google owner', async () => {
    // The squatter signs up first with the victim's address and a password, and signs in.
    const squatter = new TestClient(server.url);
    const signUp = await squatter.post('/api/auth/signup', {
      name: 'Squatter',
      email: 'victim@gmail.example',
      password: 'squatters own passphrase',
    });
    expect(signUp.status).toBe(202);
    expect((await squatter.signIn('victim@gmail.example', 'squatters own passphrase')).status).toBe(200);

    // The owner later uses Google with that verified address.
    const identity = nextIdentity({ email: 'victim@gmail.example', name: 'Real Owner' });
    const owner = new TestClient(server.url);
    expect((await walkGoogleFlow(owner)).result).toMatchObject({
      status: 'success',
      user: { email: 'victim@gmail.example' },
    });

    // The squatter's session ended, and the squatter's password no longer opens the account.
    expect((await squatter.get('/api/auth/session')).status).toBe(401);
    expect((await new TestClient(server.url).signIn('victim@gmail.example', 'squatters own passphrase')).status).toBe(
      401,
    );
    const row = await server.services.users.findByEmail('victim@gmail.example');
    expect(row).toMatchObject({ google_sub: identity.sub, password_hash: null, email_verified_at: expect.any(Number) });
    expect((await owner.get('/api/auth/session')).body).toMatchObject({ user: { email: 'victim@gmail.example' } });
  });

  it('a browser signed in to one account that signs in with Google as another ends the first session', async () => {
    const first = await server.services.auth.createPasswordUser(
      `switch-${subject}@example.com`,
      'First',
      'first long password',
    );
    const browser = new TestClient(server.url);
    expect((await browser.signIn(first.email, 'first long password')).status).toBe(200);
    nextIdentity();
    expect((await walkGoogleFlow(browser)).result).toMatchObject({ status: 'success' });
    // The first account is not left "logged in on another device".
    expect((await new TestClient(server.url).signIn(first.email, 'first long password')).status).toBe(200);
  });

  it('does not link an unverified e-mail to an existing account', async () => {
    await server.services.auth.createPasswordUser('unverified@example.com', 'Careful', 'a long password');
    nextIdentity({ email: 'unverified@example.com', email_verified: false });
    const { result } = await walkGoogleFlow(new TestClient(server.url));
    expect(result).toMatchObject({ status: 'failed' });
    expect((await server.services.users.findByEmail('unverified@example.com'))?.google_sub).toBeNull();
  });

  it('fails when the user denies consent at the provider', async () => {
    nextIdentity();
    oidc.denyNextAuthorization('access_denied');
    const client = new TestClient(server.url);
    const { result } = await walkGoogleFlow(client);
    expect(result).toMatchObject({ status: 'failed', reason: expect.stringMatching(/access_denied/) });
    expect((await client.get('/api/auth/session')).status).toBe(401);
  });

  it('rejects a tampered state and opens no session', async () => {
    nextIdentity();
    const client = new TestClient(server.url);
    const { result, finish } = await walkGoogleFlow(client, { tamperState: true });
    expect(result).toMatchObject({ status: 'failed', reason: expect.stringMatching(/state/) });
    // Only the flow's binding is cleared; no session cookie.
    expect(finish!.headers.getSetCookie()).toEqual([expect.stringMatching(/^portal_oidc=; Max-Age=0/)]);
    expect((await client.get('/api/auth/session')).status).toBe(401);
  });

  it('uses a state only once: replaying the callback fails', async () => {
    nextIdentity();
    const client = new TestClient(server.url);
    const { callbackUrl, result } = await walkGoogleFlow(client);
    expect(result).toMatchObject({ status: 'success' });
    await client.post('/api/auth/signout');
    const attacker = new TestClient(server.url);
    const replay = await attacker.get(callbackUrl!.pathname + callbackUrl!.search);
    expect(resultOf(replay.body)).toMatchObject({ status: 'failed', reason: expect.stringMatching(/state/) });
    expect((await attacker.get('/api/auth/session')).status).toBe(401);
  });

  it.each([
    ['a wrong audience', (payload: Record<string, unknown>) => (payload.aud = 'someone-else')],
    ['a wrong nonce', (payload: Record<string, unknown>) => (payload.nonce = 'not-the-nonce')],
    ['an expired token', (payload: Record<string, unknown>) => (payload.exp = Math.floor(Date.now() / 1000) - 3600)],
    ['a foreign issuer', (payload: Record<string, unknown>) => (payload.iss = 'https://evil.example')],
  ])('rejects an ID token with %s', async (_name, tweak) => {
    nextIdentity();
    // The first signed token of the exchange is the access token, the second the ID token.
    oidc.tweakNextToken(() => undefined);
    oidc.tweakNextToken(tweak);
    const client = new TestClient(server.url);
    const { result } = await walkGoogleFlow(client);
    expect(result).toMatchObject({ status: 'failed', reason: expect.stringMatching(/ID token|failed/) });
    expect((await client.get('/api/auth/session')).status).toBe(401);
  });
});

describe('Google sign-up when not configured', () => {
  it('reports it and the start page explains instead of redirecting', async () => {
    const server = await startTestServer('sqlite');
    try {
      expect((await new TestClient(server.url).get('/api/auth/providers')).body).toEqual({ google: false });
      const start = await new TestClient(server.url).get('/api/auth/google/start');
      expect(start.status).toBe(200);
      expect(String(start.body)).toMatch(/not configured/);
    } finally {
      await server.close();
    }
  });
});
