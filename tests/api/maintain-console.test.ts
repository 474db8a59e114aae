import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogSchema, queueSchema, type QueueItem } from '#shared/api/maintain.js';
import { testEngines } from '#harness/databases.js';
import { TEST_PASSWORD, signedInAccount } from '#harness/accounts.js';
import { TestClient } from '#harness/http.js';
import { VALID_SUGGESTION } from '#tests/support/listing-suggestion.js';
import { runScript } from '#tests/support/run-script.js';
import { startTestServer, type TestServer } from '#harness/test-server.js';

const engines = await testEngines();

describe.each(engines)("the maintainer console's menu link and what it shows, on %s", (engine) => {
  let server: TestServer;
  let learner: TestClient;
  let maintainer: TestClient;

  beforeAll(async () => {
    server = await startTestServer(engine);
    learner = (await signedInAccount(server, { name: 'Lata Learner', email: 'lata@example.com' })).client;
    maintainer = (await signedInAccount(server, { name: 'Manoj Maintainer', email: 'manoj@example.com' })).client;
    const env = { DATABASE_URL: server.database.url, NODE_ENV: 'test' };
    await runScript('scripts/user-role.ts', env, ['--email', 'manoj@example.com', '--role', 'maintainer']);
  });
  afterAll(async () => {
    await server?.close();
  });

  it("the session and sign-in answers call a maintainer one; a learner's carry no such field", async () => {
    const mine = (await maintainer.get('/api/auth/session')).body as { user: Record<string, unknown> };
    expect(mine.user).toMatchObject({ email: 'manoj@example.com', maintainer: true });
    const theirs = (await learner.get('/api/auth/session')).body as { user: Record<string, unknown> };
    expect(theirs.user.email).toBe('lata@example.com');
    expect(Object.keys(theirs.user)).not.toContain('maintainer');

    const again = new TestClient(server.url);
    await maintainer.post('/api/auth/signout', {});
    const signedIn = await again.post('/api/auth/signin', { email: 'manoj@example.com', password: TEST_PASSWORD });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ user: { email: 'manoj@example.com', maintainer: true } });
    maintainer = again;
  });

  it("each waiting suggestion carries the student's description and who sent it; a deleted account's shows as null", async () => {
    const description = 'Six months on speech models.\nMentored by the lab.';
    const sent = await learner.post('/api/listings/suggestions', {
      ...VALID_SUGGESTION,
      title: 'Speech lab intern',
      description,
    });
    expect(sent.status).toBe(201);
    const leaving = await signedInAccount(server, { name: 'Lalit Leaving', email: 'lalit@example.com' });
    await leaving.client.post('/api/listings/suggestions', { ...VALID_SUGGESTION, title: 'Vision lab intern' });
    expect((await leaving.client.request('DELETE', '/api/account', { json: { password: TEST_PASSWORD } })).status).toBe(
      200,
    );

    const answer = await maintainer.get('/api/maintain/suggestions');
    const items = (answer.body as { suggestions: QueueItem[] }).suggestions;
    const speech = items.find((item) => item.suggestion.title === 'Speech lab intern');
    expect(speech?.suggestion.description).toBe(description);
    expect(speech?.sender).toEqual({ name: 'Lata Learner', email: 'lata@example.com' });
    expect(items.find((item) => item.suggestion.title === 'Vision lab intern')?.sender).toBeNull();
    // The answer still matches the schema the console parses it with.
    expect(queueSchema.parse(answer.body).suggestions).toHaveLength(items.length);
  });

  it('the audit log names the maintainer and what was acted on, beside the ids it keeps', async () => {
    const items = ((await maintainer.get('/api/maintain/suggestions')).body as { suggestions: QueueItem[] })
      .suggestions;
    const speech = items.find((item) => item.suggestion.title === 'Speech lab intern')!;
    expect((await maintainer.post(`/api/maintain/suggestions/${speech.id}/approve`, {})).status).toBe(200);
    const reported = await maintainer.post('/api/reports', {
      pageOrLink: '/hackathon',
      description: 'A card links to 2024.',
    });
    const reportId = (reported.body as { id: string }).id;
    expect((await maintainer.post(`/api/maintain/reports/${reportId}/resolve`, {})).status).toBe(200);

    const answer = await maintainer.get('/api/maintain/audit');
    const { entries } = auditLogSchema.parse(answer.body);
    expect(entries.find((entry) => entry.action === 'approve-suggestion')).toMatchObject({
      actor: 'manoj@example.com',
      actorName: 'Manoj Maintainer',
      target: `suggestion:${speech.id} -> internship:speech-lab-intern`,
      targetTitle: 'Speech lab intern',
    });
    expect(entries.find((entry) => entry.action === 'resolve-report')).toMatchObject({
      actorName: 'Manoj Maintainer',
      target: `report:${reportId}`,
      targetTitle: '/hackathon',
    });
  });
});
