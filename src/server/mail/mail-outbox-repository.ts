import type { Db } from '#server/db/connection.js';
import type { MailOutboxTable, MailStatus } from '#server/db/schema.js';

export type OutboxRow = MailOutboxTable;

/** The e-mail outbox: every message with its delivery state, shared by every instance. */
export function createMailOutboxRepository(db: Db) {
  return {
    async insert(row: OutboxRow): Promise<void> {
      await db.insertInto('mail_outbox').values(row).execute();
    },

    /**
     * Takes a pending message for one delivery attempt: counts the attempt and moves its next
     * attempt to `leaseUntil`, so no other instance sends it meanwhile (one conditional update).
     * A send cut short by a crash is tried again once the lease has passed.
     */
    async claim(id: string, now: number, leaseUntil: number): Promise<OutboxRow | undefined> {
      return db
        .updateTable('mail_outbox')
        .set((eb) => ({ attempts: eb('attempts', '+', 1), next_attempt_at: leaseUntil }))
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', now)
        .returningAll()
        .executeTakeFirst();
    },

    /** Ids of pending messages whose next attempt is due, oldest first. */
    async due(now: number, limit: number): Promise<string[]> {
      const rows = await db
        .selectFrom('mail_outbox')
        .select('id')
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', now)
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((row) => row.id);
    },

    /** Handed to the SMTP server: the bodies (their links are credentials) are not kept. */
    async markSent(id: string, now: number): Promise<void> {
      await db
        .updateTable('mail_outbox')
        .set({
          status: 'sent',
          sent_at: now,
          next_attempt_at: null,
          last_error: null,
          text_body: null,
          html_body: null,
        })
        .where('id', '=', id)
        .execute();
    },

    /** A failed attempt: tried again at `retryAt`, or `failed` for good when no attempt is left. */
    async markAttemptFailed(id: string, error: string, retryAt: number | null): Promise<void> {
      const status: MailStatus = retryAt === null ? 'failed' : 'pending';
      await db
        .updateTable('mail_outbox')
        .set({ status, last_error: error, next_attempt_at: retryAt })
        .where('id', '=', id)
        .execute();
    },

    async find(id: string): Promise<OutboxRow | undefined> {
      return db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Newest first, for `npm run mail:outbox`. */
    async listRecent(limit: number): Promise<OutboxRow[]> {
      return db
        .selectFrom('mail_outbox')
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    async count(): Promise<number> {
      const row = await db
        .selectFrom('mail_outbox')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Finished messages (sent or failed for good) older than the cutoff are no longer kept. */
    async pruneFinished(cutoff: number): Promise<number> {
      const result = await db
        .deleteFrom('mail_outbox')
        .where('status', 'in', ['sent', 'failed'])
        .where('created_at', '<', cutoff)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type MailOutboxRepository = ReturnType<typeof createMailOutboxRepository>;
