import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAccount } from '#harness/accounts.js';
import { testEngines } from '#harness/databases.js';
import { TestClient } from '#harness/http.js';
import { runScript } from '#tests/support/run-script.js';
import { startTestServer, type TestServer } from '#harness/test-server.js';

/** Each script starts its own tsx (several seconds on a busy 2-core machine); this test runs several. */
const SCRIPTS_TIMEOUT_MS = 90_000;

const engines = await testEngines();

/** npm run mail:outbox and npm run session:end, over the server's own database (DATABASE_URL). */
describe.each(engines)('maintainer commands for accounts on %s', (engine) => {
  let server: TestServer;
  let env: Record<string, string>;
  beforeAll(async () => {
    // No SMTP_URL outside production: messages stay in the outbox with their links.
    server = await startTestServer(engine);
    env = { DATABASE_URL: server.database.url, NODE_ENV: 'test' };
  });
  afterAll(async () => {
    await server?.close();
  });

  it(
    'mail:outbox lists stored messages newest first, with the links of unsent ones',
    async () => {
      expect((await runScript('scripts/mail-outbox.ts', env)).stdout).toContain('The outbox is empty.');
      const account = await signedInAccount(server);
      await new TestClient(server.url).post('/api/auth/password-reset/request', { email: account.email });
      await server.services.mail.settled();

      const { stdout, code } = await runScript('scripts/mail-outbox.ts', env);
      expect(code).toBe(0);
      expect(stdout).toContain(`password-reset  to ${account.email}`);
      expect(stdout).toContain('status:  logged, not sent: no SMTP_URL');
      // Links name the configured origin (PUBLIC_URL, else http://localhost:PORT), never the request's host.
      const origin = server.config.mail.linkOrigin.replace(/[.]/g, '\\.');
      expect(stdout).toMatch(new RegExp(`link: ${origin}/reset-password#token=[\\w-]{43}`));
      expect(stdout).toContain('1 of 1 message shown, newest first.');
      const json = await runScript('scripts/mail-outbox.ts', env, ['--json', '--limit', '1']);
      expect(JSON.parse(json.stdout)).toMatchObject([
        { kind: 'password-reset', to_address: account.email, status: 'logged' },
      ]);
    },
    SCRIPTS_TIMEOUT_MS,
  );

  it(
    'session:end ends a stuck session so the owner can sign in elsewhere',
    async () => {
      const stuck = await signedInAccount(server);
      expect((await new TestClient(server.url).signIn(stuck.email, stuck.password)).status).toBe(409);
      const { stdout, code } = await runScript('scripts/session-end.ts', env, ['--email', stuck.email.toUpperCase()]);
      expect(code).toBe(0);
      expect(stdout).toContain(`Ended the session of ${stuck.email}.`);
      expect((await stuck.client.get('/api/auth/session')).status).toBe(401);
      expect((await new TestClient(server.url).signIn(stuck.email, stuck.password)).status).toBe(200);

      const unknown = await runScript('scripts/session-end.ts', env, ['--email', 'nobody@example.com']);
      expect(unknown.code).toBe(1);
      expect((await runScript('scripts/session-end.ts', env, [])).code).toBe(2);
    },
    SCRIPTS_TIMEOUT_MS,
  );
});
