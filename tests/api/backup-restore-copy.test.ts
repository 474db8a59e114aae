import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { itemIds } from '#shared/item-ids.js';
import { loadCatalogue } from '#server/content/load-catalogue.js';
import { typedCatalogue } from '#server/content/typed-catalogue.js';
import { parseDatabaseUrl } from '#server/config.js';
import { openMigratedDatabase, type Db } from '#server/db/connection.js';
import { copyDatabase, NOT_COPIED } from '#server/db/database-copy.js';
import { appTablesInInsertOrder } from '#server/db/table-list.js';
import { backupDatabase, restoreDatabase } from '#server/db/database-backup.js';
import { signedInAccount, TEST_PASSWORD } from '#harness/accounts.js';
import { fillEveryTable, startRowStandIns, type FilledDatabase } from '#tests/support/every-kind-of-row.js';
import { freshDatabase, postgresAvailable, testEngines } from '#harness/databases.js';
import { TestClient } from '#harness/http.js';
import { startTestServer } from '#harness/test-server.js';

const engines = await testEngines();
const content = typedCatalogue(await loadCatalogue('content'));
const LINKS = content.topics.flatMap((topic) =>
  topic.sections.flatMap((section) => section.links.map((link) => itemIds.link(topic.slug, link.id))),
);
const folder = mkdtempSync(path.join(tmpdir(), 'studyhub-backup-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function count(db: Db, table: 'user_progress' | 'users' | 'user_notes'): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe.each(engines)('db:backup and db:restore while writes continue (%s)', (engine) => {
  it('backs up a consistent database during writes, refuses to restore over data without --force, then restores exactly it', async () => {
    // Our own database, so closing the server leaves it in place for the restore.
    const database = await freshDatabase(engine);
    const server = await startTestServer(engine, {}, database);
    const { client } = await signedInAccount(server);
    let writing = true;
    let acknowledged = 0;
    const writer = (async () => {
      for (let i = 0; writing && i < LINKS.length; i += 1) {
        const answer = await client.put('/api/progress', { itemId: LINKS[i], done: true });
        if (answer.status < 300) acknowledged += 1;
      }
    })();
    try {
      while (acknowledged < 20) await new Promise((resolve) => setTimeout(resolve, 5));
      const before = await count(server.db, 'user_progress');
      const file = path.join(folder, `during-writes-${engine}.backup`);
      await backupDatabase(server.config.database, file);
      const after = await count(server.db, 'user_progress');
      writing = false;
      await writer;
      expect(after).toBeGreaterThan(before - 1);
      const live = await count(server.db, 'user_progress');

      await expect(restoreDatabase(server.config.database, file, false)).rejects.toThrow(/not empty.*--force/);
      await server.close().catch(() => undefined);
      await restoreDatabase(server.config.database, file, true);
      const restored = await openMigratedDatabase(server.config.database);
      try {
        const rows = await count(restored.db, 'user_progress');
        // The backup is one moment between the two counts, and the ticks after it are gone.
        expect(rows).toBeGreaterThanOrEqual(before);
        expect(rows).toBeLessThanOrEqual(after);
        expect(rows).toBeLessThanOrEqual(live);
        expect(await count(restored.db, 'users')).toBe(1);
      } finally {
        await restored.close();
      }
    } finally {
      writing = false;
      await writer;
      await server.close().catch(() => undefined);
      await database.drop().catch(() => undefined);
    }
  }, 120_000);
});

/** What a learner and a maintainer read on their pages (GET only): the same after the move. */
async function whatTheyRead(learner: TestClient, maintainer: TestClient): Promise<Record<string, unknown>> {
  const seen: Record<string, unknown> = {};
  for (const [who, client, paths] of [
    ['learner', learner, LEARNER_READS],
    ['maintainer', maintainer, MAINTAINER_READS],
  ] as const) {
    for (const path of paths) {
      const answer = await client.get(path);
      expect(answer.status, `${who} GET ${path}`).toBe(200);
      seen[`${who} ${path}`] = answer.body;
    }
  }
  return seen;
}
const LEARNER_READS = [
  '/api/account',
  '/api/progress',
  '/api/saved',
  '/api/notes',
  '/api/reminders',
  '/api/notifications/topics',
  '/api/listings/internships',
  '/api/listings/hackathons',
  '/api/listings/suggestions',
  '/api/push/public-key',
];
const MAINTAINER_READS = [
  '/api/maintain/audit',
  '/api/maintain/reports',
  '/api/maintain/settings',
  '/api/maintain/listings',
];

/** A table's rows, each as JSON with its columns in name order, sorted: equal on both engines when copied exactly. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- every table, whatever its type
async function rowsOf(db: Kysely<any>, table: string): Promise<string[]> {
  const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
  return rows
    .map((row) =>
      JSON.stringify(
        Object.keys(row)
          .sort()
          .map((key) => [key, row[key]]),
      ),
    )
    .sort();
}

describe.skipIf(!(await postgresAvailable()))('db:copy from SQLite into an empty PostgreSQL', () => {
  it('copies every row of every table but the ones it names; the server on PostgreSQL signs the same people in and shows the same data', async () => {
    const standIns = await startRowStandIns();
    const sqliteDatabase = await freshDatabase('sqlite');
    const target = await freshDatabase('postgres');
    try {
      const sqlite = await startTestServer('sqlite', standIns.env, sqliteDatabase);
      let filled: FilledDatabase;
      let seen: Record<string, unknown>;
      try {
        filled = await fillEveryTable(sqlite, standIns);
        seen = await whatTheyRead(filled.learner.client, filled.maintainer.client);
      } finally {
        await sqlite.close();
      }

      const source = await openMigratedDatabase(sqlite.config.database);
      const destination = await openMigratedDatabase(parseDatabaseUrl(target.url));
      try {
        const report = await copyDatabase(source, destination);
        expect([...report.skipped].sort()).toEqual(Object.keys(NOT_COPIED).sort());
        const tables = await appTablesInInsertOrder(source.db, 'sqlite');
        expect((await appTablesInInsertOrder(destination.db, 'postgres')).sort()).toEqual([...tables].sort());
        // Both directions: every table named as not copied exists, and every other one arrives whole.
        expect(Object.keys(NOT_COPIED).filter((table) => !tables.includes(table))).toEqual([]);
        const leftEmpty: string[] = [];
        for (const table of tables) {
          const rows = await rowsOf(source.db, table);
          if (rows.length === 0) leftEmpty.push(table);
          expect(await rowsOf(destination.db, table), table).toEqual(Object.hasOwn(NOT_COPIED, table) ? [] : rows);
        }
        // An empty table proves nothing about its copy: tests/support/every-kind-of-row.ts must write a row in it.
        expect(leftEmpty, 'tables the fixture leaves empty').toEqual([]);
        // A second copy into the now-filled database is refused.
        await expect(copyDatabase(source, destination)).rejects.toThrow(/not empty/);
      } finally {
        await source.close();
        await destination.close();
      }

      const postgres = await startTestServer('postgres', {}, target);
      try {
        const learner = new TestClient(postgres.url);
        const maintainer = new TestClient(postgres.url);
        expect((await learner.signIn(filled.learner.email, TEST_PASSWORD)).status).toBe(200);
        expect((await maintainer.signIn(filled.maintainer.email, TEST_PASSWORD)).status).toBe(200);
        expect(await whatTheyRead(learner, maintainer)).toEqual(seen);
      } finally {
        await postgres.close();
      }
    } finally {
      await sqliteDatabase.drop().catch(() => undefined);
      await target.drop().catch(() => undefined);
      await standIns.stop();
    }
  }, 120_000);
});
