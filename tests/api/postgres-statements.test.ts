import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMigratedDatabase, type DatabaseHandle } from '#server/db/connection.js';
import { freshDatabase, postgresAvailable, type FreshDatabase } from '#harness/databases.js';

const havePostgres = await postgresAvailable();

describe.skipIf(!havePostgres)('PostgreSQL statements named by their text (pg-named-statements.ts)', () => {
  let database: FreshDatabase;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    database = await freshDatabase('postgres');
    handle = await openMigratedDatabase(database.target);
  });
  afterAll(async () => {
    await handle?.close();
    await database?.drop();
  });

  /** Runs on one pooled connection, since prepared statements belong to a connection. */
  const onOneConnection = <T>(work: (db: DatabaseHandle['db']) => Promise<T>) => handle.db.connection().execute(work);

  it('prepares a parameterised query once per connection and reuses it with other values', async () => {
    await onOneConnection(async (db) => {
      const byEmail = (email: string) => db.selectFrom('users').select('id').where('email', '=', email).execute();
      expect(await byEmail('a@example.com')).toEqual([]);
      await db
        .insertInto('users')
        .values({
          id: 'u1',
          email: 'b@example.com',
          display_name: 'B',
          password_hash: null,
          google_sub: null,
          created_at: 1,
        })
        .execute();
      expect(await byEmail('b@example.com')).toEqual([{ id: 'u1' }]);
      const prepared = await sql<{
        name: string;
        statement: string;
      }>`select name, statement from pg_prepared_statements`.execute(db);
      const lookups = prepared.rows.filter((row) => row.statement.includes('"email" = $1'));
      expect(lookups).toHaveLength(1);
      expect(lookups[0]!.name).toMatch(/^q_[\w-]{27}$/);
    });
  });

  it('still reports a failing statement clearly and keeps answering afterwards', async () => {
    await onOneConnection(async (db) => {
      const bad = () =>
        db
          .selectFrom('users')
          .select('id')
          .where('created_at', '=', 'not a number' as unknown as number)
          .execute();
      await expect(bad()).rejects.toThrow(/invalid input syntax/);
      await expect(bad()).rejects.toThrow(/invalid input syntax/);
      expect(await db.selectFrom('users').select('id').where('id', '=', 'u1').execute()).toEqual([{ id: 'u1' }]);
    });
  });
});
