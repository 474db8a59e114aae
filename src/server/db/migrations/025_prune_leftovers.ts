import { sql, type Kysely, type Migration } from 'kysely';

/**
 * What the prune job needs to remove data nobody will use (decision 0035): when an account last
 * opened a session, so a sign-up that never signed in can be told from an account in use, and
 * indexes that let each bounded round find the old rows without reading the whole table.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('users').addColumn('last_signin_at', 'bigint').execute();
    // Nothing says whether an existing account was ever used: each counts as signed in (at its
    // current session's start, else at its creation), so the migration never makes one prunable.
    await sql`update users set last_signin_at = coalesce(
      (select active_sessions.created_at from active_sessions where active_sessions.user_id = users.id),
      users.created_at)`.execute(db);
    await db.schema
      .createIndex('users_never_signed_in_created_at')
      .on('users')
      .column('created_at')
      .where(sql.ref('last_signin_at'), 'is', null)
      .execute();
    await db.schema
      .createIndex('mail_outbox_status_created_at')
      .on('mail_outbox')
      .columns(['status', 'created_at'])
      .execute();
  },
};
