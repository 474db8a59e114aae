import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '#shared/api/account-messages.js';
import { signedInAccount } from '#harness/accounts.js';
import { testEngines } from '#harness/databases.js';
import { TestClient } from '#harness/http.js';
import { startServerWithMail, type LocalSmtpServer } from '#tests/support/smtp.js';
import type { TestServer } from '#harness/test-server.js';

const engines = await testEngines();

/** The token in a link such as http://host/reset-password#token=abc. */
const tokenOf = (link: string) => new URL(link).hash.replace(/^#token=/, '');

describe.each(engines)('password reset by e-mail on %s', (engine) => {
  let smtp: LocalSmtpServer;
  let server: TestServer;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ smtp, server, stop } = await startServerWithMail(engine));
  });
  afterAll(() => stop?.());

  const requestReset = (email: string, client = new TestClient(server.url)) =>
    client.post('/api/auth/password-reset/request', { email });

  async function resetLinkFor(email: string): Promise<string> {
    const before = smtp.received.length;
    expect((await requestReset(email)).status).toBe(202);
    const mail = await smtp.waitForMail(
      (m) => m.to === email && /Reset your StudyHub password/.test(m.subject) && smtp.received.indexOf(m) >= before,
    );
    expect(mail.html).toContain('Choose a new password');
    return smtp.linkIn(mail, '/reset-password#token=');
  }

  it('answers known and unknown addresses with the same status and body, and mails only the account', async () => {
    const account = await signedInAccount(server);
    const known = await requestReset(account.email);
    const unknown = await requestReset(`nobody-${Date.now()}@example.com`);
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toEqual({ message: ACCOUNT_MESSAGES.resetRequested });
    await server.services.mail.settled();
    const mail = await smtp.waitForMail((m) => m.to === account.email);
    expect(mail.from).toBe('no-reply@studyhub.test');
    expect(smtp.received.some((m) => m.to.startsWith('nobody-'))).toBe(false);
  });

  it('sets a new password once, ends every session, and the old password stops working', async () => {
    const account = await signedInAccount(server);
    const link = await resetLinkFor(account.email);
    expect(link.startsWith(server.url)).toBe(true);
    const token = tokenOf(link);
    const anonymous = new TestClient(server.url);
    expect((await anonymous.post('/api/auth/password-reset/check', { token })).body).toEqual({ valid: true });

    // A refused password leaves the link usable.
    const weak = await anonymous.post('/api/auth/password-reset', { token, password: 'password1' });
    expect(weak.status).toBe(400);
    expect(weak.body).toMatchObject({ code: 'weak_password' });

    const done = await anonymous.post('/api/auth/password-reset', { token, password: 'a brand new passphrase' });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ message: ACCOUNT_MESSAGES.resetDone });
    expect(done.headers.get('set-cookie')).toBeNull(); // no session from a link
    expect((await account.client.get('/api/auth/session')).status).toBe(401);

    const again = await anonymous.post('/api/auth/password-reset', { token, password: 'yet another passphrase' });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ code: 'token_invalid', message: ACCOUNT_MESSAGES.tokenInvalid });

    expect((await new TestClient(server.url).signIn(account.email, account.password)).status).toBe(401);
    expect((await new TestClient(server.url).signIn(account.email, 'a brand new passphrase')).status).toBe(200);
    const user = await server.services.users.findByEmail(account.email);
    expect(user?.email_verified_at).toEqual(expect.any(Number)); // the link proved the address
  });

  it('refuses an expired link after 30 minutes, and tampered or unknown tokens, without a session', async () => {
    const account = await signedInAccount(server);
    const token = tokenOf(await resetLinkFor(account.email));
    const anonymous = new TestClient(server.url);
    for (const bad of [token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A'), 'x'.repeat(43), 'short', '../../etc']) {
      const answer = await anonymous.post('/api/auth/password-reset', {
        token: bad,
        password: 'a brand new passphrase',
      });
      expect(answer.status, bad).toBe(400);
      expect(answer.body).toMatchObject({ code: 'token_invalid' });
    }
    server.advanceClock(31 * 60_000);
    try {
      const expired = await anonymous.post('/api/auth/password-reset', { token, password: 'a brand new passphrase' });
      expect(expired.status).toBe(400);
      expect(expired.body).toEqual({ code: 'token_expired', message: ACCOUNT_MESSAGES.tokenExpired });
      expect(anonymous.cookie).toBeUndefined();
    } finally {
      server.advanceClock(-31 * 60_000);
    }
    expect((await new TestClient(server.url).signIn(account.email, account.password)).status).not.toBe(401);
  });

  it('throttles requests per address', async () => {
    const email = `throttled-${Date.now()}@example.com`;
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push((await requestReset(email)).status);
    expect(answers).toEqual([202, 202, 202, 202, 202, 429]);
  });
});

describe.each(engines)('password reset when the SMTP server fails (%s)', (engine) => {
  let smtp: LocalSmtpServer;
  let server: TestServer;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ smtp, server, stop } = await startServerWithMail(engine, { MAIL_SEND_TIMEOUT: '1s', MAIL_MAX_ATTEMPTS: '3' }));
  });
  afterAll(() => stop?.());

  it('answers within 5 s while the server hangs, records the failure, retries a bounded number of times, loses nothing', async () => {
    const account = await signedInAccount(server);
    smtp.setMode('hang');
    const started = Date.now();
    const answer = await new TestClient(server.url).post('/api/auth/password-reset/request', { email: account.email });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(answer).toMatchObject({ status: 202, body: { message: ACCOUNT_MESSAGES.resetRequested } });
    await server.services.mail.settled();
    let [row] = await server.services.outbox.listRecent(1);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, to_address: account.email });
    expect(row?.last_error).toMatch(/timeout|within|greeting/i);

    // The next attempt is refused by the server (451): recorded, still pending.
    smtp.setMode('reject');
    server.advanceClock(61_000);
    expect(await server.services.mail.retryDue()).toBe(1);
    [row] = await server.services.outbox.listRecent(1);
    expect(row).toMatchObject({ status: 'pending', attempts: 2, last_error: expect.stringMatching(/451|busy/i) });

    // The last allowed attempt fails too: the message is kept as failed, with its reason.
    server.advanceClock(5 * 60_000 + 1_000);
    await server.services.mail.retryDue();
    [row] = await server.services.outbox.listRecent(1);
    expect(row).toMatchObject({ status: 'failed', attempts: 3 });
    server.advanceClock(24 * 60 * 60_000);
    expect(await server.services.mail.retryDue()).toBe(0);
  });

  it('delivers a message whose first attempt failed once the server is back, through the outbox job', async () => {
    const account = await signedInAccount(server);
    smtp.setMode('reject');
    await new TestClient(server.url).post('/api/auth/password-reset/request', { email: account.email });
    await server.services.mail.settled();
    smtp.setMode('accept');
    server.advanceClock(61_000);
    expect(await server.services.mailOutboxJob!.runIfDue()).toBe('ran');
    const mail = await smtp.waitForMail((m) => m.to === account.email);
    expect(mail.subject).toMatch(/Reset your StudyHub password/);
    const row = (await server.services.outbox.listRecent(5)).find((r) => r.to_address === account.email);
    expect(row).toMatchObject({ status: 'sent', attempts: 2, text_body: null, html_body: null });
  });
});
