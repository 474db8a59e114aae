import { createECDH, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '#shared/api/account-messages.js';
import { itemIds } from '#shared/item-ids.js';
import { loadCatalogue } from '#server/content/load-catalogue.js';
import { typedCatalogue } from '#server/content/typed-catalogue.js';
import type { Db } from '#server/db/connection.js';
import { signedInAccount } from '#harness/accounts.js';
import { testEngines, type Engine } from '#harness/databases.js';
import { TestClient } from '#harness/http.js';
import { smtpEnv, startServerWithMail, type LocalSmtpServer } from '#tests/support/smtp.js';
import { startTestServer, type TestServer } from '#harness/test-server.js';

const engines = await testEngines();
const content = typedCatalogue(await loadCatalogue('content'));
const STUDY_LINK = itemIds.link(
  'front-end',
  content.topics.find((t) => t.slug === 'front-end')!.sections[0]!.links[0]!.id,
);
const BOOK = itemIds.book(content.books[0]!.id);

/** Every table with a user_id column, read from the database itself, so a table added later is covered. */
async function tablesWithUserId(db: Db, engine: Engine): Promise<string[]> {
  if (engine === 'postgres') {
    const { rows } = await sql<{ table_name: string }>`
      select table_name from information_schema.columns
      where column_name = 'user_id' and table_schema = current_schema() order by table_name`.execute(db);
    return rows.map((row) => row.table_name);
  }
  const { rows: tables } = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`.execute(db);
  const withUserId: string[] = [];
  for (const { name } of tables) {
    const { rows: columns } = await sql<{ name: string }>`select name from pragma_table_info(${name})`.execute(db);
    if (columns.some((column) => column.name === 'user_id')) withUserId.push(name);
  }
  return withUserId;
}

async function rowsOf(db: Db, table: string, userId: string): Promise<number> {
  const { rows } = await sql<{
    n: number | string;
  }>`select count(*) as n from ${sql.table(table)} where user_id = ${userId}`.execute(db);
  return Number(rows[0]?.n);
}

describe.each(engines)('the account page API on %s', (engine) => {
  let smtp: LocalSmtpServer;
  let server: TestServer;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ smtp, server, stop } = await startServerWithMail(engine, { SIGNIN_MAX_FAILURES: '5' }));
  });
  afterAll(() => stop?.());

  /** An account with something in every feature that stores per-account data. */
  async function busyAccount() {
    const account = await signedInAccount(server, { name: 'Busy Learner' });
    const { client } = account;
    expect((await client.put('/api/progress', { itemId: STUDY_LINK, done: true })).status).toBeLessThan(300);
    expect((await client.put('/api/saved', { itemId: BOOK, saved: true })).status).toBeLessThan(300);
    const browserKey = createECDH('prime256v1');
    const subscribed = await client.post('/api/push/subscriptions', {
      endpoint: `https://fcm.googleapis.com/fcm/send/${account.userId}`,
      expirationTime: null,
      keys: { p256dh: browserKey.generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') },
    });
    expect(subscribed.status).toBeLessThan(300);
    expect(
      (await client.post('/api/reports', { pageOrLink: '/front-end', description: 'A link on this page is dead.' }))
        .status,
    ).toBe(201);
    await client.post('/api/account/verification');
    await server.services.mail.settled();
    return account;
  }

  it('shows the profile: name, e-mail, whether it is verified, how it signs in', async () => {
    const account = await signedInAccount(server, { name: 'Profile Person' });
    const answer = await account.client.get('/api/account');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body).toEqual({
      id: account.userId,
      name: 'Profile Person',
      email: account.email,
      emailVerified: false,
      hasPassword: true,
      google: false,
      createdAt: expect.any(Number),
      mailAvailable: true,
    });
    expect((await new TestClient(server.url).get('/api/account')).status).toBe(401);
  });

  it('changes the password only with the current one, under the policy, and voids older reset links', async () => {
    const account = await signedInAccount(server);
    await new TestClient(server.url).post('/api/auth/password-reset/request', { email: account.email });
    const resetMail = await smtp.waitForMail((m) => m.to === account.email && /Reset/.test(m.subject));
    const resetToken = new URL(smtp.linkIn(resetMail, '/reset-password#token=')).hash.slice(7);

    const wrong = await account.client.post('/api/account/password', {
      currentPassword: 'not my password',
      newPassword: 'a brand new passphrase',
    });
    expect(wrong).toMatchObject({
      status: 403,
      body: { code: 'wrong_confirmation', message: ACCOUNT_MESSAGES.wrongPassword },
    });
    const weak = await account.client.post('/api/account/password', {
      currentPassword: account.password,
      newPassword: 'password1',
    });
    expect(weak).toMatchObject({ status: 400, body: { code: 'weak_password' } });
    const changed = await account.client.post('/api/account/password', {
      currentPassword: account.password,
      newPassword: 'a brand new passphrase',
    });
    expect(changed).toMatchObject({ status: 200, body: { message: ACCOUNT_MESSAGES.passwordChanged } });
    expect((await account.client.get('/api/auth/session')).status).toBe(200); // this session stays
    await account.client.post('/api/auth/signout');
    expect((await new TestClient(server.url).signIn(account.email, account.password)).status).toBe(401);
    expect((await new TestClient(server.url).signIn(account.email, 'a brand new passphrase')).status).toBe(200);
    const check = await new TestClient(server.url).post('/api/auth/password-reset/check', { token: resetToken });
    expect(check.status).toBe(400);
  });

  it('throttles wrong current passwords per account', async () => {
    const account = await signedInAccount(server);
    const statuses = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push(
        (
          await account.client.post('/api/account/password', {
            currentPassword: `guess ${i}`,
            newPassword: 'whatever long pass',
          })
        ).status,
      );
    expect(statuses).toEqual([403, 403, 403, 403, 403, 429]);
  });

  it('exports profile, progress, saved items, push subscription metadata and reports as a JSON download', async () => {
    const account = await busyAccount();
    const answer = await account.client.get('/api/account/export');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(answer.headers.get('content-disposition')).toMatch(
      /^attachment; filename="studyhub-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = answer.body as Record<string, unknown>;
    expect(data).toMatchObject({
      format: 'studyhub-account-export',
      version: 1,
      profile: {
        id: account.userId,
        name: 'Busy Learner',
        email: account.email,
        emailVerified: false,
        signInMethods: { password: true, google: false },
      },
      sections: {
        progress: [{ itemId: STUDY_LINK, page: 'front-end', done: true, updatedAt: expect.any(String) }],
        savedItems: [{ itemId: BOOK, savedAt: expect.any(String) }],
        pushSubscriptions: [{ pushServiceHost: 'fcm.googleapis.com', createdAt: expect.any(String) }],
        reports: [{ pageOrLink: '/front-end', description: 'A link on this page is dead.', replyEmail: null }],
      },
    });
    const text = JSON.stringify(data);
    // Never secrets: no password hash, no push keys, no endpoint path, no token.
    for (const secret of ['argon2', 'p256dh', 'auth"', `/fcm/send/`, 'token'])
      expect(text, secret).not.toContain(secret);
  });

  it('deletes the account only with its password: every row keyed to it is gone, reports stay detached', async () => {
    const account = await busyAccount();
    const second = await startTestServer(engine, smtpEnv(smtp, { PUBLIC_URL: server.url }), server.database);
    try {
      const wrong = await account.client.delete('/api/account', { password: 'not my password' });
      expect(wrong).toMatchObject({ status: 403, body: { code: 'wrong_confirmation' } });
      const tables = await tablesWithUserId(server.db, engine);
      expect(tables).toEqual(
        expect.arrayContaining(['active_sessions', 'user_progress', 'reported_issues', 'mail_outbox']),
      );
      // Before: the account has rows in at least six of them (sessions, tokens, mail, push, progress, saved, reports).
      const before = await Promise.all(tables.map((table) => rowsOf(server.db, table, account.userId)));
      expect(before.filter((count) => count > 0).length).toBeGreaterThanOrEqual(6);

      const deleted = await account.client.delete('/api/account', { password: account.password });
      expect(deleted).toMatchObject({ status: 200, body: { message: ACCOUNT_MESSAGES.accountDeleted } });
      expect(account.client.cookieValue('portal_session')).toBeUndefined();

      for (const table of tables) expect(await rowsOf(server.db, table, account.userId), table).toBe(0);
      expect(await server.services.users.findById(account.userId)).toBeUndefined();
      const [report] = await server.services.reports
        .listRecent(50)
        .then((all) => all.filter((r) => r.description === 'A link on this page is dead.' && r.user_id === null));
      expect(report).toMatchObject({ page_or_link: '/front-end', reporter_email: null });

      // A second instance over the same database sees the account gone.
      expect((await new TestClient(second.url).signIn(account.email, account.password)).status).toBe(401);
      expect(await second.services.users.findByEmail(account.email)).toBeUndefined();
    } finally {
      await second.close();
    }
  });

  it('deletes an account without a password when its own e-mail address is typed', async () => {
    const account = await signedInAccount(server);
    await server.db
      .updateTable('users')
      .set({ password_hash: null, google_sub: `g-${account.userId}` })
      .where('id', '=', account.userId)
      .execute();
    expect((await account.client.delete('/api/account', { email: 'someone@else.example' })).status).toBe(403);
    expect((await account.client.delete('/api/account', { email: account.email.toUpperCase() })).status).toBe(200);
    expect(await server.services.users.findById(account.userId)).toBeUndefined();
  });
});
