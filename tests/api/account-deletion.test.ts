import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemIds } from '#shared/item-ids.js';
import { loadCatalogue } from '#server/content/load-catalogue.js';
import { typedCatalogue } from '#server/content/typed-catalogue.js';
import { signedInAccount } from '#harness/accounts.js';
import { testEngines } from '#harness/databases.js';
import { newBrowserSubscription } from '#tests/support/fake-push-service.js';
import { TestClient } from '#harness/http.js';
import { VALID_SUGGESTION } from '#tests/support/listing-suggestion.js';
import { startServerWithMail } from '#tests/support/smtp.js';
import type { TestServer } from '#harness/test-server.js';
import { everyTable, rowsNaming } from '#tests/support/traces.js';

const engines = await testEngines();
const content = typedCatalogue(await loadCatalogue('content'));
const STUDY_LINK = itemIds.link(
  'front-end',
  content.topics.find((t) => t.slug === 'front-end')!.sections[0]!.links[0]!.id,
);

/**
 * Finding 13 of issue 31: 'Delete account' says everything was deleted, so no table may still name
 * the person, by id or by address, in any column: rows, reply addresses typed into reports, mail,
 * and the counters keyed by either (search, Talko, reports, sign-in failures, reset requests).
 */
describe.each(engines)('deleting an account on %s', (engine) => {
  let server: TestServer;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ server, stop } = await startServerWithMail(engine, { SIGNIN_MAX_FAILURES: '100' }));
  });
  afterAll(() => stop?.());

  it('leaves neither the user id nor the address in any table of the schema', async () => {
    const account = await signedInAccount(server, { name: 'Leaving Learner' });
    const { client, userId, email } = account;
    const ok = (answer: { status: number }) => expect(answer.status).toBeLessThan(300);
    ok(await client.put('/api/progress', { itemId: STUDY_LINK, done: true }));
    ok(await client.put('/api/saved', { itemId: STUDY_LINK, saved: true }));
    ok(await client.put('/api/notes', { itemId: STUDY_LINK, text: 'mine', baseVersion: 0 }));
    ok(
      await client.post('/api/push/subscriptions', newBrowserSubscription(`https://push.example.test/${userId}`).json),
    );
    ok(await client.put('/api/reminders', { days: [1], time: '07:00', timeZone: 'UTC' }));
    ok(await client.put('/api/notifications/topics', { topics: ['internship:AIML'] }));
    ok(await client.put('/api/account/language', { language: 'hi' }));
    ok(await client.post('/api/reports', { pageOrLink: '/front-end', description: 'A dead link here.', email }));
    ok(await client.post('/api/listings/suggestions', VALID_SUGGESTION));
    ok(await client.get('/api/search?q=react'));
    ok(await client.post('/api/talko', { message: 'How do I start with React?' }));
    ok(await client.post('/api/account/verification'));
    // Counters keyed by the address: a failed sign-in from elsewhere and a reset request.
    expect((await new TestClient(server.url).signIn(email.toUpperCase(), 'a wrong password')).status).toBe(401);
    ok(await new TestClient(server.url).post('/api/auth/password-reset/request', { email }));
    await server.services.mail.settled();

    const before = await rowsNaming(server.db, engine, [userId, email]);
    const tablesBefore = new Set(before.map((row) => row.slice(0, row.indexOf(':'))));
    // The setup reaches the tables this finding is about (counters, reports) and most others.
    expect([...tablesBefore]).toEqual(
      expect.arrayContaining(['rate_limits', 'reported_issues', 'mail_outbox', 'users', 'push_subscriptions']),
    );
    expect(tablesBefore.size).toBeGreaterThanOrEqual(12);
    expect(before.some((row) => row.startsWith('rate_limits') && row.includes(email.toLowerCase()))).toBe(true);

    ok(await client.delete('/api/account', { password: account.password }));
    await server.services.mail.settled();

    expect((await everyTable(server.db, engine)).length).toBeGreaterThanOrEqual(25);
    expect(await rowsNaming(server.db, engine, [userId, email])).toEqual([]);
    // The report itself outlives the account, without its author or reply address.
    const reports = await server.db
      .selectFrom('reported_issues')
      .selectAll()
      .where('description', '=', 'A dead link here.')
      .execute();
    expect(reports).toMatchObject([{ user_id: null, email: null }]);
  });
});
