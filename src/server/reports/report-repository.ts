import type { Db } from '#server/db/connection.js';
import type { ReportedIssuesTable } from '#server/db/schema.js';

export type ReportedIssueRow = ReportedIssuesTable;

/** A stored report with the reporter's account e-mail, as the maintainers' list shows it. */
export interface ListedReport extends ReportedIssueRow {
  reporter_email: string | null;
}

export function createReportRepository(db: Db) {
  return {
    async insert(row: ReportedIssueRow): Promise<void> {
      await db.insertInto('reported_issues').values(row).execute();
    },

    /** Newest first. */
    async listRecent(limit: number): Promise<ListedReport[]> {
      return db
        .selectFrom('reported_issues')
        .leftJoin('users', 'users.id', 'reported_issues.user_id')
        .selectAll('reported_issues')
        .select('users.email as reporter_email')
        .orderBy('reported_issues.created_at', 'desc')
        .orderBy('reported_issues.id')
        .limit(limit)
        .execute();
    },

    async count(): Promise<number> {
      const row = await db
        .selectFrom('reported_issues')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}

export type ReportRepository = ReturnType<typeof createReportRepository>;
