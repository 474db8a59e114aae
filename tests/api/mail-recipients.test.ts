import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECIPIENT_MAIL_LIMITS } from '#server/throttle/recipient-mail-budget.js';
import { testEngines } from '#harness/databases.js';
import { TestClient } from '#harness/http.js';
import { startServerWithMail, type LocalSmtpServer } from '#tests/support/smtp.js';
import type { TestServer } from '#harness/test-server.js';

const engines = await testEngines();
const HOUR = 60 * 60_000;

describe.each(engines)('what strangers can make the server mail to one address on %s', (engine) => {
  let smtp: LocalSmtpServer;
  let server: TestServer;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    // Sign-ups count against the client's sign-up budget like failed sign-ins: room for this file's.
    // Counting what arrived needs every delivery to succeed the first time, even on a busy machine.
    ({ smtp, server, stop } = await startServerWithMail(engine, {
      SIGNIN_MAX_FAILURES: '100',
      MAIL_SEND_TIMEOUT: '15s',
    }));
  });
  afterAll(() => stop?.());

  let counter = 0;
  const address = (label: string) => `${label}-${engine}-${(counter += 1)}-${Date.now()}@example.com`;
  const anonymous = () => new TestClient(server.url);
  const signUp = (email: string, name = 'Someone') =>
    anonymous().post('/api/auth/signup', { name, email, password: 'a long enough passphrase' });
  const requestReset = (email: string) => anonymous().post('/api/auth/password-reset/request', { email });
  const mailsTo = async (email: string) => {
    await server.services.mail.settled();
    return smtp.received.filter((mail) => mail.to === email);
  };
  /** Messages the server stored to send to the address (sent or still to be tried). */
  const messagesFor = async (email: string) => {
    await server.services.mail.settled();
    const rows = await server.db.selectFrom('mail_outbox').select('kind').where('to_address', '=', email).execute();
    return rows.map((row) => row.kind);
  };

  it('carries no text the requester typed to an address that did not ask: no sign-up name in any message', async () => {
    const victim = address('named');
    const typed = 'Claim your prize at prize-desk dot example';
    expect((await signUp(victim, typed)).status).toBe(202);
    expect((await requestReset(victim)).status).toBe(202);
    const mails = await mailsTo(victim);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Confirm your e-mail address for StudyHub',
      'Reset your StudyHub password',
    ]);
    for (const mail of mails) {
      expect(mail.text.startsWith('Hello,\n')).toBe(true);
      for (const body of [mail.text, mail.html]) expect(body).not.toContain('prize');
    }
  });

  it('sends one address at most a few messages an hour and a small number a day, whatever the mix', async () => {
    const { day } = RECIPIENT_MAIL_LIMITS;
    const victim = address('flooded');
    const unknown = address('nobody');
    // Confirmation, sign-up notice, reset, reset, notice: one hour's requests from strangers.
    const mix = [
      () => signUp(victim),
      () => signUp(victim),
      () => requestReset(victim),
      () => requestReset(victim),
      () => signUp(victim),
    ];
    const answers = [];
    for (const send of mix) answers.push(await send());
    // Every answer is the one an address without an account or without a spent budget gets.
    expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202, 202, 202]);
    expect(answers[3]!.body).toEqual((await requestReset(unknown)).body);
    expect(answers[4]!.body).toEqual(answers[0]!.body);
    expect((await messagesFor(victim)).sort()).toEqual(['password-reset', 'signup-attempt', 'verify-email']);

    // Later hours: a new hour's allowance each time, until the day's is spent.
    for (let later = 1; later <= 3; later += 1) {
      server.advanceClock(HOUR + 1_000);
      for (const send of mix) expect((await send()).status).toBe(202);
    }
    expect(await messagesFor(victim)).toHaveLength(day.limit);
    // A new day: the address hears again.
    server.advanceClock(day.windowMs);
    expect((await requestReset(victim)).status).toBe(202);
    expect(await messagesFor(victim)).toHaveLength(day.limit + 1);
  });

  it('holds the budget under a burst of parallel requests', async () => {
    const victim = address('burst');
    expect((await signUp(victim)).status).toBe(202);
    const burst = await Promise.all(
      Array.from({ length: 8 }, (_, i) => (i % 2 ? requestReset(victim) : signUp(victim))),
    );
    expect(burst.every((answer) => [202, 429].includes(answer.status))).toBe(true);
    expect(await messagesFor(victim)).toHaveLength(RECIPIENT_MAIL_LIMITS.hour.limit);
    server.advanceClock(RECIPIENT_MAIL_LIMITS.day.windowMs + 1_000);
  });
});
