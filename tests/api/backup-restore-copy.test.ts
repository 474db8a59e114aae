import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { itemIds } from '#shared/item-ids.js';
import { loadCatalogue } from '#server/content/load-catalogue.js';
import { typedCatalogue } from '#server/content/typed-catalogue.js';
import { parseDatabaseUrl } from '#server/config.js';
import { openMigratedDatabase, type Db } from '#server/db/connection.js';
import { copyDatabase } from '#server/db/database-copy.js';
import { backupDatabase, restoreDatabase } from '#server/db/database-backup.js';
import { signedInAccount, TEST_PASSWORD } from '#tests/support/accounts.js';
import { freshDatabase, postgresAvailable, testEngines } from '#tests/support/databases.js';
import { TestClient } from '#tests/support/http.js';
import { startTestServer } from '#tests/support/test-server.js';

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

describe.skipIf(!(await postgresAvailable()))('db:copy from SQLite into an empty PostgreSQL', () => {
  it('copies every kind of row; the server on PostgreSQL signs the same user in and shows the same data', async () => {
    const sqliteDatabase = await freshDatabase('sqlite');
    const sqlite = await startTestServer('sqlite', {}, sqliteDatabase);
    const target = await freshDatabase('postgres');
    try {
      const ada = await signedInAccount(sqlite, { name: 'Ada' });
      await ada.client.put('/api/progress', { itemId: LINKS[0], done: true });
      await ada.client.put('/api/saved', { itemId: LINKS[1], saved: true });
      const note = await ada.client.put('/api/notes', { itemId: LINKS[2], text: 'Revise flexbox', baseVersion: 0 });
      expect(note.status).toBeLessThan(300);
      const progress = (await ada.client.get('/api/progress')).body;
      const saved = (await ada.client.get('/api/saved')).body;
      const notes = (await ada.client.get('/api/notes')).body;
      const listings = (await ada.client.get('/api/listings/internships')).body;
      await sqlite.close().catch(() => undefined);

      const source = await openMigratedDatabase(sqlite.config.database);
      const destination = await openMigratedDatabase(parseDatabaseUrl(target.url));
      try {
        const report = await copyDatabase(source, destination);
        expect(report.skipped).toEqual(['active_sessions']);
        expect(report.tables.find((table) => table.table === 'users')?.rows).toBe(1);
        // A second copy into the now-filled database is refused.
        await expect(copyDatabase(source, destination)).rejects.toThrow(/not empty/);
      } finally {
        await source.close();
        await destination.close();
      }

      const postgres = await startTestServer('postgres', {}, target);
      try {
        const again = new TestClient(postgres.url);
        expect((await again.signIn(ada.email, TEST_PASSWORD)).status).toBe(200);
        expect((await again.get('/api/progress')).body).toEqual(progress);
        expect((await again.get('/api/saved')).body).toEqual(saved);
        expect((await again.get('/api/notes')).body).toEqual(notes);
        expect((await again.get('/api/listings/internships')).body).toEqual(listings);
      } finally {
        await postgres.close();
      }
    } finally {
      await sqliteDatabase.drop().catch(() => undefined);
      await target.drop().catch(() => undefined);
    }
  }, 120_000);
});
