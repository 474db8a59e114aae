import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '#shared/api/account-messages.js';
import { SIGNUP_MESSAGES } from '#shared/api/signup.js';
import { signedInAccount } from '#harness/accounts.js';
import { testEngines } from '#harness/databases.js';
import { TestClient } from '#harness/http.js';
import { startServerWithMail, type LocalSmtpServer } from '#tests/support/smtp.js';
import { startTestServer, type TestServer } from '#harness/test-server.js';

const engines = await testEngines();
const tokenOf = (link: string) => new URL(link).hash.replace(/^#token=/, '');

describe.each(engines)('verified addresses on %s', (engine) => {
  let smtp: LocalSmtpServer;
  let server: TestServer;
  let n = 0;
  const address = (label: string) => `${label}-${(n += 1)}-${Date.now()}@example.com`;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ smtp, server, stop } = await startServerWithMail(engine, { SIGNIN_MAX_FAILURES: '100' }));
  });
  afterAll(() => stop?.());

  const signUp = (email: string, password = 'a fresh long passphrase', name = 'New Learner') =>
    new TestClient(server.url).post('/api/auth/signup', { name, email, password });

  it('e-mails a single-use confirmation link on sign-up; clicking it verifies the address', async () => {
    const email = address('new');
    expect((await signUp(email)).status).toBe(202);
    const mail = await smtp.waitForMail((m) => m.to === email);
    expect(mail.subject).toBe('Confirm your e-mail address for StudyHub');
    // The name was typed by whoever signed up, maybe not the address's owner: the message greets nobody by it.
    expect(mail.text.startsWith('Hello,\n')).toBe(true);
    for (const body of [mail.text, mail.html]) expect(body).not.toContain('New Learner');
    expect(mail.html).toContain('Confirm my address');
    const token = tokenOf(smtp.linkIn(mail, '/verify-email#token='));

    const anonymous = new TestClient(server.url);
    const verified = await anonymous.post('/api/auth/verify-email', { token });
    expect(verified).toMatchObject({ status: 200, body: { message: ACCOUNT_MESSAGES.emailVerified, email } });
    expect(anonymous.cookie).toBeUndefined(); // a link proves the address, it does not sign anyone in
    expect((await server.services.users.findByEmail(email))?.email_verified_at).toEqual(expect.any(Number));
    const reused = await anonymous.post('/api/auth/verify-email', { token });
    expect(reused).toMatchObject({ status: 400, body: { code: 'token_invalid' } });
  });

  it('gives a stranger the same answer for a taken address, and tells the owner with sign-in and reset links', async () => {
    const owner = await signedInAccount(server, { name: 'Owner', email: address('owner') });
    const stranger = await signUp(owner.email.toUpperCase(), 'strangers long passphrase', 'Stranger');
    const newcomer = await signUp(address('newcomer'));
    expect(stranger.status).toBe(newcomer.status);
    expect(stranger.body).toEqual(newcomer.body);
    expect(stranger.body).toEqual({ message: SIGNUP_MESSAGES.checkEmail });

    const notice = await smtp.waitForMail((m) => m.to === owner.email);
    expect(notice.subject).toBe('Someone tried to sign up to StudyHub with your address');
    expect(smtp.linkIn(notice, '/signin')).toBe(`${server.url}/signin`);
    const reset = tokenOf(smtp.linkIn(notice, '/reset-password#token='));
    expect((await new TestClient(server.url).post('/api/auth/password-reset/check', { token: reset })).body).toEqual({
      valid: true,
    });
    // The owner's session and password are untouched.
    expect((await owner.client.get('/api/auth/session')).status).toBe(200);

    // Repeated attempts get the same answer, but the owner hears about at most 3 an hour.
    for (let i = 0; i < 4; i += 1)
      expect((await signUp(owner.email, 'strangers long passphrase', 'Stranger')).body).toEqual(newcomer.body);
    await server.services.mail.settled();
    expect(smtp.received.filter((m) => m.to === owner.email)).toHaveLength(3);
  });

  it('refuses a confirmation link after 24 hours with a clear answer', async () => {
    const email = address('late');
    await signUp(email);
    const token = tokenOf(smtp.linkIn(await smtp.waitForMail((m) => m.to === email), '/verify-email#token='));
    server.advanceClock(24 * 60 * 60_000 + 1_000);
    try {
      const answer = await new TestClient(server.url).post('/api/auth/verify-email', { token });
      expect(answer).toMatchObject({
        status: 400,
        body: { code: 'token_expired', message: ACCOUNT_MESSAGES.tokenExpired },
      });
    } finally {
      server.advanceClock(-(24 * 60 * 60_000 + 1_000));
    }
    expect((await server.services.users.findByEmail(email))?.email_verified_at).toBeNull();
  });

  it('resends a link from the account page, at most 3 an hour, and not once the address is verified', async () => {
    const account = await signedInAccount(server, { email: address('resend') });
    expect((await account.client.get('/api/account')).body).toMatchObject({
      emailVerified: false,
      mailAvailable: true,
    });
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push((await account.client.post('/api/account/verification')).status);
    expect(answers).toEqual([202, 202, 202, 429]);
    await server.services.mail.settled();
    const links = smtp.received
      .filter((m) => m.to === account.email)
      .map((m) => smtp.linkIn(m, '/verify-email#token='));
    expect(links).toHaveLength(3);
    expect(
      (await new TestClient(server.url).post('/api/auth/verify-email', { token: tokenOf(links[0]!) })).status,
    ).toBe(200);
    // Confirming voids the other links.
    expect(
      (await new TestClient(server.url).post('/api/auth/verify-email', { token: tokenOf(links[1]!) })).status,
    ).toBe(400);
    expect((await account.client.get('/api/account')).body).toMatchObject({ emailVerified: true });
    const again = await account.client.post('/api/account/verification');
    expect(again).toMatchObject({ status: 409, body: { code: 'already_verified' } });
  });

  it('a browser signed in to one account that signs up as another ends the first session', async () => {
    const first = await signedInAccount(server, { email: address('first') });
    const answer = await first.client.post('/api/auth/signup', {
      name: 'Second',
      email: address('second'),
      password: 'second long passphrase',
    });
    expect(answer.status).toBe(202);
    expect(first.client.cookieValue('portal_session')).toBeUndefined();
    expect((await new TestClient(server.url).signIn(first.email, first.password)).status).toBe(200);
  });
});

describe('e-mail in production without SMTP', () => {
  it('stores nothing to send, says e-mail is off, and sign-up still works with an honest answer', async () => {
    const server = await startTestServer('sqlite', { NODE_ENV: 'production' });
    try {
      const client = new TestClient(server.url);
      expect((await client.get('/api/auth/email-delivery')).body).toEqual({ available: false });
      const signUp = await client.post('/api/auth/signup', {
        name: 'Offline',
        email: 'offline@example.com',
        password: 'offline long passphrase',
      });
      expect(signUp).toMatchObject({ status: 202, body: { message: SIGNUP_MESSAGES.checkEmailNoMail } });
      const reset = await client.post('/api/auth/password-reset/request', { email: 'offline@example.com' });
      expect(reset).toMatchObject({
        status: 503,
        body: { code: 'mail_unavailable', message: ACCOUNT_MESSAGES.mailUnavailable },
      });
      expect(await server.services.outbox.count()).toBe(0);
    } finally {
      await server.close();
    }
  });
});
