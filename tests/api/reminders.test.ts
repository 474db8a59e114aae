import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '#server/content/load-catalogue.js';
import { typedCatalogue } from '#server/content/typed-catalogue.js';
import { createLeaseRepository } from '#server/jobs/lease-repository.js';
import { createPushAgent, createPushSender } from '#server/push/push-sender.js';
import { createPushService } from '#server/push/push-service.js';
import { createPushSubscriptionRepository } from '#server/push/push-subscription-repository.js';
import { createVapidKeyRepository } from '#server/push/vapid-key-repository.js';
import { createVapidKeyStore } from '#server/push/vapid-keys.js';
import { createReminderJob, REMINDER_ROUND_MS } from '#server/reminders/reminder-job.js';
import { createReminderRepository } from '#server/reminders/reminder-repository.js';
import { createReminderService } from '#server/reminders/reminder-service.js';
import { itemIds } from '#shared/item-ids.js';
import { signedInAccount, type SignedInAccount } from '#harness/accounts.js';
import { testEngines } from '#harness/databases.js';
import {
  newBrowserSubscription,
  startFakePushService,
  type FakePushService,
} from '#tests/support/fake-push-service.js';
import { TestClient } from '#harness/http.js';
import { startTestServer, type TestServer } from '#harness/test-server.js';

const engines = await testEngines();
const content = typedCatalogue(await loadCatalogue('content'));
const devops = content.topics.find((topic) => topic.slug === 'devops')!;
const devopsTotal = devops.sections.reduce((sum, section) => sum + section.links.length, 0);
const devopsLink = itemIds.link('devops', devops.sections[0]!.links[0]!.id);
// 14 March 2027: clocks in New York jump from 02:00 to 03:00, so 02:30 does not exist that day.
const SUNDAY_0230 = { days: [7], time: '02:30', timeZone: 'America/New_York' };

describe.each(engines)('study reminders on %s', (engine) => {
  let server: TestServer;
  let second: TestServer;
  let pushService: FakePushService;
  let ada: SignedInAccount;

  /** The reminder round of one instance, sending through the real Web Push sender to the local HTTPS push service. */
  function remindersOn(instance: TestServer, clock?: () => number) {
    const push = createPushService({
      subscriptions: createPushSubscriptionRepository(instance.db),
      vapid: createVapidKeyStore(createVapidKeyRepository(instance.db), undefined),
      sender: createPushSender(createPushAgent({ allowPrivateNetwork: true, tls: { ca: pushService.ca } })),
      policy: { subject: 'mailto:reminders@example.org', allowPrivateEndpoints: true },
    });
    return createReminderService({
      repository: createReminderRepository(instance.db),
      itemState: instance.catalogueServices.itemState,
      limiter: instance.services.limiter,
      send: (userId, message) => push.sendToUser(userId, message),
      notifiedBrowsers: (userId) => push.browsersOf(userId),
      clock,
    });
  }

  beforeAll(async () => {
    pushService = await startFakePushService();
    server = await startTestServer(engine, { PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true' });
    second = await startTestServer(engine, { PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true' }, server.database);
    ada = await signedInAccount(server, { name: 'Ada' });
  });
  afterAll(async () => {
    await second?.close();
    await server?.close();
    await pushService?.stop();
  });

  it('stores days, time and the browser’s zone; refuses what is not valid with 400', async () => {
    const put = (body: unknown) => ada.client.put('/api/reminders', body);
    // No browser of Ada's has notifications on yet: the answer says so, and saving still works.
    expect((await ada.client.get('/api/reminders')).body).toEqual({ reminder: null, browsersWithNotifications: 0 });
    const saved = await put({ days: [5, 1, 3], time: '19:00', timeZone: 'Asia/Kolkata' });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      reminder: { days: [1, 3, 5], time: '19:00', timeZone: 'Asia/Kolkata' },
      browsersWithNotifications: 0,
    });
    expect((await ada.client.get('/api/reminders')).body).toEqual(saved.body);
    for (const bad of [
      { days: [1], time: '19:00', timeZone: 'Mars/Olympus_Mons' },
      { days: [1], time: '19:00', timeZone: 'Asia/Kolkata\u0000' },
      { days: [], time: '19:00', timeZone: 'Asia/Kolkata' },
      { days: [8], time: '19:00', timeZone: 'Asia/Kolkata' },
      { days: [1], time: '24:00', timeZone: 'Asia/Kolkata' },
      { days: [1], time: '7pm', timeZone: 'Asia/Kolkata' },
      { days: [1], time: '19:00' },
    ]) {
      const answer = await put(bad);
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      expect(answer.body).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
    expect((await ada.client.get('/api/reminders')).body).toEqual(saved.body);
    expect((await ada.client.delete('/api/reminders')).body).toEqual({ reminder: null });
    expect((await new TestClient(server.url).get('/api/reminders')).status).toBe(401);
  });

  it('stores every spelling of a zone as its one canonical IANA name, and limits changes per account', async () => {
    const eve = await signedInAccount(server, { name: 'Eve' });
    const zoneStored = async (timeZone: string) => {
      const answer = await eve.client.put('/api/reminders', { days: [1], time: '07:00', timeZone });
      expect(answer.status, timeZone).toBe(200);
      return (answer.body as { reminder: { timeZone: string } }).reminder.timeZone;
    };
    expect(await zoneStored('asia/kolkata')).toBe('Asia/Kolkata');
    expect(await zoneStored('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(await zoneStored('AMerica/ARgentina/ComodRivadavia')).toBe('America/Argentina/Catamarca');
    expect(await zoneStored('US/Eastern')).toBe('America/New_York');
    const row = await server.db
      .selectFrom('study_reminders')
      .select('time_zone')
      .where('user_id', '=', eve.userId)
      .executeTakeFirstOrThrow();
    expect(row.time_zone).toBe('America/New_York');
    // REMINDER_LIMIT: 10 changes a minute; the 11th is refused before its zone is looked at.
    for (let change = 5; change <= 10; change += 1) expect(await zoneStored('UTC')).toBe('UTC');
    const refused = await eve.client.put('/api/reminders', { days: [1], time: '07:00', timeZone: 'Mars/Base' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(refused.body).toMatchObject({ code: 'too_many_changes', message: expect.any(String) });
  });

  it('sends at the zone’s time across a daylight-saving change, the gap moved to the next valid minute', async () => {
    const browser = newBrowserSubscription(pushService.endpointFor('ada-dst'));
    expect((await ada.client.post('/api/push/subscriptions', browser.json)).status).toBe(204);
    await ada.client.put('/api/progress', { itemId: devopsLink, done: true });
    const saved = await ada.client.put('/api/reminders', SUNDAY_0230);
    expect(saved.body).toMatchObject({ browsersWithNotifications: 1 });
    const reminders = remindersOn(server);
    const at = (iso: string) => reminders.sendDue(Date.parse(iso));

    expect(await at('2027-03-07T07:29:00Z')).toBe(0); // 02:29 EST
    expect(await at('2027-03-07T07:30:00Z')).toBe(1); // 02:30 EST
    expect(await at('2027-03-07T07:45:00Z')).toBe(0); // that slot was sent
    expect(await at('2027-03-10T07:30:00Z')).toBe(0); // a Wednesday
    expect(await at('2027-03-14T06:59:00Z')).toBe(0); // 01:59 EST
    expect(await at('2027-03-14T07:00:00Z')).toBe(1); // 03:00 EDT: 02:30 does not exist
    expect(await at('2027-03-21T06:30:00Z')).toBe(1); // 02:30 EDT, an hour earlier in UTC
    expect(await at('2027-03-28T09:00:00Z')).toBe(0); // more than the window late: skipped

    const pushes = pushService.receivedFor('ada-dst');
    expect(pushes).toHaveLength(3);
    expect(JSON.parse(browser.decrypt(pushes[0]!.body))).toEqual({
      title: `Time to study: continue ${devops.title} (1 of ${devopsTotal})`,
      body: 'Pick up where you left off.',
      url: '/devops',
    });
  });

  it("says it in the account's language: Hindi for a Hindi account, the first-topic nudge too", async () => {
    const asha = await signedInAccount(server, { name: 'Asha' });
    expect((await asha.client.put('/api/account/language', { language: 'hi' })).status).toBe(200);
    const browser = newBrowserSubscription(pushService.endpointFor('asha-hi'));
    expect((await asha.client.post('/api/push/subscriptions', browser.json)).status).toBe(204);
    await asha.client.put('/api/reminders', { days: [4], time: '07:00', timeZone: 'UTC' });
    const reminders = remindersOn(server);
    expect(await reminders.sendDue(Date.parse('2027-04-01T07:00:00Z'))).toBeGreaterThanOrEqual(1);
    await asha.client.put('/api/progress', { itemId: devopsLink, done: true });
    expect(await reminders.sendDue(Date.parse('2027-04-08T07:00:00Z'))).toBeGreaterThanOrEqual(1);

    const [first, second] = pushService.receivedFor('asha-hi').map((push) => JSON.parse(browser.decrypt(push.body)));
    expect(first).toEqual({
      title: 'पढ़ाई का समय: अपना पहला topic चुनें',
      body: 'topics एक्सप्लोर करें और कोई एक शुरू करें।',
      url: '/explore',
    });
    expect(second).toEqual({
      title: `पढ़ाई का समय: ${devops.title} जारी रखें (${devopsTotal} में से 1)`,
      body: 'जहाँ छोड़ा था, वहीं से आगे बढ़ें।',
      url: '/devops',
    });
  });

  it('skips a user without a push subscription', async () => {
    const bob = await signedInAccount(server, { name: 'Bob' });
    await bob.client.put('/api/reminders', { days: [1, 2, 3, 4, 5, 6, 7], time: '08:00', timeZone: 'UTC' });
    await remindersOn(server).sendDue(Date.parse('2027-04-01T08:05:00Z'));
    const claims = await server.db
      .selectFrom('study_reminder_sends')
      .selectAll()
      .where('user_id', '=', bob.userId)
      .execute();
    expect(claims).toEqual([]);
  });

  it('sends exactly one push per slot with two instances running rounds at once and again', async () => {
    const carol = await signedInAccount(server, { name: 'Carol' });
    const browser = newBrowserSubscription(pushService.endpointFor('carol-two'));
    expect((await carol.client.post('/api/push/subscriptions', browser.json)).status).toBe(204);
    await carol.client.put('/api/reminders', { days: [4], time: '18:00', timeZone: 'Asia/Kolkata' });
    let now = Date.parse('2027-04-01T12:30:00Z'); // Thursday 18:00 in India
    const clock = () => now;
    const jobs = [server, second].map((instance) =>
      createReminderJob({
        reminders: remindersOn(instance, clock),
        leases: createLeaseRepository(instance.db),
        clock,
      }),
    );
    for (let round = 0; round < 3; round += 1) {
      await Promise.all(jobs.map((job) => job.runIfDue()));
      now += REMINDER_ROUND_MS + 1;
    }
    // Rounds on both instances at the same instant and later: the claim makes the second a no-op.
    const direct = [remindersOn(server), remindersOn(second)];
    await Promise.all(direct.map((reminders) => reminders.sendDue(Date.parse('2027-04-01T12:40:00Z'))));
    expect(pushService.receivedFor('carol-two')).toHaveLength(1);
  });
});
