import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#shared/messages.js';
import { loadConfig } from '#server/config.js';
import { openMigratedDatabase, type DatabaseHandle } from '#server/db/connection.js';
import { createServices, type Services } from '#server/services.js';
import { freshDatabase, postgresAvailable, POSTGRES_URL, type FreshDatabase } from '#harness/databases.js';
import { TestClient } from '#harness/http.js';
import { spawnProductionServer, type ProductionServer } from '#harness/production-server.js';

const havePostgres = await postgresAvailable();
if (!havePostgres) console.warn(`SKIPPING two instances over one PostgreSQL: nothing answers at ${POSTGRES_URL}.`);
const PASSWORD = 'two instances passphrase';

/**
 * Two production servers on different ports over one PostgreSQL database: the one-session rule,
 * sign-out and the race between sign-ins hold across instances, because both live in the database.
 */
describe.skipIf(!havePostgres)('two app instances over one PostgreSQL', () => {
  let database: FreshDatabase;
  let handle: DatabaseHandle;
  let services: Services;
  let a: ProductionServer;
  let b: ProductionServer;

  beforeAll(async () => {
    database = await freshDatabase('postgres');
    // 20 simultaneous sign-ins from one address would meet the sign-in limit, which counts attempts
    // before checking them (tests/api/signin-throttle.test.ts); here only the session race is tested.
    const env = { SIGNIN_MAX_FAILURES: '100' };
    a = await spawnProductionServer({ databaseUrl: database.url, env });
    b = await spawnProductionServer({ databaseUrl: database.url, env });
    const config = loadConfig({ DATABASE_URL: database.url });
    handle = await openMigratedDatabase(config.database);
    services = createServices(config, handle.db);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await handle?.close();
    await database?.drop();
  });

  it("an account signed in through A is refused by B with the spec message, and B knows A's cookie", async () => {
    await services.auth.createPasswordUser('shared@example.com', 'Shared', PASSWORD);
    const viaA = new TestClient(a.url);
    expect((await viaA.signIn('shared@example.com', PASSWORD)).status).toBe(200);

    const viaB = new TestClient(b.url);
    const refused = await viaB.signIn('shared@example.com', PASSWORD);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: MESSAGES.alreadyLoggedIn });

    const sameCookieAtB = new TestClient(b.url);
    sameCookieAtB.cookie = viaA.cookie;
    expect((await sameCookieAtB.get('/api/auth/session')).body).toMatchObject({
      user: { email: 'shared@example.com' },
    });
  });

  it('signing out through B ends the session A handed out, and the account can sign in again', async () => {
    await services.auth.createPasswordUser('leaver@example.com', 'Leaver', PASSWORD);
    const viaA = new TestClient(a.url);
    expect((await viaA.signIn('leaver@example.com', PASSWORD)).status).toBe(200);
    const cookieFromA = viaA.cookie;
    expect((await viaA.get('/api/content/topics/front-end')).status).toBe(200);

    const viaB = new TestClient(b.url);
    viaB.cookie = cookieFromA;
    expect((await viaB.post('/api/auth/signout')).status).toBe(204);

    const stale = new TestClient(a.url);
    stale.cookie = cookieFromA;
    expect((await stale.get('/api/auth/session')).status).toBe(401);
    expect((await stale.get('/api/content/topics/front-end')).status).toBe(401);
    expect((await new TestClient(b.url).signIn('leaver@example.com', PASSWORD)).status).toBe(200);
  });

  it('of 20 parallel sign-ins split across A and B, exactly one wins', async () => {
    await services.auth.createPasswordUser('racer@example.com', 'Racer', PASSWORD);
    const attempts = Array.from({ length: 20 }, (_, i) =>
      new TestClient(i % 2 ? b.url : a.url).signIn('racer@example.com', PASSWORD),
    );
    const statuses = (await Promise.all(attempts)).map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
  });
});
