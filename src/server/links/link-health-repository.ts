import type { Db } from '#server/db/connection.js';
import type { LinkHealthRow } from './link-health-rules.js';

export function createLinkHealthRepository(db: Db) {
  return {
    async get(url: string): Promise<LinkHealthRow | undefined> {
      return db.selectFrom('link_checks').selectAll().where('url', '=', url).executeTakeFirst();
    },

    async save(row: LinkHealthRow): Promise<void> {
      const { url: _url, ...rest } = row;
      await db
        .insertInto('link_checks')
        .values(row)
        .onConflict((conflict) => conflict.column('url').doUpdateSet(rest))
        .execute();
    },

    async withStatus(statuses: LinkHealthRow['status'][]): Promise<LinkHealthRow[]> {
      return db.selectFrom('link_checks').selectAll().where('status', 'in', statuses).orderBy('url').execute();
    },
  };
}

export type LinkHealthRepository = ReturnType<typeof createLinkHealthRepository>;
