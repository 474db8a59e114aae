import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '#harness/databases.js';
import { TestClient, type JsonResponse } from '#harness/http.js';
import { startTestServer, type TestServer } from '#harness/test-server.js';

const engines = await testEngines();
const PASSWORD = 'correct horse battery';
const LIMIT = 10;

let counter = 0;
async function newAccount(server: TestServer) {
  counter += 1;
  const email = `throttled${counter}@example.com`;
  await server.services.auth.createPasswordUser(email, 'Throttled', PASSWORD);
  return email;
}

/** A sign-in as if from `address` behind the one trusted proxy (TRUST_PROXY=1 appends what it saw). */
const signInFrom = (client: TestClient, address: string, email: string, password: string, forged?: string) =>
  client.request('POST', '/api/auth/signin', {
    json: { email, password },
    headers: { 'x-forwarded-for': forged ? `${forged}, ${address}` : address },
  });

const statusesOf = (responses: JsonResponse[]) => responses.map((response) => response.status);

describe.each(engines)('sign-in limits under attack on %s', (engine) => {
  let server: TestServer;
  let proxied: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine, { SIGNIN_MAX_FAILURES: String(LIMIT) });
    proxied = await startTestServer(engine, { SIGNIN_MAX_FAILURES: String(LIMIT), TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    await Promise.all([server?.close(), proxied?.close()]);
  });

  it('checks at most the limit of 40 simultaneous sign-ins to one account, and the right one inside the limit succeeds', async () => {
    const email = await newAccount(server);
    const right = 17;
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        new TestClient(server.url).signIn(email, i === right ? PASSWORD : `wrong ${i}`),
      ),
    );
    const statuses = statusesOf(responses);
    // Every answer other than 429 is one password check.
    const checked = statuses.filter((status) => status !== 429);
    expect(checked.length).toBeLessThanOrEqual(LIMIT);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(40 - LIMIT);
    expect(statuses.every((status) => [200, 401, 429].includes(status))).toBe(true);
    // The right password was checked only if it got in under the limit, and then it signed in.
    expect([200, 429]).toContain(statuses[right]);
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(1);
    server.advanceClock(server.config.signinThrottle.windowMs + 1_000);

    // A burst exactly the limit's size: every password is checked and the right one signs in.
    const other = await newAccount(server);
    const inside = await Promise.all(
      Array.from({ length: LIMIT }, (_, i) =>
        new TestClient(server.url).signIn(other, i === 3 ? PASSWORD : `wrong ${i}`),
      ),
    );
    expect(statusesOf(inside).filter((status) => status === 401)).toHaveLength(LIMIT - 1);
    expect(inside[3]!.status).toBe(200);
    server.advanceClock(server.config.signinThrottle.windowMs + 1_000);
  });

  it("lets the owner's known browser in while a stranger's failures from rotating addresses block only the stranger", async () => {
    const email = await newAccount(proxied);
    const owner = new TestClient(proxied.url);
    expect((await signInFrom(owner, '198.51.100.1', email, PASSWORD)).status).toBe(200);
    expect(owner.cookieValue('portal_device')).toMatch(/^[0-9a-f-]{36}\.0\.\d{13}\.[\w-]{43}$/);
    expect((await owner.post('/api/auth/signout')).status).toBe(204);

    // The stranger rotates addresses, so no per-address limit is met; the account's delay is.
    const stranger = new TestClient(proxied.url);
    let address = 0;
    const guess = () => signInFrom(stranger, `203.0.113.${(address += 1)}`, email, `guess ${address}`);
    for (let i = 0; i < LIMIT; i += 1) expect((await guess()).status).toBe(401);
    // Twenty at once: at most one finds its wait over.
    const burst = statusesOf(await Promise.all(Array.from({ length: 20 }, guess)));
    expect(burst.filter((status) => status === 429).length).toBeGreaterThanOrEqual(19);
    // Each later guess waits about twice as long as the one before.
    let previousWait = 0;
    for (let round = 0; round < 3; round += 1) {
      const refused = await guess();
      expect(refused.status).toBe(429);
      const wait = Number(refused.headers.get('retry-after'));
      expect(wait).toBeGreaterThanOrEqual(previousWait);
      previousWait = wait;
      proxied.advanceClock(wait * 1_000);
      expect((await guess()).status).toBe(401);
    }
    expect(previousWait).toBeGreaterThanOrEqual(4);

    // The owner's browser skips the account's delay (its address has no failures).
    const ownerAgain = await signInFrom(owner, '198.51.100.1', email, PASSWORD);
    expect(ownerAgain.status).toBe(200);
    expect((await owner.post('/api/auth/signout')).status).toBe(204);

    // Another browser, even with the right password, waits like the stranger; then it gets in.
    const unknown = new TestClient(proxied.url);
    const waited = await signInFrom(unknown, '198.51.100.2', email, PASSWORD);
    expect(waited.status).toBe(429);
    expect(Number(waited.headers.get('retry-after'))).toBeGreaterThan(0);
    proxied.advanceClock(Number(waited.headers.get('retry-after')) * 1_000 + 1_000);
    expect((await signInFrom(unknown, '198.51.100.2', email, PASSWORD)).status).toBe(200);
    proxied.advanceClock(proxied.config.signinThrottle.windowMs + 1_000);
  });

  it('does not accept a known-device cookie signed for another account, forged or tampered', async () => {
    const email = await newAccount(proxied);
    const victim = await newAccount(proxied);
    const browser = new TestClient(proxied.url);
    expect((await signInFrom(browser, '198.51.100.3', email, PASSWORD)).status).toBe(200);
    await browser.post('/api/auth/signout');
    const device = browser.cookieValue('portal_device')!;
    for (let i = 0; i < LIMIT + 1; i += 1)
      await signInFrom(new TestClient(proxied.url), `203.0.113.${100 + i}`, victim, 'x');
    const [userId, version, issuedAt, mac] = device.split('.');
    const victimId = (await proxied.services.users.findByEmail(victim))!.id;
    for (const forged of [
      device,
      `${victimId}.${version}.${issuedAt}.${mac}`,
      `${userId}.${version}.${issuedAt}.${'A'.repeat(43)}`,
      `${userId}.${issuedAt}.${mac}`, // the format before credential versions
    ]) {
      const attempt = await new TestClient(proxied.url).request('POST', '/api/auth/signin', {
        json: { email: victim, password: PASSWORD },
        headers: { 'x-forwarded-for': '198.51.100.4', cookie: `portal_device=${forged}` },
      });
      expect(attempt.status, forged).toBe(429);
    }
    proxied.advanceClock(proxied.config.signinThrottle.windowMs + 1_000);
  });

  it('counts the client behind a trusted proxy by the address the proxy saw, whatever the forged first entries say', async () => {
    for (let i = 0; i < LIMIT; i += 1) {
      const answer = await signInFrom(
        new TestClient(proxied.url),
        '192.0.2.50',
        `nobody${i}@example.com`,
        'x',
        `10.9.8.${i}`,
      );
      expect(answer.status).toBe(401);
    }
    const forged = await signInFrom(
      new TestClient(proxied.url),
      '192.0.2.50',
      'nobody-else@example.com',
      'x',
      '1.2.3.4, 5.6.7.8',
    );
    expect(forged.status).toBe(429);
    // Another client behind the same proxy is not affected.
    expect((await signInFrom(new TestClient(proxied.url), '192.0.2.51', 'nobody@example.com', 'x')).status).toBe(401);

    // IPv6 clients are counted by /64: one host cannot rotate through its own range.
    for (let i = 0; i < LIMIT; i += 1)
      await signInFrom(
        new TestClient(proxied.url),
        `2001:db8:1:2::${(i + 1).toString(16)}`,
        `v6-${i}@example.com`,
        'x',
      );
    expect((await signInFrom(new TestClient(proxied.url), '2001:db8:1:2:ffff::9', 'v6@example.com', 'x')).status).toBe(
      429,
    );
    expect((await signInFrom(new TestClient(proxied.url), '2001:db8:1:3::1', 'v6@example.com', 'x')).status).toBe(401);
    proxied.advanceClock(proxied.config.signinThrottle.windowMs + 1_000);
  });

  it('trusts only the listed proxies when TRUST_PROXY is a list', async () => {
    const listed = await startTestServer(engine, { SIGNIN_MAX_FAILURES: '2', TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' });
    try {
      // Right to left: 127.0.0.1 (the socket, listed), 10.1.2.3 (listed), 203.0.113.77 (the client).
      const from = (forged: string) =>
        new TestClient(listed.url).request('POST', '/api/auth/signin', {
          json: { email: 'nobody@example.com', password: 'x' },
          headers: { 'x-forwarded-for': `${forged}, 203.0.113.77, 10.1.2.3` },
        });
      expect((await from('1.1.1.1')).status).toBe(401);
      expect((await from('2.2.2.2')).status).toBe(401);
      expect((await from('3.3.3.3')).status).toBe(429);
    } finally {
      await listed.close();
    }
  });
});
