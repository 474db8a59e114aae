import { randomUUID } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import type { Db } from '#server/db/connection.js';
import type { MaintainerAuditTable } from '#server/db/schema.js';

export type AuditRow = Selectable<MaintainerAuditTable>;

/** The maintainer role and the audit log of what maintainers did. */
export function createMaintainerRepository(db: Db) {
  return {
    async isMaintainer(userId: string): Promise<boolean> {
      const row = await db.selectFrom('maintainers').select('user_id').where('user_id', '=', userId).executeTakeFirst();
      return row !== undefined;
    },

    async grant(userId: string, now: number): Promise<void> {
      await db
        .insertInto('maintainers')
        .values({ user_id: userId, granted_at: now })
        .onConflict((conflict) => conflict.column('user_id').doNothing())
        .execute();
    },

    async revoke(userId: string): Promise<void> {
      await db.deleteFrom('maintainers').where('user_id', '=', userId).execute();
    },

    /** Recent reported issues with whether a maintainer resolved them, newest first. */
    async reports(limit: number) {
      return db
        .selectFrom('reported_issues')
        .leftJoin('report_resolutions', 'report_resolutions.report_id', 'reported_issues.id')
        .select([
          'reported_issues.id',
          'reported_issues.page_or_link',
          'reported_issues.description',
          'reported_issues.email',
          'reported_issues.created_at',
          'report_resolutions.resolved_at',
          'report_resolutions.resolved_by',
        ])
        .orderBy('reported_issues.created_at', 'desc')
        .orderBy('reported_issues.id')
        .limit(limit)
        .execute();
    },

    async reportExists(id: string): Promise<boolean> {
      const row = await db.selectFrom('reported_issues').select('id').where('id', '=', id).executeTakeFirst();
      return row !== undefined;
    },

    async resolveReport(id: string, by: string, now: number): Promise<void> {
      await db
        .insertInto('report_resolutions')
        .values({ report_id: id, resolved_at: now, resolved_by: by })
        .onConflict((conflict) => conflict.column('report_id').doNothing())
        .execute();
    },

    async reopenReport(id: string): Promise<void> {
      await db.deleteFrom('report_resolutions').where('report_id', '=', id).execute();
    },

    /** One maintainer action: who (e-mail), what, on what, and the target before and after (null: none). */
    async audit(actor: string, action: string, target: string, before: unknown, after: unknown, at: number) {
      await db
        .insertInto('maintainer_audit')
        .values({
          id: randomUUID(),
          actor,
          action,
          target,
          before_json: before === null ? null : JSON.stringify(before),
          after_json: after === null ? null : JSON.stringify(after),
          created_at: at,
        })
        .execute();
    },

    /**
     * The newest audit rows, each with the acting account's name as it is now (null: no account has
     * that e-mail any more) and, for a report, what it was about (null: not a report, or deleted).
     */
    async recentAudit(
      limit: number,
    ): Promise<Array<AuditRow & { actor_name: string | null; report_about: string | null }>> {
      return (
        db
          .selectFrom('maintainer_audit')
          .leftJoin('users', 'users.email', 'maintainer_audit.actor')
          // A report's row names its target 'report:<id>' (|| joins text on both engines).
          .leftJoin('reported_issues', (join) =>
            join.on(
              sql<boolean>`'report:' || ${sql.ref('reported_issues.id')} = ${sql.ref('maintainer_audit.target')}`,
            ),
          )
          .selectAll('maintainer_audit')
          .select(['users.display_name as actor_name', 'reported_issues.page_or_link as report_about'])
          .orderBy('maintainer_audit.created_at', 'desc')
          .orderBy('maintainer_audit.id')
          .limit(limit)
          .execute()
      );
    },
  };
}

export type MaintainerRepository = ReturnType<typeof createMaintainerRepository>;
