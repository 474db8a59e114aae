import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPushAgent, createPushSender } from '#server/push/push-sender.js';
import { createPushService } from '#server/push/push-service.js';
import { createPushSubscriptionRepository } from '#server/push/push-subscription-repository.js';
import { createVapidKeyRepository } from '#server/push/vapid-key-repository.js';
import { createVapidKeyStore } from '#server/push/vapid-keys.js';
import { testEngines } from '#harness/databases.js';
import {
  newBrowserSubscription,
  readVapidAuthorization,
  startFakePushService,
  type FakePushService,
} from '#tests/support/fake-push-service.js';
import { TestClient } from '#harness/http.js';
import { startTestServer, type TestServer } from '#harness/test-server.js';

const engines = await testEngines();
const SUBJECT = 'mailto:push-test@example.org';
const MESSAGE = { title: 'New hackathon', body: 'Smart India Hackathon registrations are open.', url: '/hackathon' };

describe.each(engines)('sending Web Push on %s', (engine) => {
  let server: TestServer;
  let pushService: FakePushService;
  let client: TestClient;
  let userId: string;
  let caDir: string;

  /** The server's push service, sending through an agent that trusts the fake push service's certificate. */
  function pushServiceTrustingFake(options: { allowPrivateNetwork: boolean }) {
    return createPushService({
      subscriptions: createPushSubscriptionRepository(server.db),
      vapid: createVapidKeyStore(createVapidKeyRepository(server.db), undefined),
      sender: createPushSender(
        createPushAgent({ allowPrivateNetwork: options.allowPrivateNetwork, tls: { ca: pushService.ca } }),
      ),
      policy: { subject: SUBJECT, allowPrivateEndpoints: true },
    });
  }
  /** A browser subscription at the fake push service, stored through the API like the web app does. */
  async function subscribe(id: string) {
    const browser = newBrowserSubscription(pushService.endpointFor(id));
    expect((await client.post('/api/push/subscriptions', browser.json)).status).toBe(204);
    return browser;
  }
  const storedEndpoints = async () =>
    (await server.db.selectFrom('push_subscriptions').select('endpoint').execute()).map((row) => row.endpoint);
  const clearSubscriptions = () => server.db.deleteFrom('push_subscriptions').execute();

  beforeAll(async () => {
    pushService = await startFakePushService();
    server = await startTestServer(engine, { PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true', VAPID_SUBJECT: SUBJECT });
    await server.services.auth.createPasswordUser('sender@example.com', 'Sender', 'push them all');
    userId = (await server.services.users.findByEmail('sender@example.com'))!.id;
    client = new TestClient(server.url);
    expect((await client.signIn('sender@example.com', 'push them all')).status).toBe(200);
    caDir = await mkdtemp(path.join(tmpdir(), 'push-ca-'));
    await writeFile(path.join(caDir, 'ca.pem'), pushService.ca);
  });
  afterAll(async () => {
    await pushService?.stop();
    await server?.close();
    if (caDir) await rm(caDir, { recursive: true, force: true });
  });

  it('delivers an encrypted message with VAPID Authorization and TTL, and prunes subscriptions answered 404 or 410', async () => {
    await clearSubscriptions();
    const delivered = await subscribe('delivered');
    await subscribe('also-delivered');
    await subscribe('gone-410');
    await subscribe('gone-404');
    await subscribe('broken-500');
    pushService.answer('gone-410', 410);
    pushService.answer('gone-404', 404);
    pushService.answer('broken-500', 500);
    const { publicKey } = (await client.get('/api/push/public-key')).body as { publicKey: string };

    const outcomes: string[] = [];
    const before = Math.floor(Date.now() / 1000);
    const summary = await pushServiceTrustingFake({ allowPrivateNetwork: true }).sendToAll(MESSAGE, {
      concurrency: 3,
      ttlSeconds: 3600,
      onOutcome: (_endpoint, outcome) => outcomes.push(outcome.kind),
    });
    expect(summary).toEqual({ total: 5, sent: 2, failed: 1, pruned: 2 });
    expect(outcomes.sort()).toEqual(['failed', 'gone', 'gone', 'sent', 'sent']);

    const [push] = pushService.receivedFor('delivered');
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(push!.headers['content-type']).toBe('application/octet-stream');
    expect(push!.headers.ttl).toBe('3600');
    expect(JSON.parse(delivered.decrypt(push!.body))).toEqual(MESSAGE);
    // The body is ciphertext: the message's words do not appear in it.
    expect(push!.body.toString('latin1')).not.toContain('hackathon');

    const vapid = readVapidAuthorization(push!.headers.authorization);
    expect(vapid).not.toBeNull();
    expect(vapid!.publicKey).toBe(publicKey);
    expect(vapid!.signatureValid).toBe(true);
    expect(vapid!.claims.aud).toBe(new URL(pushService.endpointFor('x')).origin);
    expect(vapid!.claims.sub).toBe(SUBJECT);
    expect(vapid!.claims.exp).toBeGreaterThan(before);
    expect(vapid!.claims.exp).toBeLessThanOrEqual(before + 24 * 3600 + 5);

    expect((await storedEndpoints()).sort()).toEqual(
      ['also-delivered', 'broken-500', 'delivered'].map(pushService.endpointFor).sort(),
    );
  });

  it('keeps at most `concurrency` requests in flight', async () => {
    await clearSubscriptions();
    const slow = await startFakePushService({ delayMs: 60 });
    try {
      for (let i = 0; i < 12; i += 1) {
        const browser = newBrowserSubscription(slow.endpointFor(`device-${i}`));
        await server.db
          .insertInto('push_subscriptions')
          .values({
            endpoint: browser.json.endpoint,
            p256dh: browser.json.keys.p256dh,
            auth: browser.json.keys.auth,
            user_id: userId,
            created_at: Date.now(),
          })
          .execute();
      }
      const push = createPushService({
        subscriptions: createPushSubscriptionRepository(server.db),
        vapid: createVapidKeyStore(createVapidKeyRepository(server.db), undefined),
        sender: createPushSender(createPushAgent({ allowPrivateNetwork: true, tls: { ca: slow.ca } })),
        policy: { subject: SUBJECT, allowPrivateEndpoints: true },
      });
      expect(await push.sendToAll(MESSAGE, { concurrency: 3, ttlSeconds: 60 })).toEqual({
        total: 12,
        sent: 12,
        failed: 0,
        pruned: 0,
      });
      expect(slow.maxInFlight()).toBe(3);
    } finally {
      await slow.stop();
    }
  });

  it('refuses to send into a private network unless that is allowed', async () => {
    await clearSubscriptions();
    await subscribe('private');
    const reasons: string[] = [];
    const summary = await pushServiceTrustingFake({ allowPrivateNetwork: false }).sendToAll(MESSAGE, {
      concurrency: 2,
      ttlSeconds: 60,
      onOutcome: (_endpoint, outcome) => reasons.push(outcome.kind === 'failed' ? outcome.reason : outcome.kind),
    });
    expect(summary).toEqual({ total: 1, sent: 0, failed: 1, pruned: 0 });
    expect(reasons[0]).toMatch(/EPRIVATEADDRESS localhost resolves to the private address/);
    expect(pushService.receivedFor('private')).toHaveLength(0);
  });

  it('refuses an IP-literal endpoint at send time by the connected socket (no DNS lookup happens for it)', async () => {
    await clearSubscriptions();
    // Stored while private endpoints were allowed (or before literals were refused at subscribe).
    const literal = pushService.endpointFor('literal').replace('//localhost:', '//127.0.0.1:');
    const browser = newBrowserSubscription(literal);
    expect((await client.post('/api/push/subscriptions', browser.json)).status).toBe(204);
    const reasons: string[] = [];
    const summary = await pushServiceTrustingFake({ allowPrivateNetwork: false }).sendToAll(MESSAGE, {
      concurrency: 2,
      ttlSeconds: 60,
      onOutcome: (_endpoint, outcome) => reasons.push(outcome.kind === 'failed' ? outcome.reason : outcome.kind),
    });
    expect(summary).toEqual({ total: 1, sent: 0, failed: 1, pruned: 0 });
    expect(reasons[0]).toMatch(/EPRIVATEADDRESS 127\.0\.0\.1 resolves to the private address 127\.0\.0\.1/);
    expect(pushService.receivedFor('literal')).toHaveLength(0);
  });

  it('npm run push:send sends to every subscription and prints sent / failed / pruned', async () => {
    await clearSubscriptions();
    const browser = await subscribe('script-delivered');
    await subscribe('script-gone');
    pushService.answer('script-gone', 410);
    const env = {
      NODE_EXTRA_CA_CERTS: path.join(caDir, 'ca.pem'),
      PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true',
      VAPID_SUBJECT: SUBJECT,
    };

    const run = await runPushSend(server, env, [
      '--title',
      'Internship alert',
      '--body',
      'New backend internships',
      '--url',
      '/InternBackend',
      '--ttl',
      '2h',
    ]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('pruned  ');
    expect(run.stdout).toContain('sent 1, failed 0, pruned 1 (of 2 subscriptions)');
    const [push] = pushService.receivedFor('script-delivered');
    expect(push!.headers.ttl).toBe('7200');
    expect(JSON.parse(browser.decrypt(push!.body))).toEqual({
      title: 'Internship alert',
      body: 'New backend internships',
      url: '/InternBackend',
    });
    expect(await storedEndpoints()).toEqual([pushService.endpointFor('script-delivered')]);

    pushService.answer('script-delivered', 500);
    const failing = await runPushSend(server, env, ['--title', 'Again', '--body', 'Still there?']);
    expect(failing.code).toBe(1);
    expect(failing.stdout).toContain('sent 0, failed 1, pruned 0 (of 1 subscription)');
    expect(failing.stderr).toMatch(/failed {2}localhost:\d+: push service answered 500/);
    // The failure line names the push service's host, never the endpoint's secret path.
    expect(failing.stderr).not.toContain('script-delivered');
  });

  it.each([
    ['no title', ['--body', 'text'], '--title is required'],
    [
      'a script URL',
      ['--title', 'T', '--body', 'B', '--url', 'javascript:alert(1)'],
      '--url must be a path on this site',
    ],
    ['a bad TTL', ['--title', 'T', '--body', 'B', '--ttl', 'soon'], '--ttl must be a duration'],
    ['zero concurrency', ['--title', 'T', '--body', 'B', '--concurrency', '0'], '--concurrency is at least 1'],
  ])('npm run push:send refuses %s with exit code 2', async (_name, args, message) => {
    const run = await runPushSend(server, {}, args);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(message);
  });
});

function runPushSend(
  server: TestServer,
  env: Record<string, string>,
  args: string[],
): Promise<{ stdout: string; stderr: string; code: number }> {
  const database = server.config.database;
  const DATABASE_URL = database.engine === 'sqlite' ? database.file : database.url;
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/push-send.ts', ...args],
      { env: { ...process.env, DATABASE_URL, ...env } },
      (error, stdout, stderr) => {
        if (error && typeof error.code !== 'number') reject(error);
        else resolve({ stdout, stderr, code: error ? Number(error.code) : 0 });
      },
    );
  });
}
