import { type Kysely, type Migration } from 'kysely';

/** The prune job (jobs/prune-job.ts) picks old rows by these columns, a bounded batch at a time. */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex('rate_limits_window_start').on('rate_limits').column('window_start').execute();
    await db.schema
      .createIndex('video_search_cache_expires_at')
      .on('video_search_cache')
      .column('expires_at')
      .execute();
    await db.schema.createIndex('oidc_flows_expires_at').on('oidc_flows').column('expires_at').execute();
    await db.schema.createIndex('active_sessions_expires_at').on('active_sessions').column('expires_at').execute();
  },
};
