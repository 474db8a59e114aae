import { randomUUID } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import type { Db } from '#server/db/connection.js';
import type { UsersTable } from '#server/db/schema.js';

export type UserRow = Selectable<UsersTable>;

export interface NewUser {
  email: string;
  displayName: string;
  passwordHash: string | null;
  googleSub?: string | null;
  /** When the address was proved (a provider that verified it, a maintainer creating the account). */
  emailVerifiedAt?: number | null;
}

/** Raised when an e-mail (case-insensitively) or a Google subject is already taken. */
export class DuplicateUserError extends Error {
  constructor() {
    super('An account with this e-mail already exists.');
    this.name = 'DuplicateUserError';
  }
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return (
    e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(e?.message ?? '')
  );
}

/** The next credential version, computed by the UPDATE itself (no read-then-write gap). */
const bumpedVersion = sql<number>`credential_version + 1`;

export function createUserRepository(db: Db) {
  return {
    /** Case-insensitive lookup through the lower(email) unique index. */
    async findByEmail(email: string): Promise<UserRow | undefined> {
      return db
        .selectFrom('users')
        .selectAll()
        .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
        .executeTakeFirst();
    },

    async findByGoogleSub(sub: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('google_sub', '=', sub).executeTakeFirst();
    },

    /** Links a provider subject to an account that has none yet; false if it already had one. */
    async linkGoogleSub(userId: string, sub: string): Promise<boolean> {
      const result = await db
        .updateTable('users')
        .set({ google_sub: sub })
        .where('id', '=', userId)
        .where('google_sub', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Records the interface language the learner chose; false if the account is gone. */
    async setLanguage(userId: string, language: string): Promise<boolean> {
      const result = await db.updateTable('users').set({ language }).where('id', '=', userId).executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** A new password: a new credential version, so browsers known under the old one are not any more. */
    async setPasswordHash(userId: string, passwordHash: string): Promise<void> {
      await db
        .updateTable('users')
        .set({ password_hash: passwordHash, credential_version: bumpedVersion })
        .where('id', '=', userId)
        .execute();
    },

    /** Records that the owner proved the address; the first proof's time is kept. */
    async markEmailVerified(userId: string, now: number): Promise<void> {
      await db
        .updateTable('users')
        .set({ email_verified_at: now })
        .where('id', '=', userId)
        .where('email_verified_at', 'is', null)
        .execute();
    },

    /**
     * Hands an account whose address was never proved to the provider identity that proved it:
     * links the subject, marks the address verified and removes the password whoever created the
     * account chose (account pre-hijacking). False if the account changed meanwhile.
     */
    async takeOverUnverified(userId: string, sub: string, name: string, now: number): Promise<boolean> {
      const result = await db
        .updateTable('users')
        .set({
          google_sub: sub,
          password_hash: null,
          email_verified_at: now,
          credential_version: bumpedVersion,
          display_name: name,
          language: null,
        })
        .where('id', '=', userId)
        .where('google_sub', 'is', null)
        .where('email_verified_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async findById(id: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async create(user: NewUser, now = Date.now()): Promise<UserRow> {
      const row: UserRow = {
        id: randomUUID(),
        email: user.email.trim(),
        display_name: user.displayName.trim(),
        password_hash: user.passwordHash,
        google_sub: user.googleSub ?? null,
        created_at: now,
        email_verified_at: user.emailVerifiedAt ?? null,
        language: null,
        credential_version: 0,
        last_signin_at: null,
      };
      try {
        await db.insertInto('users').values(row).execute();
      } catch (error) {
        if (isUniqueViolation(error)) throw new DuplicateUserError();
        throw error;
      }
      return row;
    },

    async count(): Promise<number> {
      const result = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(result.n);
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
