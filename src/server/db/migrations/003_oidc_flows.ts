import { type Kysely, type Migration } from 'kysely';

export const migration: Migration = {
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
};
