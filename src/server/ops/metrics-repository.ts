import type { Db } from '#server/db/connection.js';

/** The small grouped counts the metrics read on each scrape (ops/metrics.ts). */
export function createMetricsRepository(db: Db) {
  async function countByStatus(
    table: 'mail_outbox' | 'link_checks',
  ): Promise<Array<{ status: string; count: number }>> {
    const rows = await db
      .selectFrom(table)
      .select(['status', db.fn.countAll<number>().as('n')])
      .groupBy('status')
      .execute();
    return rows.map((row) => ({ status: row.status, count: Number(row.n) }));
  }
  return {
    mailOutboxByStatus: () => countByStatus('mail_outbox'),
    linkChecksByStatus: () => countByStatus('link_checks'),
    async leases(): Promise<Array<{ job: string; holder: string; expiresAt: number }>> {
      const rows = await db.selectFrom('leases').select(['name', 'holder', 'expires_at']).execute();
      return rows.map((row) => ({ job: row.name, holder: row.holder, expiresAt: Number(row.expires_at) }));
    },
    /** Searches counted against the newest YouTube quota day (videos/video-search-service.ts's key). */
    async youtubeSearchesToday(): Promise<number> {
      const row = await db
        .selectFrom('rate_limits')
        .select(['count'])
        .where('key', 'like', 'youtube:units:%')
        .orderBy('key', 'desc')
        .limit(1)
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },
  };
}

export type MetricsRepository = ReturnType<typeof createMetricsRepository>;
