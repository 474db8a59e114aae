import type { Db } from '#server/db/connection.js';
import type { VideoSearchCacheTable } from '#server/db/schema.js';

export type VideoCacheRow = VideoSearchCacheTable;

export function createVideoCacheRepository(db: Db) {
  return {
    async get(queryKey: string): Promise<VideoCacheRow | undefined> {
      return db.selectFrom('video_search_cache').selectAll().where('query_key', '=', queryKey).executeTakeFirst();
    },

    async put(row: VideoCacheRow): Promise<void> {
      await db
        .insertInto('video_search_cache')
        .values(row)
        .onConflict((conflict) =>
          conflict.column('query_key').doUpdateSet({
            response_json: row.response_json,
            fetched_at: row.fetched_at,
            expires_at: row.expires_at,
          }),
        )
        .execute();
    },
  };
}

export type VideoCacheRepository = ReturnType<typeof createVideoCacheRepository>;
