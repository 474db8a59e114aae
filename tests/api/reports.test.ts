import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.js';
import { openMigratedDatabase } from '#server/db/connection.js';
import { createServices } from '#server/services.js';
import { REPORT_MESSAGES } from '#shared/api/reports.js';
import { DEFAULT_REPORT_RATE_LIMIT } from '#server/reports/report-service.js';
import { freshDatabase, testEngines } from '#harness/databases.js';
import { runScript } from '#tests/support/run-script.js';
import { signedInAccount } from '#harness/accounts.js';
import { TestClient } from '#harness/http.js';
import { startTestServer, type TestServer } from '#harness/test-server.js';

/** Each script starts its own tsx (several seconds on a busy 2-core machine); this test runs several. */
const SCRIPTS_TIMEOUT_MS = 90_000;

const engines = await testEngines();
const PASSWORD = 'reporting is useful';
const VALID = { pageOrLink: '/front-end', description: 'The second video link in section 3 is a 404.' };

describe.each(engines)('POST /api/reports on %s', (engine) => {
  let server: TestServer;
  /** A fresh signed-in account per test, so rate-limit counters never carry over. */
  const signedInClient = () => signedInAccount(server, { name: 'Reporter' });
  const rowsOf = (userId: string) =>
    server.db.selectFrom('reported_issues').selectAll().where('user_id', '=', userId).execute();

  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers 401 signed-out and stores nothing', async () => {
    const response = await new TestClient(server.url).post('/api/reports', VALID);
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ code: 'unauthenticated' });
    const forged = new TestClient(server.url);
    forged.cookie = 'portal_session=' + 'A'.repeat(43);
    expect((await forged.post('/api/reports', VALID)).status).toBe(401);
    expect(await server.services.reports.count()).toBe(0);
  });

  it('stores a valid report with the reporter, trimmed text and the optional e-mail', async () => {
    const { client, userId } = await signedInClient();
    const before = Date.now();
    const response = await client.post('/api/reports', {
      pageOrLink: '  https://example.org/page  ',
      description: VALID.description,
      email: ' me@example.com ',
    });
    expect(response.status).toBe(201);
    const body = response.body as { id: string; createdAt: number };
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    const [row] = await rowsOf(userId);
    expect(row).toMatchObject({
      id: body.id,
      user_id: userId,
      page_or_link: 'https://example.org/page',
      description: VALID.description,
      email: 'me@example.com',
    });
    expect(row!.created_at).toBe(body.createdAt);
    expect(row!.created_at).toBeGreaterThanOrEqual(before);
    expect(typeof row!.created_at).toBe('number');
  });

  it('stores no e-mail when the field is empty or absent', async () => {
    const { client, userId } = await signedInClient();
    expect((await client.post('/api/reports', { ...VALID, email: '' })).status).toBe(201);
    expect((await client.post('/api/reports', VALID)).status).toBe(201);
    expect((await rowsOf(userId)).map((row) => row.email)).toEqual([null, null]);
  });

  it.each([
    ['an empty body', {}, REPORT_MESSAGES.pageOrLinkMissing],
    ['empty fields', { pageOrLink: '', description: '' }, REPORT_MESSAGES.pageOrLinkMissing],
    ['a blank page or link', { pageOrLink: '   ', description: VALID.description }, REPORT_MESSAGES.pageOrLinkMissing],
    ['a missing description', { pageOrLink: '/books' }, REPORT_MESSAGES.descriptionMissing],
    ['a too short description', { pageOrLink: '/books', description: 'broken' }, REPORT_MESSAGES.descriptionTooShort],
    [
      'a too long description',
      { pageOrLink: '/books', description: 'x'.repeat(2001) },
      REPORT_MESSAGES.descriptionTooLong,
    ],
    [
      'a too long page or link',
      { pageOrLink: 'x'.repeat(501), description: VALID.description },
      REPORT_MESSAGES.pageOrLinkTooLong,
    ],
    ['an invalid e-mail', { ...VALID, email: 'not-an-address' }, REPORT_MESSAGES.emailInvalid],
    ['a NUL character', { ...VALID, description: 'broken link\u0000 here' }, REPORT_MESSAGES.descriptionHidden],
    ['a C1 control (CSI)', { ...VALID, description: 'broken link\u009b31m here' }, REPORT_MESSAGES.descriptionHidden],
    ['a bidi override', { ...VALID, description: 'broken link \u202edaed si' }, REPORT_MESSAGES.descriptionHidden],
    ['a bidi isolate in the page', { ...VALID, pageOrLink: '/books\u2066x\u2069' }, REPORT_MESSAGES.pageOrLinkHidden],
    ['a line separator in the page', { ...VALID, pageOrLink: '/books\u2028/x' }, REPORT_MESSAGES.pageOrLinkHidden],
    ['a tab in the page', { ...VALID, pageOrLink: '/books\t/x' }, REPORT_MESSAGES.pageOrLinkHidden],
    ['a number instead of text', { pageOrLink: 42, description: VALID.description }, REPORT_MESSAGES.pageOrLinkMissing],
    ['an unknown field', { ...VALID, userId: 'someone-else' }, 'Unexpected field: userId.'],
  ])('refuses %s with 400 and a clear message', async (_name, body, message) => {
    const { client, userId } = await signedInClient();
    const response = await client.post('/api/reports', body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ code: 'invalid_body', message });
    expect(await rowsOf(userId)).toHaveLength(0);
  });

  it('accepts the limits exactly: 500 characters of page or link, 10 and 2000 of description', async () => {
    const { client, userId } = await signedInClient();
    expect(
      (await client.post('/api/reports', { pageOrLink: 'p'.repeat(500), description: 'd'.repeat(10) })).status,
    ).toBe(201);
    expect((await client.post('/api/reports', { pageOrLink: '/x', description: 'd'.repeat(2000) })).status).toBe(201);
    expect(await rowsOf(userId)).toHaveLength(2);
  });

  it(`allows ${DEFAULT_REPORT_RATE_LIMIT.maxReports} reports an hour per account, then 429 with a message`, async () => {
    const { client, email, userId, password } = await signedInClient();
    for (let i = 0; i < DEFAULT_REPORT_RATE_LIMIT.maxReports; i += 1) {
      expect((await client.post('/api/reports', { ...VALID, pageOrLink: `/page-${i}` })).status).toBe(201);
    }
    const refused = await client.post('/api/reports', VALID);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ code: 'too_many_reports', message: REPORT_MESSAGES.tooManyReports });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await rowsOf(userId)).toHaveLength(DEFAULT_REPORT_RATE_LIMIT.maxReports);

    // Signing out and in again does not reset the count; another account is not affected.
    await client.post('/api/auth/signout');
    expect((await client.signIn(email, password)).status).toBe(200);
    expect((await client.post('/api/reports', VALID)).status).toBe(429);
    const other = await signedInClient();
    expect((await other.client.post('/api/reports', VALID)).status).toBe(201);

    // Once the window has passed (the idle session has expired by then too), reports are accepted again.
    server.advanceClock(DEFAULT_REPORT_RATE_LIMIT.windowMs + 1_000);
    expect((await client.signIn(email, password)).status).toBe(200);
    expect((await client.post('/api/reports', VALID)).status).toBe(201);
  });
});

describe.each(engines)('npm run issues:list on %s', (engine) => {
  it(
    'prints the stored reports newest first, with reporter and reply address',
    async () => {
      const database = await freshDatabase(engine);
      const config = loadConfig({ DATABASE_URL: database.url, DEMO_ACCOUNT: 'off' });
      const handle = await openMigratedDatabase(config.database);
      try {
        const services = createServices(config, handle.db);
        const empty = await runScript('scripts/issues-list.ts', { DATABASE_URL: database.url });
        expect(empty.stdout).toContain('No reported issues.');

        const user = await services.auth.createPasswordUser('maintained@example.com', 'Reporter', PASSWORD);
        await services.reports.submit(user.id, {
          pageOrLink: '/books',
          description: 'First line\nsecond line',
          email: 'reply@example.com',
        });
        await new Promise((resolve) => setTimeout(resolve, 5));
        await services.reports.submit(user.id, { pageOrLink: '/front-end', description: 'The roadmap link is dead.' });

        const { stdout, code } = await runScript('scripts/issues-list.ts', { DATABASE_URL: database.url });
        expect(code).toBe(0);
        expect(stdout.indexOf('/front-end')).toBeLessThan(stdout.indexOf('/books'));
        expect(stdout).toContain('reported by:  maintained@example.com, reply to reply@example.com');
        expect(stdout).toContain('what is wrong: First line\n                 second line');
        expect(stdout).toContain('2 of 2 reported issues shown, newest first.');

        const json = await runScript('scripts/issues-list.ts', { DATABASE_URL: database.url }, [
          '--limit',
          '1',
          '--json',
        ]);
        expect(JSON.parse(json.stdout)).toMatchObject([
          { page_or_link: '/front-end', email: null, reporter_email: 'maintained@example.com' },
        ]);

        // A row stored before the rule (or written around it) still prints escaped, never raw.
        const hostile = 'Looks fine\u009b2J\u001b[31m \u202edaed si knil\u2066 ok\u2069';
        await handle.db
          .insertInto('reported_issues')
          .values({
            id: 'hostile-report',
            user_id: user.id,
            page_or_link: '/books\u202e',
            description: hostile,
            email: null,
            created_at: Date.now() + 60_000,
          })
          .execute();
        const escaped = await runScript('scripts/issues-list.ts', { DATABASE_URL: database.url }, ['--limit', '1']);
        expect(escaped.stdout).toContain(
          'what is wrong: Looks fine\\u{009b}2J\\u{001b}[31m \\u{202e}daed si knil\\u{2066} ok\\u{2069}',
        );
        expect(escaped.stdout).toContain('page or link: /books\\u{202e}');
        const escapedJson = await runScript('scripts/issues-list.ts', { DATABASE_URL: database.url }, [
          '--limit',
          '1',
          '--json',
        ]);
        for (const output of [escaped.stdout, escapedJson.stdout])
          // eslint-disable-next-line no-control-regex -- the raw characters must not be printed
          expect(output).not.toMatch(/[\u001b\u009b\u202e\u2066\u2069]/);
        expect(JSON.parse(escapedJson.stdout)).toMatchObject([{ description: hostile }]);
      } finally {
        await handle.close();
        await database.drop();
      }
    },
    SCRIPTS_TIMEOUT_MS,
  );
});
