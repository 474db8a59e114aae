import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.js';
import { openMigratedDatabase } from '#server/db/connection.js';
import { freshDatabase, testEngines, type FreshDatabase } from '#harness/databases.js';
import { TestClient } from '#harness/http.js';
import { spawnProductionServer, type ProductionServer } from '#harness/production-server.js';

const engines = await testEngines();
const PASSWORD = 'crash safety passphrase 7';
const WORKERS = 16;
const KILL_AFTER_ACKS = 12;

interface Acknowledged {
  email: string;
}

/**
 * Sign-ups from 16 clients at once until at least 12 were answered 201, then kill -9 mid-burst
 * (requests still in flight). Returns what the server acknowledged before it died.
 */
async function signUpBurstThenKill(
  server: ProductionServer,
): Promise<{ acknowledged: Acknowledged[]; inFlightLost: number }> {
  const acknowledged: Acknowledged[] = [];
  let next = 0;
  let lost = 0;
  let killed = false;
  const worker = async () => {
    while (!killed) {
      const email = `crash${next++}@example.com`;
      try {
        const client = new TestClient(server.url);
        const response = await client.post('/api/auth/signup', { name: 'Crash Tester', email, password: PASSWORD });
        // Sign-up answers 202 and opens no session (the same answer for a taken address).
        if (response.status === 202) acknowledged.push({ email });
        else if (!killed) throw new Error(`sign-up of ${email} answered ${response.status}`);
      } catch (error) {
        if (!killed) throw error;
        lost += 1;
      }
    }
  };
  const workers = Array.from({ length: WORKERS }, worker);
  const deadline = Date.now() + 30_000;
  while (acknowledged.length < KILL_AFTER_ACKS && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 10));
  killed = true;
  expect(await server.stop('SIGKILL')).toBe('SIGKILL');
  await Promise.all(workers);
  return { acknowledged, inFlightLost: lost };
}

/** Rows the crash could have left half-written: every user and session row must be whole. */
async function incompleteRows(databaseUrl: string): Promise<string[]> {
  const handle = await openMigratedDatabase(loadConfig({ DATABASE_URL: databaseUrl }).database);
  try {
    const users = await handle.db.selectFrom('users').selectAll().execute();
    const sessions = await handle.db.selectFrom('active_sessions').selectAll().execute();
    const ids = new Set(users.map((user) => user.id));
    const problems = [
      ...users
        .filter(
          (user) =>
            !user.email.includes('@') ||
            !user.display_name ||
            !/^\$argon2id\$/.test(user.password_hash ?? '') ||
            !(user.created_at > 0),
        )
        .map((user) => `incomplete user row ${JSON.stringify(user)}`),
      ...sessions
        .filter(
          (session) =>
            !ids.has(session.user_id) ||
            !/^[0-9a-f]{64}$/.test(session.token_hash) ||
            !(session.expires_at > session.created_at),
        )
        .map((session) => `bad session row for ${session.user_id}`),
    ];
    const count = await sql<{ n: number }>`select count(*) as n from users`.execute(handle.db);
    if (Number(count.rows[0]?.n) !== users.length) problems.push('users count disagrees with its rows');
    return problems;
  } finally {
    await handle.close();
  }
}

describe.each(engines)('kill -9 during a burst of sign-ups (%s)', (engine) => {
  let database: FreshDatabase | undefined;
  let server: ProductionServer | undefined;
  afterEach(async () => {
    await server?.stop();
    await database?.drop();
  });

  it('restarts on the same database, every acknowledged account exists and signs in, no row is half-written', async () => {
    database = await freshDatabase(engine);
    // Sign-up attempts count against the address's budget; one test address makes them all.
    const env = { SIGNIN_MAX_FAILURES: '100000' };
    const first = await spawnProductionServer({ databaseUrl: database.url, env });
    const { acknowledged, inFlightLost } = await signUpBurstThenKill(first);
    console.log(
      `crash (${engine}): ${acknowledged.length} sign-ups acknowledged, ${inFlightLost} in flight when the server was killed`,
    );
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
    expect(inFlightLost).toBeGreaterThan(0); // the kill landed mid-burst, not after it

    server = await spawnProductionServer({ databaseUrl: database.url, env });
    if (engine === 'sqlite') {
      const file = new SqliteDatabase(database.url, { readonly: true });
      expect(file.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(file.pragma('foreign_key_check')).toEqual([]);
      file.close();
    }
    expect(await incompleteRows(database.url)).toEqual([]);

    for (const account of acknowledged) {
      // Every account acknowledged before the crash survived it and signs in with its password.
      const client = new TestClient(server.url);
      expect((await client.signIn(account.email, PASSWORD)).status, account.email).toBe(200);
      expect((await client.get('/api/auth/session')).body, account.email).toMatchObject({
        user: { email: account.email },
      });
    }
  });
});
