import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemIds } from '#shared/item-ids.js';
import { loadConfig } from '#server/config.js';
import { loadCatalogue } from '#server/content/load-catalogue.js';
import { typedCatalogue } from '#server/content/typed-catalogue.js';
import { openMigratedDatabase, type DatabaseHandle } from '#server/db/connection.js';
import { createServices } from '#server/services.js';
import { freshDatabase, postgresAvailable, type FreshDatabase } from '#harness/databases.js';
import { TestClient } from '#harness/http.js';
import { freePort, spawnProductionServer, type ProductionServer } from '#harness/production-server.js';
import { nginxInstalled, shippedFailTimeoutMs, startNginx } from '#harness/nginx.js';

const PASSWORD = 'behind the balancer 7';
const STUDENTS = 6;
const content = typedCatalogue(await loadCatalogue('content'));
const LINKS = content.topics.flatMap((topic) =>
  topic.sections.flatMap((section) => section.links.map((link) => itemIds.link(topic.slug, link.id))),
);
const ready = (await postgresAvailable()) && nginxInstalled;
if (!ready) console.log('SKIPPING the load-balancer test: it needs PostgreSQL at 127.0.0.1:5432 and /usr/sbin/nginx');

interface Tally {
  reads: number;
  failedReads: string[];
  ticks: Map<string, Set<string>>;
  notes: Map<string, { itemId: string; acknowledged: number; version: number }>;
  failedWrites: number;
  latencies: number[];
}

/** One student: reads progress, ticks a new link, edits a note; a write that failed is sent again. */
async function student(client: TestClient, userId: string, tally: Tally, running: () => boolean, offset: number) {
  const ticks = new Set<string>();
  tally.ticks.set(userId, ticks);
  const note = { itemId: LINKS[offset]!, acknowledged: 0, version: 0 };
  tally.notes.set(userId, note);
  for (let n = 0; running(); n += 1) {
    const started = performance.now();
    try {
      const read = await client.get('/api/progress');
      if (read.status !== 200) tally.failedReads.push(`GET /api/progress ${read.status}`);
    } catch (error) {
      tally.failedReads.push(`GET /api/progress ${(error as Error).message}`);
    }
    tally.reads += 1;
    tally.latencies.push(performance.now() - started);
    const itemId = LINKS[(offset + 1 + n) % LINKS.length]!;
    await untilAcknowledged(tally, () => client.put('/api/progress', { itemId, done: true }));
    ticks.add(itemId);
    // A note edit from the version last seen: a 409 after a failed try means that try was applied.
    const text = `edit ${n}`;
    const answer = await untilAcknowledged(tally, () =>
      client.put('/api/notes', { itemId: note.itemId, text, baseVersion: note.version }),
    );
    const body = answer.body as {
      note?: { version: number; text: string };
      current?: { version: number; text: string };
    };
    const stored = body.note ?? body.current;
    if (answer.status === 409 && stored?.text !== text)
      throw new Error(`note ${n} lost: the server holds "${stored?.text}"`);
    note.version = stored?.version ?? note.version + 1;
    note.acknowledged += 1;
  }
}

async function untilAcknowledged(tally: Tally, send: () => Promise<{ status: number; body: unknown }>) {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    try {
      const answer = await send();
      if (answer.status < 300 || answer.status === 409) return answer;
      tally.failedWrites += 1;
    } catch {
      tally.failedWrites += 1;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('a write was refused 20 times in a row');
}

describe.skipIf(!ready)('three instances behind nginx on one PostgreSQL database', () => {
  let database: FreshDatabase;
  let handle: DatabaseHandle;
  const instances: ProductionServer[] = [];
  let ports: number[] = [];
  let nginx: { stop(): Promise<void> } | undefined;
  let front = '';
  const accounts: Array<{ client: TestClient; userId: string }> = [];

  beforeAll(async () => {
    database = await freshDatabase('postgres');
    ports = [await freePort(), await freePort(), await freePort()];
    for (const port of ports) instances.push(await start(port));
    handle = await openMigratedDatabase(loadConfig({ DATABASE_URL: database.url }).database);
    const services = createServices(loadConfig({ DATABASE_URL: database.url, NODE_ENV: 'test' }), handle.db);
    const frontPort = await freePort();
    nginx = await startNginx(frontPort, ports);
    front = `http://127.0.0.1:${frontPort}`;
    for (let i = 0; i < STUDENTS; i += 1) {
      const email = `balanced${i}@example.com`;
      await services.auth.createPasswordUser(email, `Student ${i}`, PASSWORD);
      const client = new TestClient(front);
      const answer = await client.signIn(email, PASSWORD);
      if (answer.status !== 200) throw new Error(`sign-in through nginx answered ${answer.status}`);
      accounts.push({ client, userId: (await services.users.findByEmail(email))!.id });
    }
  }, 180_000);
  afterAll(async () => {
    await nginx?.stop();
    await Promise.all(instances.map((instance) => instance.stop('SIGKILL')));
    await handle?.close();
    await database?.drop();
  });

  function start(port: number) {
    return spawnProductionServer({ databaseUrl: database.url, port, env: { TRUST_PROXY: 'true' } });
  }

  let runs = 0;
  /** Students keep reading and writing while `during` runs, and for `afterMs` once it is done. */
  async function runLoad(during: () => Promise<void>, afterMs: number): Promise<Tally> {
    // Each run edits a note of its own, so its versions start from none.
    runs += 1;
    const tally: Tally = {
      reads: 0,
      failedReads: [],
      ticks: new Map(),
      notes: new Map(),
      failedWrites: 0,
      latencies: [],
    };
    let running = true;
    const students = accounts.map(({ client, userId }, i) =>
      student(client, userId, tally, () => running, i * 40 + runs * 7),
    );
    await during();
    await new Promise((resolve) => setTimeout(resolve, afterMs));
    running = false;
    await Promise.all(students);
    return tally;
  }

  async function expectEveryWriteOnce(tally: Tally) {
    for (const [userId, ticks] of tally.ticks) {
      const rows = await handle.db
        .selectFrom('user_progress')
        .select('item_id')
        .where('user_id', '=', userId)
        .where('done', '=', 1)
        .execute();
      const stored = new Set(rows.map((row) => row.item_id));
      for (const itemId of ticks) expect(stored.has(itemId), `${userId} ${itemId}`).toBe(true);
    }
    for (const [userId, note] of tally.notes) {
      const row = await handle.db
        .selectFrom('user_notes')
        .select(['version'])
        .where('user_id', '=', userId)
        .where('item_id', '=', note.itemId)
        .executeTakeFirst();
      // One version per acknowledged edit: none lost, none applied twice.
      expect(Number(row?.version ?? 0)).toBe(note.acknowledged);
    }
  }

  function p99(values: number[]): number {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0;
  }

  it('loses no read and no write while each instance in turn gets SIGTERM and starts again', async () => {
    const tally = await runLoad(async () => {
      for (const [i, port] of ports.entries()) {
        expect(await instances[i]!.stop('SIGTERM')).toBe(0);
        instances[i] = await start(port);
        // As docs/DEPLOY.md does: nginx may have marked the instance out just before it came back.
        await new Promise((resolve) => setTimeout(resolve, shippedFailTimeoutMs()));
      }
      // Then one more fail_timeout under load, so the instance restarted last is back in the rotation.
    }, shippedFailTimeoutMs());
    console.log(
      `rolling restart through nginx: ${tally.reads} reads, ${tally.failedReads.length} failed; ` +
        `writes retried ${tally.failedWrites} times; read p99 ${p99(tally.latencies).toFixed(1)} ms`,
    );
    expect(tally.failedReads).toEqual([]);
    await expectEveryWriteOnce(tally);
  }, 300_000);

  it('after kill -9 of one instance the others keep answering', async () => {
    const tally = await runLoad(async () => {
      expect(await instances[1]!.stop('SIGKILL')).toBe('SIGKILL');
      // Three fail_timeouts under load: nginx marks the dead instance out, and tries it again twice
      // once each mark expires, moving those requests on to the others.
    }, 3 * shippedFailTimeoutMs());
    console.log(
      `kill -9 through nginx: ${tally.reads} reads, ${tally.failedReads.length} failed; writes retried ${tally.failedWrites} times`,
    );
    // Reads are retried by nginx on the next instance; only requests in flight on the killed one could fail.
    expect(tally.failedReads.length).toBeLessThanOrEqual(STUDENTS);
    await expectEveryWriteOnce(tally);
    expect((await new TestClient(front).get('/healthz')).status).toBe(200);
  }, 300_000);
});
