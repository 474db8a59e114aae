import { describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.js';
import { accountLinks } from '#server/mail/account-links.js';
import { mailLanguage } from '#server/mail/mail-language.js';
import {
  greetingName,
  passwordResetMail,
  sessionEndedMail,
  handBackMail,
  signupAttemptMail,
  verificationMail,
} from '#server/mail/mail-messages.js';
import { nextAttemptAt, RETRY_DELAYS_MS } from '#server/mail/mail-service.js';

describe('e-mail rules', () => {
  it('retries after 1 min, 5 min, 30 min, 2 h, then every 2 h, and gives up after the last attempt', () => {
    expect([1, 2, 3, 4, 5, 6].map((attempts) => nextAttemptAt(0, attempts, 10))).toEqual([
      ...RETRY_DELAYS_MS,
      RETRY_DELAYS_MS[3],
      RETRY_DELAYS_MS[3],
    ]);
    expect(nextAttemptAt(0, 5, 5)).toBeNull();
    expect(nextAttemptAt(0, 1, 1)).toBeNull();
  });

  it('says the same in text and HTML, and escapes the name in HTML', () => {
    const mail = passwordResetMail('<Ada & "Bob">', 'https://learn.example.org/reset-password#token=abc');
    expect(mail.subject).toBe('Reset your StudyHub password');
    expect(mail.text).toContain('Hi <Ada & "Bob">,');
    expect(mail.html).toContain('Hi &lt;Ada &amp; &quot;Bob&quot;&gt;,');
    expect(mail.html).not.toContain('<Ada');
    for (const part of [
      'Choose a new password',
      'https://learn.example.org/reset-password#token=abc',
      'within 30 minutes',
    ])
      for (const body of [mail.text, mail.html]) expect(body).toContain(part);
  });

  it('greets by name only an account whose address is proved; a confirmation greets nobody by name', () => {
    expect(greetingName({ display_name: 'Ada', email_verified_at: 1 })).toBe('Ada');
    expect(greetingName({ display_name: 'Ada', email_verified_at: null })).toBeNull();
    expect(passwordResetMail(null, 'https://x/r').text.startsWith('Hello,\n')).toBe(true);
    expect(passwordResetMail(null, 'https://x/r', 'hi').text.startsWith('नमस्ते,\n')).toBe(true);
    expect(verificationMail('https://x/v').text.startsWith('Hello,\n')).toBe(true);
    expect(verificationMail('https://x/v').html).toContain('<p>Hello,</p>');
  });

  it('offers a reset link to the owner of a taken address only when there is one', () => {
    expect(signupAttemptMail('Ada', { signIn: 'https://x/signin', reset: 'https://x/r' }).text).toContain(
      'https://x/r',
    );
    expect(signupAttemptMail('Ada', { signIn: 'https://x/signin', reset: null }).text).not.toContain('Reset');
    expect(verificationMail('https://x/v').text).toContain('do not confirm it');
  });

  it('writes every message in Hindi for a Hindi reader, with the same links and no English left', () => {
    const when = new Date('2026-11-23T10:05:00Z');
    const handBack = { removed: { pushSubscriptions: 2, reminder: true, topics: true }, accountLanguage: 'hi' };
    const nothing = { removed: { pushSubscriptions: 0, reminder: false, topics: false }, accountLanguage: null };
    const messages = [
      [verificationMail('https://x/v', 'hi'), verificationMail('https://x/v')],
      [
        signupAttemptMail('Asha', { signIn: 'https://x/signin', reset: 'https://x/r' }, 'hi'),
        signupAttemptMail('Asha', { signIn: 'https://x/signin', reset: 'https://x/r' }),
      ],
      [passwordResetMail('Asha', 'https://x/r', 'hi'), passwordResetMail('Asha', 'https://x/r')],
      [sessionEndedMail('Asha', when, 'https://x/r', 'hi'), sessionEndedMail('Asha', when, 'https://x/r')],
      [sessionEndedMail('Asha', when, null, 'hi'), sessionEndedMail('Asha', when, null)],
      [sessionEndedMail('Asha', when, null, 'hi', handBack), sessionEndedMail('Asha', when, null, 'en', handBack)],
      [
        handBackMail('passwordChanged', 'Asha', when, handBack, 'hi'),
        handBackMail('passwordChanged', 'Asha', when, handBack),
      ],
      [
        handBackMail('googleHandOver', 'Asha', when, nothing, 'hi'),
        handBackMail('googleHandOver', 'Asha', when, nothing),
      ],
    ] as const;
    for (const [hindi, english] of messages) {
      expect(hindi.text.split('\n')[0]).toMatch(/^नमस्ते( Asha)?,$/);
      expect(hindi.html).toContain('<html lang="hi">');
      const linksOf = (text: string) => text.match(/https:\/\/\S+/g);
      expect(linksOf(hindi.text)).toEqual(linksOf(english.text));
      // Every paragraph changed language: only names, links, StudyHub and the time stay Latin.
      const latinWords = hindi.text.replace(/https:\/\/\S+|StudyHub|Asha|UTC|-/g, '').match(/[A-Za-z]{3,}/g);
      expect(latinWords).toBeNull();
      expect(hindi.subject).not.toBe(english.subject);
    }
  });

  it('a hand-back mail names each thing removed, or says nothing was, and the name and language kept', () => {
    const when = new Date('2026-11-23T10:05:00Z');
    const all = handBackMail('passwordChanged', 'Ada', when, {
      removed: { pushSubscriptions: 2, reminder: true, topics: true },
      accountLanguage: 'hi',
    });
    expect(all.text).toContain(
      'we removed: 2 push subscriptions (browsers that received your notifications); your study reminder schedule; your choice of notification topics.',
    );
    expect(all.text).toContain('Your display name is "Ada" and your language is हिन्दी.');
    expect(all.html).toContain('2 push subscriptions');
    const none = sessionEndedMail('Ada', when, null, 'en', {
      removed: { pushSubscriptions: 0, reminder: false, topics: false },
      accountLanguage: null,
    });
    expect(none.text).toContain('nothing had to be removed');
    expect(none.text).not.toContain('we removed');
    expect(none.text).toContain("your language is your browser's.");
  });

  it("picks the account's language, else the request's", () => {
    expect(mailLanguage('hi', 'en')).toBe('hi');
    expect(mailLanguage('en', 'hi')).toBe('en');
    expect(mailLanguage(null, 'hi')).toBe('hi');
    expect(mailLanguage('fr', 'en')).toBe('en');
  });

  it('puts tokens in the fragment of links on the public origin', () => {
    const links = accountLinks('https://learn.example.org');
    expect(links.resetPassword('tok')).toBe('https://learn.example.org/reset-password#token=tok');
    expect(links.verifyEmail('tok')).toBe('https://learn.example.org/verify-email#token=tok');
  });

  it('chooses delivery from the configuration and refuses half or unsafe settings', () => {
    const smtp = { SMTP_URL: 'smtp://u:p@mail.example.org:587', MAIL_FROM: 'StudyHub <no-reply@example.org>' };
    expect(loadConfig({ NODE_ENV: 'development' }).mail).toMatchObject({ delivery: 'outbox', printToTerminal: true });
    expect(loadConfig({ NODE_ENV: 'test' }).mail).toMatchObject({ delivery: 'outbox', printToTerminal: false });
    expect(loadConfig({ NODE_ENV: 'production' }).mail).toMatchObject({ delivery: 'off', printToTerminal: false });
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://learn.example.org', ...smtp }).mail).toMatchObject(
      {
        delivery: 'smtp',
        from: smtp.MAIL_FROM,
      },
    );
    expect(() => loadConfig({ SMTP_URL: smtp.SMTP_URL })).toThrow(/MAIL_FROM/);
    expect(() => loadConfig({ MAIL_FROM: smtp.MAIL_FROM })).toThrow(/SMTP_URL/);
    // Links in e-mails name PUBLIC_URL only: required with SMTP in every NODE_ENV.
    for (const NODE_ENV of ['production', 'development', 'test'])
      expect(() => loadConfig({ NODE_ENV, ...smtp })).toThrow(/PUBLIC_URL: set the public origin/);
    expect(loadConfig({ NODE_ENV: 'development', PUBLIC_URL: 'http://studyhub.test/', ...smtp }).mail.linkOrigin).toBe(
      'http://studyhub.test',
    );
    // Without SMTP the outbox on this machine: links on localhost and the configured port.
    expect(loadConfig({ NODE_ENV: 'development', PORT: '4321' }).mail.linkOrigin).toBe('http://localhost:4321');
    expect(() =>
      loadConfig({ ...smtp, PUBLIC_URL: 'http://studyhub.test', SMTP_URL: 'http://mail.example.org' }),
    ).toThrow(/smtp:\/\//);
  });
});
