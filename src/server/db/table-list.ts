import { sql, type Kysely } from 'kysely';

/** Kysely's own bookkeeping: the migrations that ran, and their lock. */
const BOOKKEEPING = new Set(['kysely_migration', 'kysely_migration_lock']);

/**
 * The app's tables in an order that inserts parents before children (foreign keys), read from the
 * database itself, so a new migration's table is included without a list to keep.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- every table, whatever its type
export async function appTablesInInsertOrder(db: Kysely<any>, engine: 'sqlite' | 'postgres'): Promise<string[]> {
  const edges: Array<{ child: string; parent: string }> = [];
  let tables: string[];
  if (engine === 'sqlite') {
    const rows = await sql<{ name: string }>`
      select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`.execute(db);
    tables = rows.rows.map((row) => row.name).filter((name) => !BOOKKEEPING.has(name));
    for (const child of tables) {
      const keys = await sql<{ table: string }>`select "table" from pragma_foreign_key_list(${child})`.execute(db);
      for (const key of keys.rows) edges.push({ child, parent: key.table });
    }
  } else {
    const rows = await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db);
    tables = rows.rows.map((row) => row.name).filter((name) => !BOOKKEEPING.has(name));
    const keys = await sql<{ child: string; parent: string }>`
      select c.relname as child, p.relname as parent
      from pg_constraint k
      join pg_class c on c.oid = k.conrelid
      join pg_class p on p.oid = k.confrelid
      where k.contype = 'f' and c.relnamespace = (select oid from pg_namespace where nspname = current_schema())`.execute(
      db,
    );
    edges.push(...keys.rows);
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visit = (table: string, path: Set<string>) => {
    if (placed.has(table) || path.has(table)) return;
    path.add(table);
    for (const edge of edges) if (edge.child === table && edge.parent !== table) visit(edge.parent, path);
    placed.add(table);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered;
}
