import { type Kysely, type Migration } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    // When the owner proved the address (clicked a link sent to it, or a provider verified it);
    // null means nobody has, so the account cannot be handed to a Google identity with that address.
    await db.schema.alterTable('users').addColumn('email_verified_at', 'bigint').execute();

    // Single-use links and grants: only the SHA-256 of the token is stored, each row is taken once
    // (deleted on use), and deleting the account deletes them.
    await db.schema
      .createTable('account_tokens')
      .addColumn('token_hash', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('purpose', 'text', (col) => col.notNull())
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .addColumn('expires_at', 'bigint', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('account_tokens_user_id').on('account_tokens').column('user_id').execute();

    // Every e-mail the server sends, with its delivery state, so nothing is lost across restarts.
    await db.schema
      .createTable('mail_outbox')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'text', (col) => col.references('users.id').onDelete('cascade'))
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('to_address', 'text', (col) => col.notNull())
      .addColumn('subject', 'text', (col) => col.notNull())
      .addColumn('text_body', 'text')
      .addColumn('html_body', 'text')
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('attempts', 'integer', (col) => col.notNull())
      .addColumn('last_error', 'text')
      .addColumn('next_attempt_at', 'bigint')
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .addColumn('sent_at', 'bigint')
      .execute();
    await db.schema.createIndex('mail_outbox_due').on('mail_outbox').columns(['status', 'next_attempt_at']).execute();
    await db.schema.createIndex('mail_outbox_user_id').on('mail_outbox').column('user_id').execute();
  },
};
