import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '#shared/api/account-messages.js';
import { MESSAGES, SERVER_MESSAGES } from '#shared/messages.js';
import { signedInAccount } from '#harness/accounts.js';
import { testEngines } from '#harness/databases.js';
import { TestClient } from '#harness/http.js';
import { startServerWithMail, type LocalSmtpServer } from '#tests/support/smtp.js';
import type { TestServer } from '#harness/test-server.js';

const engines = await testEngines();

/**
 * The grant lives in an HttpOnly cookie beside the session cookie. TestClient keeps one cookie, so
 * these tests keep the pair themselves, as a browser would.
 */
function cookiesOf(setCookie: string | null): Record<string, string> {
  const jar: Record<string, string> = {};
  for (const part of (setCookie ?? '').split(/,(?=\s*[\w-]+=)/)) {
    const [pair, ...attributes] = part.trim().split(';');
    const [name, value] = (pair ?? '').split('=');
    if (name && !attributes.some((a) => /max-age=0/i.test(a))) jar[name] = value ?? '';
  }
  return jar;
}

describe.each(engines)('ending a lost session on %s', (engine) => {
  let smtp: LocalSmtpServer;
  let server: TestServer;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ smtp, server, stop } = await startServerWithMail(engine, { SIGNIN_MAX_FAILURES: '100' }));
  });
  afterAll(() => stop?.());

  const post = (path: string, body: unknown, cookies: Record<string, string> = {}) =>
    fetch(server.url + path, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: Object.entries(cookies)
          .map(([name, value]) => `${name}=${value}`)
          .join('; '),
      },
      body: JSON.stringify(body),
    });

  it('a wrong password never gets the grant', async () => {
    const phone = await signedInAccount(server);
    const wrong = await post('/api/auth/signin', { email: phone.email, password: 'not the password' });
    expect(wrong.status).toBe(401);
    expect(cookiesOf(wrong.headers.get('set-cookie'))).toEqual({});
    const takeover = await post('/api/auth/takeover', {});
    expect(takeover.status).toBe(400);
    expect(await takeover.json()).toEqual({ code: 'grant_invalid', message: ACCOUNT_MESSAGES.grantInvalid });
    expect((await phone.client.get('/api/auth/session')).status).toBe(200);
  });

  it('the right password refused by the one-session rule gets a grant that works once and e-mails the owner', async () => {
    const phone = await signedInAccount(server, { name: 'Lost Phone' });
    const refused = await post('/api/auth/signin', { email: phone.email, password: phone.password });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ code: 'session_active_elsewhere', message: MESSAGES.alreadyLoggedIn });
    const setCookie = refused.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/portal_takeover=[\w-]{43};/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Strict/i);
    const grant = cookiesOf(setCookie);

    const takeover = await post('/api/auth/takeover', {}, grant);
    expect(takeover.status).toBe(200);
    expect(await takeover.json()).toMatchObject({ user: { email: phone.email } });
    const laptop = cookiesOf(takeover.headers.get('set-cookie'));
    expect(laptop.portal_session).toMatch(/^[\w-]{43}$/);
    expect(laptop.portal_takeover).toBeUndefined(); // cleared

    // The phone is signed out on its next request; the laptop is signed in.
    expect((await phone.client.get('/api/auth/session')).status).toBe(401);
    const session = await fetch(`${server.url}/api/auth/session`, {
      headers: { cookie: `portal_session=${laptop.portal_session}` },
    });
    expect(await session.json()).toMatchObject({ user: { email: phone.email } });

    // The grant works once.
    const replay = await post('/api/auth/takeover', {}, grant);
    expect(replay.status).toBe(400);

    const notice = await smtp.waitForMail((m) => m.to === phone.email);
    expect(notice.subject).toBe('Your StudyHub account was signed out on another device');
    expect(notice.text).toContain('Sign out the other device');
    const reset = new URL(smtp.linkIn(notice, '/reset-password#token=')).hash.slice('#token='.length);
    expect((await new TestClient(server.url).post('/api/auth/password-reset/check', { token: reset })).body).toEqual({
      valid: true,
    });
  });

  it("tells the device it signed out why and when (401 'session_replaced'), and nothing else about the other device", async () => {
    const phone = await signedInAccount(server, { name: 'Replaced Phone' });
    const before = Date.now();
    const grant = cookiesOf(
      (await post('/api/auth/signin', { email: phone.email, password: phone.password })).headers.get('set-cookie'),
    );
    const takeover = await post('/api/auth/takeover', {}, grant);
    expect(takeover.status).toBe(200);
    const after = Date.now();
    const laptop = cookiesOf(takeover.headers.get('set-cookie'));

    // The phone's next tick, and any other gated or session request: the same answer, only the time.
    const replaced = {
      code: 'session_replaced',
      message: SERVER_MESSAGES.sessionReplaced,
      endedAt: expect.any(Number),
    };
    const tick = await phone.client.post('/api/sync', {
      changes: [
        { changeId: crypto.randomUUID(), kind: 'progress', itemId: 'link:front-end/x', value: true, changedAt: after },
      ],
    });
    expect(tick.status).toBe(401);
    expect(tick.body).toEqual(replaced);
    const { endedAt } = tick.body as { endedAt: number };
    expect(endedAt).toBeGreaterThanOrEqual(before);
    expect(endedAt).toBeLessThanOrEqual(after);
    for (const path of ['/api/progress', '/api/auth/session'])
      expect(await phone.client.get(path)).toMatchObject({ status: 401, body: { ...replaced, endedAt } });
    expect((await phone.client.get('/api/auth/session?optional')).body).toEqual({
      user: null,
      ended: { code: 'session_replaced', endedAt },
    });

    // Any other missing session is only 'unauthenticated': no cookie, a made-up one, one ended otherwise.
    const signedOut = { code: 'unauthenticated', message: SERVER_MESSAGES.signedOut };
    expect((await new TestClient(server.url).get('/api/progress')).body).toEqual(signedOut);
    const forged = await fetch(`${server.url}/api/progress`, {
      headers: { cookie: `portal_session=${'x'.repeat(43)}` },
    });
    expect(await forged.json()).toEqual(signedOut);
    const laptopProgress = () =>
      fetch(`${server.url}/api/progress`, { headers: { cookie: `portal_session=${laptop.portal_session}` } });
    expect((await laptopProgress()).status).toBe(200);
    await server.services.sessions.endAllForUser(phone.userId); // a password reset, a maintainer's session:end
    expect(await (await laptopProgress()).json()).toEqual(signedOut);

    // Once the ended session would have expired anyway, its browser hears the plain answer too.
    server.advanceClock(server.config.session.absoluteLifetimeMs);
    try {
      expect((await phone.client.get('/api/progress')).body).toEqual(signedOut);
      expect((await phone.client.get('/api/auth/session?optional')).body).toEqual({ user: null });
    } finally {
      server.advanceClock(-server.config.session.absoluteLifetimeMs);
    }
  });

  it('a grant expires after 5 minutes', async () => {
    const phone = await signedInAccount(server);
    const grant = cookiesOf(
      (await post('/api/auth/signin', { email: phone.email, password: phone.password })).headers.get('set-cookie'),
    );
    server.advanceClock(5 * 60_000 + 1_000);
    try {
      expect((await post('/api/auth/takeover', {}, grant)).status).toBe(400);
    } finally {
      server.advanceClock(-(5 * 60_000 + 1_000));
    }
    expect((await phone.client.get('/api/auth/session')).status).toBe(200);
  });

  it('a forged or tampered grant cookie is refused without a session', async () => {
    const phone = await signedInAccount(server);
    for (const value of ['x'.repeat(43), 'short', "' OR 1=1 --", '%00'])
      expect((await post('/api/auth/takeover', {}, { portal_takeover: value })).status).toBe(400);
    expect((await phone.client.get('/api/auth/session')).status).toBe(200);
  });

  it('a browser that signs in as another account ends its previous account session first', async () => {
    const first = await signedInAccount(server, { name: 'First Account' });
    const second = await signedInAccount(server, { name: 'Second Account' });
    await second.client.post('/api/auth/signout');
    // The first account's browser now signs in as the second account.
    expect((await first.client.signIn(second.email, second.password)).status).toBe(200);
    expect((await first.client.get('/api/auth/session')).body).toMatchObject({ user: { email: second.email } });
    // The first account is not left "logged in on another device".
    expect((await new TestClient(server.url).signIn(first.email, first.password)).status).toBe(200);
  });
});
