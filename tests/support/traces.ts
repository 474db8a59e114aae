import { sql } from 'kysely';
import type { Db } from '#server/db/connection.js';
import type { Engine } from '#harness/databases.js';

/** Every table of the app's schema, read from the database itself (not from our list of tables). */
export async function everyTable(db: Db, engine: Engine): Promise<string[]> {
  if (engine === 'postgres') {
    const { rows } = await sql<{ table_name: string }>`
      select table_name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db);
    return rows.map((row) => row.table_name);
  }
  const { rows } = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`.execute(db);
  return rows.map((row) => row.name);
}

/**
 * Each row, in any table, whose values (any column, compared without letter case) contain one of
 * `needles`: "table: {row as JSON}". An empty answer means nothing names them anywhere.
 */
export async function rowsNaming(db: Db, engine: Engine, needles: string[]): Promise<string[]> {
  const lowered = needles.map((needle) => needle.toLowerCase());
  const found: string[] = [];
  for (const table of await everyTable(db, engine)) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
    for (const row of rows) {
      const text = JSON.stringify(row, (_key, value: unknown) =>
        typeof value === 'bigint' ? String(value) : value,
      ).toLowerCase();
      if (lowered.some((needle) => text.includes(needle))) found.push(`${table}: ${text.slice(0, 300)}`);
    }
  }
  return found;
}
