import { type Kysely, type MigrationProvider, Migrator } from 'kysely';
import { MIGRATIONS } from './migrations/index.js';

const provider: MigrationProvider = { getMigrations: async () => Object.fromEntries(MIGRATIONS) };

/**
 * Databases made before migrations were strictly ordered may have run 007 before 005 and 006 (they
 * create unrelated tables). Kysely checks that the applied list, ordered by time, matches the names
 * in order; giving the applied names their times in name order keeps such a database usable.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- bookkeeping table, not in the schema types
async function orderAppliedByName(db: Kysely<any>, schema?: string): Promise<void> {
  const table = schema ? db.withSchema(schema) : db;
  const applied: Array<{ name: string; timestamp: string }> = await table
    .selectFrom('kysely_migration')
    .select(['name', 'timestamp'])
    .execute()
    .catch(() => []); // a new database has no bookkeeping table yet
  const byName = applied.map((row) => row.name).sort();
  const times = applied.map((row) => row.timestamp).sort();
  const byTime = [...applied].sort((a, b) => a.timestamp.localeCompare(b.timestamp) || a.name.localeCompare(b.name));
  if (byTime.every((row, i) => row.name === byName[i])) return;
  for (const [i, name] of byName.entries()) {
    await table.updateTable('kysely_migration').set({ timestamp: times[i] }).where('name', '=', name).execute();
  }
}

/** Applies pending migrations in order; throws with the failing migration's name. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the table types exist
export async function migrateToLatest(db: Kysely<any>, migrationTableSchema?: string): Promise<string[]> {
  // The schema is named on PostgreSQL: Kysely otherwise finds its bookkeeping tables in any schema of
  // the database and would skip creating them in ours (several schemas share a database in tests).
  await orderAppliedByName(db, migrationTableSchema);
  const migrator = new Migrator({ db, provider, migrationTableSchema });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Database migration failed${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
  return (results ?? []).map((result) => result.migrationName);
}
