import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

/**
 * Reports stay when their author deletes the account: user_id becomes nullable and the foreign key
 * sets it to NULL instead of deleting the report. PostgreSQL changes the column in place; SQLite
 * cannot change a foreign key, so its table is rebuilt (inside one transaction) with the same rows.
 */
export const migration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the table types exist
  async up(db: Kysely<any>) {
    if (db.getExecutor().adapter instanceof PostgresAdapter) {
      const constraints = await sql<{ name: string }>`
        select conname as name from pg_constraint
        where conrelid = 'reported_issues'::regclass and contype = 'f'`.execute(db);
      for (const { name } of constraints.rows)
        await sql`alter table reported_issues drop constraint ${sql.ref(name)}`.execute(db);
      await sql`alter table reported_issues alter column user_id drop not null`.execute(db);
      await sql`alter table reported_issues add constraint reported_issues_user_id_fkey
        foreign key (user_id) references users (id) on delete set null`.execute(db);
      return;
    }
    // SQLite runs migrations outside a transaction; the rebuild must not be seen half-done.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
    await db.transaction().execute(async (trx: Kysely<any>) => {
      await trx.schema
        .createTable('reported_issues_rebuilt')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('user_id', 'text', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('page_or_link', 'text', (col) => col.notNull())
        .addColumn('description', 'text', (col) => col.notNull())
        .addColumn('email', 'text')
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .execute();
      await sql`insert into reported_issues_rebuilt (id, user_id, page_or_link, description, email, created_at)
        select id, user_id, page_or_link, description, email, created_at from reported_issues`.execute(trx);
      await trx.schema.dropTable('reported_issues').execute();
      await trx.schema.alterTable('reported_issues_rebuilt').renameTo('reported_issues').execute();
      await trx.schema.createIndex('reported_issues_created_at').on('reported_issues').column('created_at').execute();
    });
  },
};
