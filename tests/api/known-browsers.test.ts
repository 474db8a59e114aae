import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '#harness/databases.js';
import { TestClient, type JsonResponse } from '#harness/http.js';
import { startTestServer, type TestServer } from '#harness/test-server.js';

const engines = await testEngines();
const PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'a brand new passphrase 7';
const LIMIT = 10;

let counter = 0;
async function newAccount(server: TestServer) {
  counter += 1;
  const email = `known${counter}@example.com`;
  await server.services.auth.createPasswordUser(email, 'Known', PASSWORD);
  return email;
}

/** A sign-in as if from `address` behind the one trusted proxy, with this browser's cookies. */
const signInFrom = (client: TestClient, address: string, email: string, password: string) =>
  client.request('POST', '/api/auth/signin', { json: { email, password }, headers: { 'x-forwarded-for': address } });

const statusesOf = (responses: JsonResponse[]) => responses.map((response) => response.status);

/** A browser that signed in to the account once (so it holds the device cookie) and signed out again. */
async function knownBrowser(server: TestServer, email: string, address: string, password = PASSWORD) {
  const browser = new TestClient(server.url);
  expect((await signInFrom(browser, address, email, password)).status).toBe(200);
  expect((await browser.post('/api/auth/signout')).status).toBe(204);
  expect(browser.cookieValue('portal_device')).toMatch(/^[0-9a-f-]{36}\.\d+\.\d{13}\.[\w-]{43}$/);
  return browser;
}

describe.each(engines)('known browsers (decision 0034) on %s', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine, { SIGNIN_MAX_FAILURES: String(LIMIT), TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    await server?.close();
  });

  /** Strangers' failures from rotating addresses: the account's delay is met, no address limit is. */
  async function strangersFail(email: string, from: number) {
    for (let i = 0; i < LIMIT; i += 1)
      expect((await signInFrom(new TestClient(server.url), `203.0.113.${from + i}`, email, `guess ${i}`)).status).toBe(
        401,
      );
  }

  it('stops counting an old device cookie once the password is reset: it meets the account delay again', async () => {
    const email = await newAccount(server);
    const intruder = await knownBrowser(server, email, '198.51.100.10');
    const user = (await server.services.users.findByEmail(email))!;
    const token = await server.services.tokens.issue(user.id, 'password-reset');
    const reset = await new TestClient(server.url).post('/api/auth/password-reset', { token, password: NEW_PASSWORD });
    expect(reset.status).toBe(200);
    expect((await server.services.users.findById(user.id))!.credential_version).toBe(user.credential_version + 1);

    await strangersFail(email, 1);
    // 20 guesses from 20 addresses carrying the old cookie: the account's delay holds them like anyone's.
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        signInFrom(intruder.at(server.url), `198.18.0.${i + 1}`, email, i === 5 ? NEW_PASSWORD : `guess ${i}`),
      ),
    );
    expect(statusesOf(guesses).filter((status) => status === 429).length).toBeGreaterThanOrEqual(19);
    // Like any browser the account does not know under its new password.
    const owner = await signInFrom(new TestClient(server.url), '198.51.100.11', email, NEW_PASSWORD);
    expect(owner.status).toBe(429);
    server.advanceClock(server.config.signinThrottle.windowMs + 1_000);
  });

  it('stops counting an old device cookie after a password change on the account page', async () => {
    const email = await newAccount(server);
    const old = await knownBrowser(server, email, '198.51.100.20');
    const owner = new TestClient(server.url);
    expect((await signInFrom(owner, '198.51.100.21', email, PASSWORD)).status).toBe(200);
    const changed = await owner.post('/api/account/password', { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(changed.status).toBe(200);
    expect((await owner.post('/api/auth/signout')).status).toBe(204);

    await strangersFail(email, 40);
    expect((await signInFrom(old, '198.51.100.22', email, NEW_PASSWORD)).status).toBe(429);
    server.advanceClock(server.config.signinThrottle.windowMs + 1_000);
  });

  it("lets the owner's known browser in behind a shared address that strangers' failures throttled", async () => {
    const shared = '100.64.0.1';
    const email = await newAccount(server);
    const otherAccount = await newAccount(server);
    const owner = await knownBrowser(server, email, shared);

    // Other students behind the same campus address fail on other accounts until it is throttled.
    for (let i = 0; i < LIMIT; i += 1)
      expect((await signInFrom(new TestClient(server.url), shared, `nobody${i}@example.com`, 'x')).status).toBe(401);
    const unknown = await signInFrom(new TestClient(server.url), shared, otherAccount, PASSWORD);
    expect(unknown.status).toBe(429);
    // The owner's browser, known to its own account, is not stopped by the address limit...
    expect((await signInFrom(owner, shared, email, PASSWORD)).status).toBe(200);
    expect((await owner.post('/api/auth/signout')).status).toBe(204);
    // ...but signing in to an account it does not know, it is a stranger behind that address.
    expect((await signInFrom(owner, shared, otherAccount, PASSWORD)).status).toBe(429);

    // A known browser has a limit of its own: a stolen cookie buys LIMIT guesses, not more.
    const guesses = [];
    for (let i = 0; i < LIMIT + 2; i += 1) guesses.push((await signInFrom(owner, shared, email, `guess ${i}`)).status);
    expect(guesses.slice(0, LIMIT)).toEqual(Array<number>(LIMIT).fill(401));
    expect(guesses.slice(LIMIT)).toEqual([429, 429]);
    server.advanceClock(server.config.signinThrottle.windowMs + 1_000);
  });
});
