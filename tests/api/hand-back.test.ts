import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAccount, type SignedInAccount } from '#harness/accounts.js';
import { testEngines } from '#harness/databases.js';
import { newBrowserSubscription } from '#tests/support/fake-push-service.js';
import { TestClient } from '#harness/http.js';
import { oidcEnv, startMockOidc, walkGoogleFlow } from '#tests/support/oidc.js';
import { startServerWithMail, type LocalSmtpServer } from '#tests/support/smtp.js';
import type { TestServer } from '#harness/test-server.js';

const engines = await testEngines();

/**
 * Finding 4 of issue 31: whoever held the account sets hooks that reach their own browser (a push
 * subscription, a reminder schedule, topics, a language). Each way of taking the account back
 * removes them, and the owner's e-mail says what went (decision 0035).
 */
describe.each(engines)('taking an account back on %s', (engine) => {
  let oidc: Awaited<ReturnType<typeof startMockOidc>>;
  let smtp: LocalSmtpServer;
  let server: TestServer;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    oidc = await startMockOidc();
    ({ smtp, server, stop } = await startServerWithMail(engine, {
      ...oidcEnv(oidc.issuer),
      SIGNIN_MAX_FAILURES: '100',
    }));
  });
  afterAll(async () => {
    await stop?.();
    await oidc?.stop();
  });

  let pushId = 0;
  /** The intruder's browser: a push subscription, a Sunday reminder, one topic, Hindi. */
  async function plantHooks(intruder: TestClient) {
    pushId += 1;
    const subscription = newBrowserSubscription(`https://push.example.test/wpush/v2/intruder-${engine}-${pushId}`);
    expect((await intruder.post('/api/push/subscriptions', subscription.json)).status).toBeLessThan(300);
    expect((await intruder.put('/api/reminders', { days: [7], time: '06:30', timeZone: 'UTC' })).status).toBe(200);
    expect((await intruder.put('/api/notifications/topics', { topics: ['internship:AIML'] })).status).toBe(200);
    expect((await intruder.put('/api/account/language', { language: 'hi' })).status).toBeLessThan(300);
    const planted = (await intruder.get('/api/account/export')).body as { sections: Record<string, unknown> };
    expect(planted.sections).toMatchObject({
      pushSubscriptions: [{ pushServiceHost: 'push.example.test' }],
      studyReminder: { days: [7], time: '06:30', timeZone: 'UTC' },
      notificationTopics: { topics: ['internship:AIML'] },
    });
  }

  async function expectNothingOfTheIntruder(owner: TestClient, userId: string) {
    const data = (await owner.get('/api/account/export')).body as { sections: Record<string, unknown> };
    expect(data.sections).toMatchObject({ pushSubscriptions: [], studyReminder: null, notificationTopics: null });
    expect((await owner.get('/api/reminders')).body).toEqual({ reminder: null, browsersWithNotifications: 0 });
    const rows = await server.db
      .selectFrom('push_subscriptions')
      .select('endpoint')
      .where('user_id', '=', userId)
      .execute();
    expect(rows).toEqual([]);
  }

  const mailTo = (email: string, subject: RegExp) =>
    smtp.waitForMail((mail) => mail.to === email && subject.test(mail.subject));

  function expectRemovalListed(text: string) {
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('we removed: 1 push subscription (a browser that received your notifications)');
    expect(flat).toContain('your study reminder schedule; your choice of notification topics.');
  }

  it("'Sign out the other device' removes the other device's push subscription, reminder and topics", async () => {
    // The intruder knows the password and is signed in; the owner comes back with it.
    const intruder: SignedInAccount = await signedInAccount(server, { name: 'Owner Name' });
    await plantHooks(intruder.client);
    const owner = new TestClient(server.url);
    expect((await owner.signIn(intruder.email, intruder.password)).status).toBe(409);
    expect((await owner.post('/api/auth/takeover', {})).status).toBe(200);

    expect((await intruder.client.get('/api/auth/session')).status).toBe(401);
    await expectNothingOfTheIntruder(owner, intruder.userId);
    const mail = await mailTo(intruder.email, /दूसरे डिवाइस पर साइन आउट/);
    // The owner's account language is what the intruder chose: the mail says so in it and names it.
    expect(mail.text).toContain('1 पुश सब्सक्रिप्शन');
    expect(mail.text).toContain('हिन्दी');
  });

  it('a password reset removes them, and the e-mail says what was removed', async () => {
    const intruder = await signedInAccount(server, { name: 'Reset Owner' });
    await plantHooks(intruder.client);
    await server.db.updateTable('users').set({ language: 'en' }).where('id', '=', intruder.userId).execute();
    expect(
      (await new TestClient(server.url).post('/api/auth/password-reset/request', { email: intruder.email })).status,
    ).toBe(202);
    const link = smtp.linkIn(await mailTo(intruder.email, /Reset your StudyHub password/), '/reset-password#token=');
    const token = new URL(link).hash.replace(/^#token=/, '');
    const done = await new TestClient(server.url).post('/api/auth/password-reset', {
      token,
      password: 'the owner has a new passphrase',
    });
    expect(done.status).toBe(200);

    expect((await intruder.client.get('/api/auth/session')).status).toBe(401);
    const owner = new TestClient(server.url);
    expect((await owner.signIn(intruder.email, 'the owner has a new passphrase')).status).toBe(200);
    await expectNothingOfTheIntruder(owner, intruder.userId);
    const mail = await mailTo(intruder.email, /password was changed/);
    expectRemovalListed(mail.text);
    expect(mail.text).toContain('Your display name is "Reset Owner" and your language is English.');
  });

  it("the Google hand-over removes the squatter's hooks and takes the owner's name, not the squatter's", async () => {
    const address = `victim-${engine}@gmail.example`;
    const squatter = new TestClient(server.url);
    const signUp = await squatter.post('/api/auth/signup', {
      name: 'Squatter',
      email: address,
      password: 'squatters own passphrase',
    });
    expect(signUp.status).toBe(202);
    expect((await squatter.signIn(address, 'squatters own passphrase')).status).toBe(200);
    await plantHooks(squatter);
    await server.db.updateTable('users').set({ language: 'en' }).where('email', '=', address).execute();

    oidc.setIdentity({ sub: `owner-${engine}`, email: address, email_verified: true, name: 'Real Owner' });
    const owner = new TestClient(server.url);
    expect((await walkGoogleFlow(owner)).result).toMatchObject({ status: 'success' });
    const user = await server.services.users.findByEmail(address);
    await expectNothingOfTheIntruder(owner, user!.id);
    expect(user).toMatchObject({ display_name: 'Real Owner', language: null });
    const mail = await mailTo(address, /now signs in with Google/);
    expect(mail.text.startsWith('Hi Real Owner,')).toBe(true);
    expectRemovalListed(mail.text);
  });
});
