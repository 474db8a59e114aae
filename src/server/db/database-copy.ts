import { sql, type Kysely } from 'kysely';
import type { DatabaseHandle } from './connection.js';
import { appTablesInInsertOrder } from './table-list.js';

/**
 * The tables db:copy leaves empty in the target, each with its reason; every other table is copied
 * whole (tests/api/backup-restore-copy.test.ts fills each table and holds this list to that).
 */
export const NOT_COPIED: Readonly<Record<string, string>> = {
  active_sessions: 'sessions: everyone signs in again on the new database',
};
const skips = (table: string) => Object.hasOwn(NOT_COPIED, table);
const BATCH_ROWS = 500;

export interface CopyReport {
  tables: Array<{ table: string; rows: number }>;
  skipped: string[];
  ms: number;
}

/**
 * Copies every table of `source` into `target` (both migrated to the same version) inside one
 * transaction on the target, parents before children, in batches; then compares row counts and
 * rolls everything back if one differs. Refuses a target that holds any row.
 */
export async function copyDatabase(source: DatabaseHandle, target: DatabaseHandle): Promise<CopyReport> {
  const started = Date.now();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- every table, whatever its type
  const [from, to] = [source.db as Kysely<any>, target.db as Kysely<any>];
  // Paged by a key every row has: SQLite's rowid, PostgreSQL's physical row address (ctid).
  const rowKey = sql.raw(source.engine === 'sqlite' ? 'rowid' : 'ctid');
  const after = (key: unknown) => (source.engine === 'sqlite' ? sql`${key}` : sql`${key}::tid`);
  const tables = await appTablesInInsertOrder(source.db, source.engine);
  const targetTables = new Set(await appTablesInInsertOrder(target.db, target.engine));
  const missing = tables.filter((table) => !targetTables.has(table));
  if (missing.length) throw new Error(`the target lacks tables the source has: ${missing.join(', ')}`);
  const occupied = await tablesWithRows(to, [...targetTables]);
  if (occupied.length)
    throw new Error(`the target database is not empty (rows in ${occupied.join(', ')}); copy only into an empty one`);

  const copied: CopyReport['tables'] = [];
  await to.transaction().execute(async (trx) => {
    for (const table of tables) {
      if (skips(table)) continue;
      let rows = 0;
      let last: unknown;
      for (;;) {
        const page: Array<Record<string, unknown>> = await from
          .selectFrom(table)
          .selectAll()
          .select(sql<unknown>`${rowKey}`.as('__row_key'))
          .$if(last !== undefined, (query) => query.where(sql<boolean>`${rowKey} > ${after(last)}`))
          .orderBy(rowKey)
          .limit(BATCH_ROWS)
          .execute();
        if (page.length === 0) break;
        last = page.at(-1)!.__row_key;
        await trx
          .insertInto(table)
          .values(page.map(({ __row_key: _key, ...row }) => row))
          .execute();
        rows += page.length;
        if (page.length < BATCH_ROWS) break;
      }
      const landed = await countRows(trx, table);
      if (landed !== rows) throw new Error(`${table}: copied ${rows} rows but the target holds ${landed}`);
      copied.push({ table, rows });
    }
  });
  return { tables: copied, skipped: tables.filter(skips), ms: Date.now() - started };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any app table
async function countRows(db: Kysely<any>, table: string): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The tables that hold at least one row. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any app table
export async function tablesWithRows(db: Kysely<any>, tables: string[]): Promise<string[]> {
  const occupied: string[] = [];
  for (const table of tables) {
    const row = await db
      .selectFrom(table)
      .select(sql<number>`1`.as('one'))
      .limit(1)
      .executeTakeFirst();
    if (row) occupied.push(table);
  }
  return occupied;
}
