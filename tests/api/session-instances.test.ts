import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOUCH_INTERVAL_MS } from '#server/sessions/session-expiry.js';
import { testEngines } from '#harness/databases.js';
import { TestClient } from '#harness/http.js';
import { closeTwoInstances, startTwoInstances, type TestServer } from '#harness/test-server.js';

const engines = await testEngines();
const PASSWORD = 'two instances passphrase';
const CONTENT = '/api/content/topics/front-end';

/**
 * The session gate keeps no session in memory (decision 0030): every request reads the database,
 * so a sign-out through one instance is refused by another at once, and writing last activity at
 * most once a minute never lets a session outlive its idle timeout.
 */
describe.each(engines)('the session gate over two instances sharing one database on %s', (engine) => {
  let a: TestServer;
  let b: TestServer;
  let counter = 0;
  async function signedIn(via: TestServer) {
    counter += 1;
    const email = `gate${counter}@example.com`;
    await via.services.auth.createPasswordUser(email, 'Gate', PASSWORD);
    const client = new TestClient(via.url);
    expect((await client.signIn(email, PASSWORD)).status).toBe(200);
    const user = await via.services.users.findByEmail(email);
    return { client, userId: user!.id };
  }
  const lastSeen = async (server: TestServer, userId: string) => {
    const row = await server.db
      .selectFrom('active_sessions')
      .select('last_seen_at')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row && Number(row.last_seen_at);
  };

  beforeAll(async () => ({ a, b } = await startTwoInstances(engine)));
  afterAll(() => closeTwoInstances({ a, b }));

  it('a sign-out through B is refused by A on the very next request, concurrent reads included', async () => {
    const { client: atA } = await signedIn(a);
    const atB = atA.at(b.url);
    // Both instances have answered this session many times, side by side, before it ends.
    const reads = await Promise.all(
      Array.from({ length: 16 }, (_, i) => (i % 2 ? atA : atB).get(i % 4 < 2 ? CONTENT : '/api/auth/session')),
    );
    expect(reads.map((read) => read.status)).toEqual(Array(16).fill(200));

    expect((await atB.post('/api/auth/signout')).status).toBe(204);

    const after = await Promise.all(Array.from({ length: 16 }, () => atA.at(a.url).get(CONTENT)));
    expect(after.map((read) => read.status)).toEqual(Array(16).fill(401));
    expect((await atA.at(a.url).get('/api/auth/session')).status).toBe(401);
  });

  it("ending an account's session through A (a lost device) is refused by B at once", async () => {
    const { client: atA, userId } = await signedIn(a);
    const atB = atA.at(b.url);
    expect((await atB.get(CONTENT)).status).toBe(200);
    expect(await a.services.sessions.endAllForUser(userId)).toBe(true);
    expect((await atB.get(CONTENT)).status).toBe(401);
  });

  it('writes last activity at most once a minute, and a read inside that minute never extends the session', async () => {
    const { client, userId } = await signedIn(a);
    const signedInAt = (await lastSeen(a, userId))!;
    a.advanceClock(TOUCH_INTERVAL_MS / 2);
    expect((await client.get(CONTENT)).status).toBe(200);
    expect(await lastSeen(a, userId)).toBe(signedInAt);

    // Idle timeout counted from the last written activity: the read above did not move it.
    a.advanceClock(a.config.session.idleTimeoutMs - TOUCH_INTERVAL_MS / 2);
    expect((await client.get(CONTENT)).status).toBe(401);
    expect(await lastSeen(a, userId)).toBeUndefined();
  });

  it('a read a minute or more after the last write moves last activity, and the idle timeout runs from there', async () => {
    const { client, userId } = await signedIn(a);
    const signedInAt = (await lastSeen(a, userId))!;
    a.advanceClock(TOUCH_INTERVAL_MS);
    expect((await client.get(CONTENT)).status).toBe(200);
    const touchedAt = (await lastSeen(a, userId))!;
    expect(touchedAt).toBeGreaterThanOrEqual(signedInAt + TOUCH_INTERVAL_MS);

    // A second instance judges the session by the same row: past the idle timeout, refused there too.
    const atB = client.at(b.url);
    b.advanceClock(touchedAt - Date.now() + a.config.session.idleTimeoutMs);
    expect((await atB.get(CONTENT)).status).toBe(401);
    expect((await client.get(CONTENT)).status).toBe(401);
  });
});
