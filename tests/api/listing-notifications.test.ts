import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InternshipListings } from '#shared/api/listings.js';
import { NOTIFICATION_TOPICS } from '#shared/api/notifications.js';
import { itemIds } from '#shared/item-ids.js';
import { createLeaseRepository } from '#server/jobs/lease-repository.js';
import { createListingNotificationService } from '#server/notifications/listing-notification-service.js';
import { createNotificationJob, NOTIFICATION_ROUND_MS } from '#server/notifications/notification-job.js';
import { createNotificationRepository } from '#server/notifications/notification-repository.js';
import { createPushAgent, createPushSender } from '#server/push/push-sender.js';
import { createPushService } from '#server/push/push-service.js';
import { createPushSubscriptionRepository } from '#server/push/push-subscription-repository.js';
import { createVapidKeyRepository } from '#server/push/vapid-key-repository.js';
import { createVapidKeyStore } from '#server/push/vapid-keys.js';
import { signedInAccount, type SignedInAccount } from '#harness/accounts.js';
import { testEngines } from '#harness/databases.js';
import {
  newBrowserSubscription,
  startFakePushService,
  type FakePushService,
} from '#tests/support/fake-push-service.js';
import { TestClient } from '#harness/http.js';
import { VALID_SUGGESTION } from '#tests/support/listing-suggestion.js';
import { runScript } from '#tests/support/run-script.js';
import { startTestServer, type TestServer } from '#harness/test-server.js';

const engines = await testEngines();
const { category: _category, ...HACKATHON_SUGGESTION } = { ...VALID_SUGGESTION, kind: 'hackathon' as const };

describe.each(engines)('notifications that fire by themselves on %s', (engine) => {
  let server: TestServer;
  let second: TestServer;
  let pushService: FakePushService;
  let maintainer: TestClient;
  let author: TestClient;
  const people: Record<string, SignedInAccount> = {};
  const browsers: Record<string, ReturnType<typeof newBrowserSubscription>> = {};
  let now = Date.parse('2026-11-23T06:30:00Z');

  /** One instance's notification service and leased job, sending through the real Web Push sender to the local HTTPS push service. */
  function notificationsOn(instance: TestServer) {
    const push = createPushService({
      subscriptions: createPushSubscriptionRepository(instance.db),
      vapid: createVapidKeyStore(createVapidKeyRepository(instance.db), undefined),
      sender: createPushSender(createPushAgent({ allowPrivateNetwork: true, tls: { ca: pushService.ca } })),
      policy: { subject: 'mailto:listings@example.org', allowPrivateEndpoints: true },
    });
    const notifications = createListingNotificationService({
      repository: createNotificationRepository(instance.db),
      listings: instance.catalogueServices.listings,
      send: (userId, message) => push.sendToUser(userId, message),
      clock: () => now,
    });
    const job = createNotificationJob({ notifications, leases: createLeaseRepository(instance.db), clock: () => now });
    return { notifications, job };
  }
  const received = (name: string) =>
    pushService.receivedFor(name).map((push) => JSON.parse(browsers[name]!.decrypt(push.body)) as { title: string });
  const approve = async (suggestion: object) => {
    const { id } = (await author.post('/api/listings/suggestions', suggestion)).body as { id: string };
    const answer = await maintainer.post(`/api/maintain/suggestions/${id}/approve`, {});
    expect(answer.status).toBe(200);
    return (answer.body as { slug: string }).slug;
  };

  beforeAll(async () => {
    pushService = await startFakePushService();
    server = await startTestServer(engine, { PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true' });
    second = await startTestServer(engine, { PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true' }, server.database);
    maintainer = (await signedInAccount(server, { name: 'max', email: 'max@example.com' })).client;
    author = (await signedInAccount(server, { name: 'lea', email: 'lea@example.com' })).client;
    const env = { DATABASE_URL: server.database.url, NODE_ENV: 'test' };
    await runScript('scripts/user-role.ts', env, ['--email', 'max@example.com', '--role', 'maintainer']);
    // ana: AI/ML internships only; ben: never chose (everything); cat: hackathons only; dan: no browser subscribed.
    for (const name of ['ana', 'ben', 'cat', 'dan']) {
      people[name] = await signedInAccount(server, { name, email: `${name}@example.com` });
      if (name === 'dan') continue;
      browsers[name] = newBrowserSubscription(pushService.endpointFor(name));
      expect((await people[name].client.post('/api/push/subscriptions', browsers[name].json)).status).toBe(204);
    }
    // hema: AI/ML internships, in Hindi (her account chose it).
    people.hema = await signedInAccount(server, { name: 'hema', email: 'hema@example.com' });
    browsers.hema = newBrowserSubscription(pushService.endpointFor('hema'));
    expect((await people.hema.client.post('/api/push/subscriptions', browsers.hema.json)).status).toBe(204);
    expect((await people.hema.client.put('/api/account/language', { language: 'hi' })).status).toBe(200);
    expect((await people.hema.client.put('/api/notifications/topics', { topics: ['internship:AIML'] })).status).toBe(
      200,
    );
  });
  afterAll(async () => {
    await second?.close();
    await server?.close();
    await pushService?.stop();
  });

  it('keeps each subscriber’s topics: every topic until chosen, 400 for an unknown one, 401 signed out', async () => {
    const ana = people.ana!.client;
    expect((await ana.get('/api/notifications/topics')).body).toEqual({ topics: [...NOTIFICATION_TOPICS] });
    for (const bad of [{ topics: ['internship:Chemistry'] }, { topics: 'hackathons' }, {}, { topics: [], extra: 1 }]) {
      const answer = await ana.put('/api/notifications/topics', bad);
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      expect(answer.body).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
    const saved = await ana.put('/api/notifications/topics', { topics: ['internship:AIML', 'closing-soon'] });
    expect(saved.body).toEqual({ topics: ['internship:AIML', 'closing-soon'] });
    expect((await ana.get('/api/notifications/topics')).body).toEqual(saved.body);
    await people.cat!.client.put('/api/notifications/topics', { topics: ['hackathons'] });
    expect((await new TestClient(server.url).get('/api/notifications/topics')).status).toBe(401);
  });

  it('an approved internship reaches each matching subscriber exactly once: not the others, not again on a second instance or after a restart', async () => {
    const slug = await approve({ ...VALID_SUGGESTION, title: 'Orbit AI residency' });
    const here = notificationsOn(server);
    const there = notificationsOn(second);
    // Both instances tick at once: the lease lets one of them run the round.
    const outcomes = await Promise.all([here.job.runIfDue(), there.job.runIfDue()]);
    expect(outcomes.sort()).toEqual(['ran', 'skipped']);
    expect(received('ana')).toEqual([
      {
        title: 'New internship: Orbit AI residency',
        body: 'Example Lab, Bengaluru. Apply by 10 Feb 2027.',
        url: '/InternAIML',
      },
    ]);
    expect(received('ben').map((message) => message.title)).toEqual(['New internship: Orbit AI residency']);
    expect(received('cat')).toEqual([]);
    expect(received('hema')).toEqual([
      {
        title: 'नई इंटर्नशिप: Orbit AI residency',
        body: 'Example Lab, Bengaluru. 10 Feb 2027 तक आवेदन करें।',
        url: '/InternAIML',
      },
    ]);

    now += NOTIFICATION_ROUND_MS;
    await Promise.all([here.job.runIfDue(), there.job.runIfDue()]);
    const restarted = await startTestServer(engine, { PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true' }, server.database);
    try {
      now += NOTIFICATION_ROUND_MS;
      expect(await notificationsOn(restarted).job.runIfDue()).toBe('ran');
    } finally {
      await restarted.close();
    }
    expect(received('ana')).toHaveLength(1);
    expect(received('ben')).toHaveLength(1);
    expect(slug).toBe('orbit-ai-residency');
  });

  it('a saved listing gets one reminder 3 days before it closes (the listing closes 10 Feb 2027)', async () => {
    const item = itemIds.internship('orbit-ai-residency');
    expect((await people.ben!.client.put('/api/saved', { itemId: item, saved: true })).status).toBe(200);
    expect((await people.dan!.client.put('/api/saved', { itemId: item, saved: true })).status).toBe(200);
    const { notifications } = notificationsOn(server);
    const before = received('ben').length;
    expect((await notifications.runRound(Date.parse('2027-02-06T06:30:00Z'))).sent).toBe(0); // 4 days before
    expect((await notifications.runRound(Date.parse('2027-02-07T06:30:00Z'))).sent).toBe(1); // 3 days before
    expect((await notifications.runRound(Date.parse('2027-02-08T06:30:00Z'))).sent).toBe(0);
    expect(received('ben').slice(before)).toEqual([
      {
        title: 'Closes in 3 days: Orbit AI residency',
        body: 'You saved it. Apply by 10 Feb 2027.',
        url: '/InternAIML',
      },
    ]);
    // ana did not save it; dan has no subscribed browser.
    expect(received('ana')).toHaveLength(1);
  });

  it('retries a push the push service refuses, then records it as failed; the others are sent once', async () => {
    pushService.answer('cat', 500);
    await approve({ ...HACKATHON_SUGGESTION, title: 'Monsoon build weekend' });
    const { notifications } = notificationsOn(server);
    const rounds = [];
    for (let round = 0; round < 4; round += 1) rounds.push(await notifications.runRound(now));
    expect(rounds.map(({ sent, retry, failed }) => ({ sent, retry, failed }))).toEqual([
      { sent: 1, retry: 1, failed: 0 },
      { sent: 0, retry: 1, failed: 0 },
      { sent: 0, retry: 0, failed: 1 },
      { sent: 0, retry: 0, failed: 0 },
    ]);
    expect(pushService.receivedFor('cat')).toHaveLength(3);
    expect(received('ben').at(-1)!.title).toBe('New hackathon: Monsoon build weekend');
    expect(received('ana')).toHaveLength(1);
    const catId = (await server.services.users.findByEmail('cat@example.com'))!.id;
    const [row] = await createNotificationRepository(server.db).byUser(catId);
    expect(row).toMatchObject({ status: 'failed', attempts: 3, last_error: expect.stringContaining('500') });
  });
  it("a maintainer's edit that opens a closed listing again announces it once more, as reopened", async () => {
    const { notifications } = notificationsOn(server);
    const edit = async (window: object) => {
      const page = (await author.get('/api/listings/internships')).body as InternshipListings;
      const {
        state: _state,
        version,
        ...fields
      } = page.internships.find((entry) => entry.id === 'orbit-ai-residency')!;
      const answer = await maintainer.put('/api/maintain/listings/internship/orbit-ai-residency', {
        version,
        listing: { ...fields, window },
      });
      expect(answer.status).toBe(200);
    };
    await edit({ kind: 'dates', opens: '2026-01-10', closes: '2026-02-10' });
    expect((await notifications.runRound(now)).sent).toBe(0);
    await edit({ kind: 'dates', opens: '2026-11-01', closes: '2027-03-10' });
    await notifications.runRound(now);
    await notifications.runRound(now);
    expect(received('ana').at(-1)).toEqual({
      title: 'Open again: Orbit AI residency',
      body: 'Example Lab, Bengaluru. Apply by 10 Mar 2027.',
      url: '/InternAIML',
    });
    expect(received('ana')).toHaveLength(2);
    expect(received('ben').filter((message) => message.title.startsWith('Open again'))).toHaveLength(1);
    expect(received('cat').filter((message) => message.title.startsWith('Open again'))).toEqual([]);
  });
});
