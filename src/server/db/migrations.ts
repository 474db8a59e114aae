import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';

/**
 * The one ordered list of migrations, run on start for both engines.
 * Never edit a migration that has shipped; append a new one.
 */
const migrations: Record<string, Migration> = {
  '001_users_and_sessions': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('users')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('email', 'text', (col) => col.notNull())
        .addColumn('display_name', 'text', (col) => col.notNull())
        .addColumn('password_hash', 'text')
        .addColumn('google_sub', 'text', (col) => col.unique())
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .execute();
      // Case-insensitive uniqueness: the index is on lower(email), and lookups use the same expression.
      await db.schema
        .createIndex('users_email_lower_unique')
        .on('users')
        .unique()
        .expression(sql`lower(email)`)
        .execute();

      await db.schema
        .createTable('active_sessions')
        .addColumn('user_id', 'text', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('token_hash', 'text', (col) => col.notNull().unique())
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .addColumn('last_seen_at', 'bigint', (col) => col.notNull())
        .addColumn('expires_at', 'bigint', (col) => col.notNull())
        .execute();

      await db.schema
        .createTable('rate_limits')
        .addColumn('key', 'text', (col) => col.primaryKey())
        .addColumn('window_start', 'bigint', (col) => col.notNull())
        .addColumn('count', 'integer', (col) => col.notNull())
        .execute();
    },
  },
  '002_reported_issues': {
    async up(db: Kysely<unknown>) {
      // Reports are kept for the maintainers; deleting an account deletes what it reported.
      await db.schema
        .createTable('reported_issues')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('page_or_link', 'text', (col) => col.notNull())
        .addColumn('description', 'text', (col) => col.notNull())
        .addColumn('email', 'text')
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('reported_issues_created_at').on('reported_issues').column('created_at').execute();
    },
  },
  '003_oidc_flows': {
    // Sign-in-with-provider attempts in flight: state, PKCE verifier and nonce held server-side,
    // short-lived and taken exactly once, so every app instance can finish any attempt.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('oidc_flows')
        .addColumn('state', 'text', (col) => col.primaryKey())
        .addColumn('code_verifier', 'text', (col) => col.notNull())
        .addColumn('nonce', 'text', (col) => col.notNull())
        .addColumn('redirect_uri', 'text', (col) => col.notNull())
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .addColumn('expires_at', 'bigint', (col) => col.notNull())
        .execute();
    },
  },
  '004_video_search_cache': {
    // YouTube answers per normalised query, shared by every app instance: a search costs quota.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('video_search_cache')
        .addColumn('query_key', 'text', (col) => col.primaryKey())
        .addColumn('response_json', 'text', (col) => col.notNull())
        .addColumn('fetched_at', 'bigint', (col) => col.notNull())
        .addColumn('expires_at', 'bigint', (col) => col.notNull())
        .execute();
    },
  },
  '007_link_checks': {
    async up(db: Kysely<unknown>) {
      // What the background checker last saw for each content URL.
      await db.schema
        .createTable('link_checks')
        .addColumn('url', 'text', (col) => col.primaryKey())
        .addColumn('last_checked_at', 'bigint', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('http_code', 'integer')
        .addColumn('final_url', 'text')
        .addColumn('consecutive_failures', 'integer', (col) => col.notNull())
        .addColumn('failure_rounds', 'integer', (col) => col.notNull())
        .addColumn('last_failed_round', 'integer')
        .execute();
      // Named leases with an expiry, so one instance among many does a periodic job.
      await db.schema
        .createTable('leases')
        .addColumn('name', 'text', (col) => col.primaryKey())
        .addColumn('holder', 'text', (col) => col.notNull())
        .addColumn('expires_at', 'bigint', (col) => col.notNull())
        .addColumn('round', 'integer', (col) => col.notNull())
        .addColumn('last_completed_at', 'bigint')
        .execute();
    },
  },
  '005_push': {
    async up(db: Kysely<unknown>) {
      // The server's VAPID key pair when not configured: one row (id 1), taken by a conditional
      // insert so instances starting together agree on one key.
      await db.schema
        .createTable('vapid_keys')
        .addColumn('id', 'integer', (col) => col.primaryKey())
        .addColumn('public_key', 'text', (col) => col.notNull())
        .addColumn('private_key', 'text', (col) => col.notNull())
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .execute();
      // Browsers' Web Push subscriptions, one per endpoint; deleting an account deletes its subscriptions.
      await db.schema
        .createTable('push_subscriptions')
        .addColumn('endpoint', 'text', (col) => col.primaryKey())
        .addColumn('p256dh', 'text', (col) => col.notNull())
        .addColumn('auth', 'text', (col) => col.notNull())
        .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('push_subscriptions_user_id').on('push_subscriptions').column('user_id').execute();
    },
  },
  '006_user_items': {
    // Per-user progress on study links and saved items, keyed by the stable item ids of
    // src/shared/item-ids.ts. An unticked link keeps its row (done = 0) to remember when it was touched.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('user_progress')
        .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('item_id', 'text', (col) => col.notNull())
        .addColumn('page', 'text', (col) => col.notNull())
        .addColumn('done', 'integer', (col) => col.notNull())
        .addColumn('updated_at', 'bigint', (col) => col.notNull())
        .addPrimaryKeyConstraint('user_progress_pk', ['user_id', 'item_id'])
        .execute();
      await db.schema
        .createTable('user_saved_items')
        .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('item_id', 'text', (col) => col.notNull())
        .addColumn('saved_at', 'bigint', (col) => col.notNull())
        .addPrimaryKeyConstraint('user_saved_items_pk', ['user_id', 'item_id'])
        .execute();
    },
  },
};

class InCodeMigrationProvider implements MigrationProvider {
  async getMigrations() {
    return migrations;
  }
}

/** Applies pending migrations; throws with the failing migration's name. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the table types exist
export async function migrateToLatest(db: Kysely<any>, migrationTableSchema?: string): Promise<string[]> {
  // The schema is named on PostgreSQL: Kysely otherwise finds its bookkeeping tables in any schema of
  // the database and would skip creating them in ours (several schemas share a database in tests).
  // Unordered: a database created while a branch added a later-numbered migration first must still
  // get the earlier one; our migrations each create their own tables, so order between them is free.
  const migrator = new Migrator({
    db,
    provider: new InCodeMigrationProvider(),
    migrationTableSchema,
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Database migration failed${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
  return (results ?? []).map((result) => result.migrationName);
}
