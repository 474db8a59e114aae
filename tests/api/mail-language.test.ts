import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAccount } from '#harness/accounts.js';
import { testEngines } from '#harness/databases.js';
import { TestClient } from '#harness/http.js';
import { startServerWithMail, type LocalSmtpServer } from '#tests/support/smtp.js';
import type { TestServer } from '#harness/test-server.js';

const engines = await testEngines();

describe.each(engines)('e-mails in the account language on %s', (engine) => {
  let smtp: LocalSmtpServer;
  let server: TestServer;
  let stop: () => Promise<void>;
  let n = 0;
  const address = (label: string) => `${label}-${(n += 1)}-${Date.now()}@example.com`;
  beforeAll(async () => {
    ({ smtp, server, stop } = await startServerWithMail(engine, { SIGNIN_MAX_FAILURES: '100' }));
  });
  afterAll(() => stop?.());

  const requestReset = (email: string, headers: Record<string, string> = {}) =>
    new TestClient(server.url).request('POST', '/api/auth/password-reset/request', { json: { email }, headers });

  it('sends a Hindi account its password reset in Hindi, text and HTML, whatever the requester reads', async () => {
    const account = await signedInAccount(server, { name: 'Asha', email: address('hindi') });
    await server.services.users.markEmailVerified(account.userId, Date.now()); // greeted by name once proved
    expect((await account.client.put('/api/account/language', { language: 'hi' })).status).toBe(200);
    expect((await requestReset(account.email, { 'accept-language': 'en-US,en;q=0.9' })).status).toBe(202);

    const mail = await smtp.waitForMail((m) => m.to === account.email);
    expect(mail.subject).toBe('अपना StudyHub पासवर्ड रीसेट करें');
    expect(mail.text).toContain('नमस्ते Asha,');
    expect(mail.text).toContain('नया पासवर्ड चुनें');
    expect(mail.html).toContain('<html lang="hi">');
    expect(mail.html).toContain('नया पासवर्ड चुनें');
    expect(mail.text).not.toContain('Choose a new password');
    expect(smtp.linkIn(mail, '/reset-password#token=')).toMatch(/^http/);
  });

  it('keeps an English account in English even when the request asks for Hindi', async () => {
    const account = await signedInAccount(server, { name: 'Ben', email: address('english') });
    await server.services.users.markEmailVerified(account.userId, Date.now());
    expect((await account.client.put('/api/account/language', { language: 'en' })).status).toBe(200);
    expect((await requestReset(account.email, { 'accept-language': 'hi-IN,hi;q=0.9' })).status).toBe(202);
    const mail = await smtp.waitForMail((m) => m.to === account.email);
    expect(mail.subject).toBe('Reset your StudyHub password');
    expect(mail.text).toContain('Hi Ben,');
  });

  it('writes a sign-up confirmation in the language the sign-up request carries, English without one', async () => {
    const hindiEmail = address('new-hi');
    const signUp = (email: string, headers: Record<string, string>) =>
      new TestClient(server.url).request('POST', '/api/auth/signup', {
        json: { name: 'Nayi', email, password: 'a fresh long passphrase' },
        headers,
      });
    expect((await signUp(hindiEmail, { 'accept-language': 'hi' })).status).toBe(202);
    const hindi = await smtp.waitForMail((m) => m.to === hindiEmail);
    expect(hindi.subject).toBe('StudyHub के लिए अपना ई-मेल पता पक्का करें');
    expect(hindi.html).toContain('मेरा पता पक्का करें');

    const plainEmail = address('new-en');
    expect((await signUp(plainEmail, {})).status).toBe(202);
    expect((await smtp.waitForMail((m) => m.to === plainEmail)).subject).toBe(
      'Confirm your e-mail address for StudyHub',
    );
  });

  it('tells a Hindi account in Hindi that someone tried to sign up with its address', async () => {
    const owner = await signedInAccount(server, { name: 'Owner', email: address('owner-hi') });
    expect((await owner.client.put('/api/account/language', { language: 'hi' })).status).toBe(200);
    await new TestClient(server.url).post('/api/auth/signup', {
      name: 'Stranger',
      email: owner.email,
      password: 'strangers long passphrase',
    });
    const notice = await smtp.waitForMail((m) => m.to === owner.email);
    expect(notice.subject).toBe('किसी ने आपके पते से StudyHub पर साइन अप करने की कोशिश की');
    expect(notice.text).toContain('मेरा पासवर्ड रीसेट करें');
  });
});
