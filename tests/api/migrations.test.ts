import { readdirSync } from 'node:fs';
import { Migrator, sql } from 'kysely';
import { loadConfig } from '#server/config.js';
import { openDatabase } from '#server/db/connection.js';
import { describe, expect, it } from 'vitest';
import { openMigratedDatabase } from '#server/db/connection.js';
import { migrateToLatest } from '#server/db/migrate.js';
import { MIGRATIONS } from '#server/db/migrations/index.js';
import { freshDatabase, testEngines } from '#harness/databases.js';

const engines = await testEngines();

describe('migrations: one file each, strictly ordered', () => {
  it('lists every migration file once, in name order', () => {
    const files = readdirSync('src/server/db/migrations')
      .filter((name) => /^\d{3}_.+\.ts$/.test(name))
      .map((name) => name.replace(/\.ts$/, ''));
    const names = MIGRATIONS.map(([name]) => name);
    expect(names).toEqual(files.sort());
    expect(names).toEqual([...names].sort());
  });

  for (const engine of engines) {
    it(`keeps a database usable whose earlier migrations ran out of name order (${engine})`, async () => {
      const database = await freshDatabase(engine);
      const handle = await openMigratedDatabase(database.target);
      try {
        const schema =
          engine === 'postgres'
            ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(handle.db)).rows[0]?.schema
            : undefined;
        // As a database made while 007 landed before 005 and 006: 007 applied first.
        await sql`update kysely_migration set timestamp = '2000-01-01T00:00:00.000Z' where name = '007_link_checks'`.execute(
          handle.db,
        );
        expect(await migrateToLatest(handle.db, schema)).toEqual([]);
        const order = await sql<{ name: string }>`select name from kysely_migration order by timestamp, name`.execute(
          handle.db,
        );
        expect(order.rows.map((row) => row.name)).toEqual(MIGRATIONS.map(([name]) => name));
      } finally {
        await handle.close();
        await database.drop();
      }
    });
  }

  for (const engine of engines) {
    it(`009 keeps every report and detaches it when its author's account is deleted (${engine})`, async () => {
      const database = await freshDatabase(engine);
      const handle = openDatabase(loadConfig({ DATABASE_URL: database.url }).database);
      try {
        const schema =
          engine === 'postgres'
            ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(handle.db)).rows[0]?.schema
            : undefined;
        const migrator = new Migrator({
          db: handle.db,
          provider: { getMigrations: async () => Object.fromEntries(MIGRATIONS) },
          migrationTableSchema: schema,
        });
        expect((await migrator.migrateTo('008_account_recovery')).error).toBeUndefined();
        const user = { id: 'u1', email: 'r@example.com', display_name: 'R', password_hash: null, google_sub: null };
        await handle.db
          .insertInto('users')
          .values({ ...user, created_at: 1, email_verified_at: null })
          .execute();
        const report = { id: 'r1', user_id: 'u1', page_or_link: '/x', description: 'broken link here', email: null };
        await handle.db
          .insertInto('reported_issues')
          .values({ ...report, created_at: 2 })
          .execute();

        expect(await migrateToLatest(handle.db, schema)).toContain('009_reports_outlive_accounts');
        expect(await handle.db.selectFrom('reported_issues').selectAll().execute()).toEqual([
          { ...report, created_at: 2 },
        ]);
        await handle.db.deleteFrom('users').where('id', '=', 'u1').execute();
        expect(await handle.db.selectFrom('reported_issues').selectAll().execute()).toEqual([
          { ...report, user_id: null, created_at: 2 },
        ]);
      } finally {
        await handle.close();
        await database.drop();
      }
    });
  }
});

describe.skipIf(!engines.includes('postgres'))('migrating while other schemas of the same server are dropped', () => {
  it('starts every time (the migrator looks only at its own schema)', async () => {
    // Other databases' schemas, with tables, come and go on a shared server (the tests' own do).
    const others = await Promise.all(Array.from({ length: 40 }, () => freshDatabase('postgres')));
    for (const other of others) await (await openMigratedDatabase(other.target)).close();
    const dropping = [0, 1].map(async (lane) => {
      for (const other of others.filter((_, index) => index % 2 === lane)) await other.drop();
    });
    const migrating = Array.from({ length: 8 }, async () => {
      const database = await freshDatabase('postgres');
      try {
        const handle = await openMigratedDatabase(database.target);
        await handle.close();
      } finally {
        await database.drop();
      }
    });
    await Promise.all([...dropping, ...migrating]);
  }, 60_000);
});
