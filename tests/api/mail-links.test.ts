import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAccount } from '#harness/accounts.js';
import { freshDatabase, testEngines } from '#harness/databases.js';
import { runScript } from '#tests/support/run-script.js';
import { smtpEnv, startServerWithMail, type LocalSmtpServer } from '#tests/support/smtp.js';
import { startTestServer, type TestServer } from '#harness/test-server.js';

const engines = await testEngines();
const EVIL = 'evil.example';

/** A JSON POST with a Host header of our choosing (fetch does not let a caller set Host). */
function postWithHost(url: string, path: string, host: string, body: unknown): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      new URL(path, url),
      { method: 'POST', headers: { host, 'content-type': 'application/json' } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

describe.each(engines)('links in e-mails name PUBLIC_URL, never the Host header, on %s', (engine) => {
  let smtp: LocalSmtpServer;
  let server: TestServer;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    // A busy machine must not turn a slow first delivery into a retry a minute later.
    ({ smtp, server, stop } = await startServerWithMail(engine, { MAIL_SEND_TIMEOUT: '15s' }));
  });
  afterAll(() => stop?.());

  const mailTo = (email: string) => smtp.waitForMail((m) => m.to === email, 20_000);
  const expectOwnOrigin = (links: string[]) => {
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(link).not.toContain(EVIL);
      expect(link.startsWith(`${server.config.publicUrl}/`), link).toBe(true);
    }
  };

  it('mails the verification link of a sign-up sent with a forged Host on PUBLIC_URL', async () => {
    const email = `hosted-${Date.now()}@example.com`;
    const status = await postWithHost(server.url, '/api/auth/signup', EVIL, {
      name: 'Hosted',
      email,
      password: 'a long enough passphrase',
    });
    expect(status).toBe(202);
    const mail = await mailTo(email);
    expect(smtp.linkIn(mail, '/verify-email#token=')).toMatch(/#token=/);
    expectOwnOrigin(mail.links);
    expect(mail.html).not.toContain(EVIL);
  });

  it("mails the owner's sign-in and reset links of a sign-up with their address on PUBLIC_URL", async () => {
    const owner = await signedInAccount(server, { name: 'Owner' });
    const status = await postWithHost(server.url, '/api/auth/signup', EVIL, {
      name: 'Someone',
      email: owner.email,
      password: 'a long enough passphrase',
    });
    expect(status).toBe(202);
    const notice = await mailTo(owner.email);
    expect(smtp.linkIn(notice, '/reset-password#token=')).toMatch(/#token=/);
    expectOwnOrigin(notice.links);
  });

  it('mails the reset link of a reset asked for with a forged Host on PUBLIC_URL', async () => {
    const account = await signedInAccount(server, { name: 'Resetter' });
    expect(await postWithHost(server.url, '/api/auth/password-reset/request', EVIL, { email: account.email })).toBe(
      202,
    );
    const mail = await mailTo(account.email);
    expect(smtp.linkIn(mail, '/reset-password#token=')).toMatch(/#token=/);
    expectOwnOrigin(mail.links);
  });

  it('names http://localhost:PORT in the outbox without SMTP and PUBLIC_URL, whatever the Host header says', async () => {
    const outboxOnly = await startTestServer(engine);
    try {
      const email = `outbox-${Date.now()}@example.com`;
      const body = { name: 'Outbox', email, password: 'a long enough passphrase' };
      expect(await postWithHost(outboxOnly.url, '/api/auth/signup', EVIL, body)).toBe(202);
      const [stored] = (await outboxOnly.services.outbox.listRecent(10)).filter((row) => row.to_address === email);
      expect(stored?.status).toBe('logged');
      expect(stored?.text_body).not.toContain(EVIL);
      expect(stored?.text_body).toContain(`http://localhost:${outboxOnly.config.port}/verify-email#token=`);
    } finally {
      await outboxOnly.close();
    }
  }, 90_000); // a second server over a fresh database

  it('refuses to start with SMTP_URL but no PUBLIC_URL, in any NODE_ENV, and says why', async () => {
    for (const NODE_ENV of ['test', 'development', 'production'])
      await expect(startTestServer(engine, { ...smtpEnv(smtp), NODE_ENV })).rejects.toThrow(
        /PUBLIC_URL: set the public origin/,
      );
    // The real entry point: it exits with the reason instead of listening.
    const database = await freshDatabase(engine);
    try {
      const started = await runScript('src/server/main.ts', {
        ...smtpEnv(smtp),
        NODE_ENV: 'development',
        DATABASE_URL: database.url,
        PORT: '0',
      });
      expect(started.code).toBe(1);
      expect(started.stderr).toMatch(/PUBLIC_URL: set the public origin .* with SMTP_URL/);
    } finally {
      await database.drop();
    }
  }, 90_000); // tsx compiles the server before it can refuse
});
