import type { Db } from '#server/db/connection.js';
import type { AccountTokenPurpose, AccountTokensTable } from '#server/db/schema.js';

export function createAccountTokenRepository(db: Db) {
  return {
    async insert(row: AccountTokensTable): Promise<void> {
      await db.insertInto('account_tokens').values(row).execute();
    },

    /** Deletes the token and returns it: whoever deletes it used it, so a token works once. */
    async take(tokenHash: string, purpose: AccountTokenPurpose): Promise<AccountTokensTable | undefined> {
      return db
        .deleteFrom('account_tokens')
        .where('token_hash', '=', tokenHash)
        .where('purpose', '=', purpose)
        .returningAll()
        .executeTakeFirst();
    },

    async peek(tokenHash: string, purpose: AccountTokenPurpose): Promise<AccountTokensTable | undefined> {
      return db
        .selectFrom('account_tokens')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .where('purpose', '=', purpose)
        .executeTakeFirst();
    },

    /** Every token of one purpose for an account (a new password voids older reset links). */
    async deleteForUser(userId: string, purposes: AccountTokenPurpose[]): Promise<void> {
      await db.deleteFrom('account_tokens').where('user_id', '=', userId).where('purpose', 'in', purposes).execute();
    },

    async deleteExpired(now: number): Promise<void> {
      await db.deleteFrom('account_tokens').where('expires_at', '<=', now).execute();
    },
  };
}

export type AccountTokenRepository = ReturnType<typeof createAccountTokenRepository>;
