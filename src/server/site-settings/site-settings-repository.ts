import type { Selectable } from 'kysely';
import type { Db } from '#server/db/connection.js';
import type { SiteSettingsTable } from '#server/db/schema.js';

export type SiteSettingsRow = Selectable<SiteSettingsTable>;

/** Saved site settings, one row per group; every save names the version it was made from. */
export function createSiteSettingsRepository(db: Db) {
  return {
    get: (key: string): Promise<SiteSettingsRow | undefined> =>
      db.selectFrom('site_settings').selectAll().where('key', '=', key).executeTakeFirst(),

    /** The group's version (0: never saved), without its data. */
    async version(key: string): Promise<number> {
      const row = await db.selectFrom('site_settings').select('version').where('key', '=', key).executeTakeFirst();
      return row ? Number(row.version) : 0;
    },

    /**
     * Writes `data` as version `version + 1` if the group is still at `version` (0: never saved);
     * false when another save came first.
     */
    async save(key: string, version: number, data: string, at: number, by: string): Promise<boolean> {
      const values = { data, version: version + 1, updated_at: at, updated_by: by };
      if (version === 0) {
        const inserted = await db
          .insertInto('site_settings')
          .values({ key, ...values })
          .onConflict((conflict) => conflict.column('key').doNothing())
          .executeTakeFirst();
        return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
      }
      const updated = await db
        .updateTable('site_settings')
        .set(values)
        .where('key', '=', key)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) === 1;
    },
  };
}

export type SiteSettingsRepository = ReturnType<typeof createSiteSettingsRepository>;
