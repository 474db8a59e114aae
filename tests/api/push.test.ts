import { createECDH, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { createVapidKeyRepository } from '#server/push/vapid-key-repository.js';
import { createVapidKeyStore } from '#server/push/vapid-keys.js';
import { MAX_SUBSCRIPTIONS_PER_ACCOUNT } from '#server/push/push-service.js';
import { PUSH_MESSAGES } from '#shared/api/push.js';
import { testEngines } from '#harness/databases.js';
import { newBrowserSubscription } from '#tests/support/fake-push-service.js';
import { signedInAccount } from '#harness/accounts.js';
import { TestClient } from '#harness/http.js';
import { startTestServer, type TestServer } from '#harness/test-server.js';

const engines = await testEngines();
const PASSWORD = 'notify me please';
/** A public-looking push service; these tests store subscriptions and never send to them. */
const endpoint = (id: string) => `https://push.example.test/wpush/v2/${id}`;

describe.each(engines)('push subscription API on %s', (engine) => {
  let server: TestServer;
  const signedInClient = () => signedInAccount(server, { name: 'Subscriber' });
  const rows = () => server.db.selectFrom('push_subscriptions').selectAll().orderBy('created_at').execute();
  const rowsOf = async (userId: string) => (await rows()).filter((row) => row.user_id === userId);
  const del = (client: TestClient, json: unknown) => client.delete('/api/push/subscriptions', json);

  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers 401 signed-out on every push route and stores nothing', async () => {
    const anonymous = new TestClient(server.url);
    const subscription = newBrowserSubscription(endpoint('anonymous')).json;
    for (const response of [
      await anonymous.get('/api/push/public-key'),
      await anonymous.post('/api/push/subscriptions', subscription),
      await del(anonymous, { endpoint: subscription.endpoint }),
    ]) {
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ code: 'unauthenticated' });
    }
    expect(await rows()).toHaveLength(0);
  });

  it('serves one VAPID public key, generated once, stored, and never the private key', async () => {
    const { client } = await signedInClient();
    const first = await client.get('/api/push/public-key');
    expect(first.status).toBe(200);
    const { publicKey } = first.body as { publicKey: string };
    expect(Object.keys(first.body as object)).toEqual(['publicKey']);
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    expect((await client.get('/api/push/public-key')).body).toEqual({ publicKey });

    const stored = await server.db.selectFrom('vapid_keys').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.public_key).toBe(publicKey);
    // The stored private key is the public key's own: what push services verify our signatures with.
    const curve = createECDH('prime256v1');
    curve.setPrivateKey(Buffer.from(stored[0]!.private_key, 'base64url'));
    expect(curve.getPublicKey().toString('base64url')).toBe(publicKey);
    expect(JSON.stringify(first.body)).not.toContain(stored[0]!.private_key);

    // Another instance (or a restart) over the same database signs with the same key.
    expect((await createVapidKeyStore(createVapidKeyRepository(server.db), undefined).get()).publicKey).toBe(publicKey);
  });

  it('stores a subscription idempotently by endpoint, keeping the newest keys', async () => {
    const { client, userId } = await signedInClient();
    const first = newBrowserSubscription(endpoint('same-browser'));
    expect((await client.post('/api/push/subscriptions', first.json)).status).toBe(204);
    expect((await client.post('/api/push/subscriptions', first.json)).status).toBe(204);
    expect(await rowsOf(userId)).toMatchObject([
      { endpoint: first.json.endpoint, p256dh: first.json.keys.p256dh, auth: first.json.keys.auth },
    ]);

    const renewedKeys = newBrowserSubscription(first.json.endpoint);
    expect((await client.post('/api/push/subscriptions', renewedKeys.json)).status).toBe(204);
    const [row] = await rowsOf(userId);
    expect(row).toMatchObject({ p256dh: renewedKeys.json.keys.p256dh, auth: renewedKeys.json.keys.auth });
    expect(typeof row!.created_at).toBe('number');
    expect(await rowsOf(userId)).toHaveLength(1);
  });

  it('gives an endpoint to the account that subscribed it last (the same browser, another account)', async () => {
    const a = await signedInClient();
    const b = await signedInClient();
    const shared = newBrowserSubscription(endpoint('shared-computer')).json;
    expect((await a.client.post('/api/push/subscriptions', shared)).status).toBe(204);
    expect((await b.client.post('/api/push/subscriptions', shared)).status).toBe(204);
    expect(await rowsOf(a.userId)).toHaveLength(0);
    expect((await rowsOf(b.userId)).map((row) => row.endpoint)).toEqual([shared.endpoint]);
  });

  it(`keeps an account's newest ${MAX_SUBSCRIPTIONS_PER_ACCOUNT} subscriptions`, async () => {
    const { client, userId } = await signedInClient();
    for (let i = 0; i <= MAX_SUBSCRIPTIONS_PER_ACCOUNT; i += 1) {
      expect(
        (await client.post('/api/push/subscriptions', newBrowserSubscription(endpoint(`device-${i}`)).json)).status,
      ).toBe(204);
      server.advanceClock(1_000);
    }
    const kept = (await rowsOf(userId)).map((row) => row.endpoint);
    expect(kept).toHaveLength(MAX_SUBSCRIPTIONS_PER_ACCOUNT);
    expect(kept).not.toContain(endpoint('device-0'));
    expect(kept).toContain(endpoint(`device-${MAX_SUBSCRIPTIONS_PER_ACCOUNT}`));
  });

  const valid = () => newBrowserSubscription(endpoint(`valid-${randomBytes(4).toString('hex')}`)).json;
  const withKeys = (keys: Record<string, unknown>) => ({ ...valid(), keys: { ...valid().keys, ...keys } });
  const offCurve = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url');
  it.each([
    ['an empty body', {}, PUSH_MESSAGES.endpointInvalid],
    ['an http endpoint', { ...valid(), endpoint: 'http://push.example.test/x' }, PUSH_MESSAGES.endpointInvalid],
    ['an endpoint that is not a URL', { ...valid(), endpoint: 'not a url' }, PUSH_MESSAGES.endpointInvalid],
    [
      'a too long endpoint',
      { ...valid(), endpoint: `https://push.example.test/${'a'.repeat(2100)}` },
      PUSH_MESSAGES.endpointTooLong,
    ],
    ['missing keys', { endpoint: endpoint('no-keys') }, PUSH_MESSAGES.keysMissing],
    ['a short p256dh', withKeys({ p256dh: 'BAAA' }), PUSH_MESSAGES.p256dhInvalid],
    ['a p256dh off the curve', withKeys({ p256dh: offCurve }), PUSH_MESSAGES.p256dhInvalid],
    [
      'an auth secret of the wrong size',
      withKeys({ auth: randomBytes(32).toString('base64url') }),
      PUSH_MESSAGES.authInvalid,
    ],
    ['a number as auth', withKeys({ auth: 16 }), PUSH_MESSAGES.authInvalid],
    ['an unknown field', { ...valid(), userId: 'someone-else' }, 'Unexpected field: userId.'],
    ['a loopback endpoint', { ...valid(), endpoint: 'https://127.0.0.1:8443/push' }, PUSH_MESSAGES.endpointNotAllowed],
    ['a localhost endpoint', { ...valid(), endpoint: 'https://localhost/push' }, PUSH_MESSAGES.endpointNotAllowed],
    ['an IPv6 loopback endpoint', { ...valid(), endpoint: 'https://[::1]/push' }, PUSH_MESSAGES.endpointNotAllowed],
    [
      'a cloud metadata endpoint',
      { ...valid(), endpoint: 'https://169.254.169.254/latest' },
      PUSH_MESSAGES.endpointNotAllowed,
    ],
    ['a private network endpoint', { ...valid(), endpoint: 'https://10.1.2.3/push' }, PUSH_MESSAGES.endpointNotAllowed],
  ])('refuses %s with 400 and a message', async (_name, body, message) => {
    const { client, userId } = await signedInClient();
    const response = await client.post('/api/push/subscriptions', body);
    expect(response.status).toBe(400);
    expect((response.body as { message: string }).message).toBe(message);
    expect(await rowsOf(userId)).toHaveLength(0);
  });

  // IP literals that embed or reach a private IPv4 address, and public ones: push services use names.
  it.each([
    '[64:ff9b::a9fe:a9fe]',
    '[::ffff:0:127.0.0.1]',
    '[::127.0.0.1]',
    '[fec0::1]',
    '[2002:7f00:1::]',
    '[::ffff:7f00:1]',
    '8.8.8.8',
    '[2a00:1450:4001:82b::200a]',
  ])('refuses the IP-literal endpoint host %s with 400 and a message', async (host) => {
    const { client, userId } = await signedInClient();
    const response = await client.post('/api/push/subscriptions', { ...valid(), endpoint: `https://${host}/push` });
    expect(response.status).toBe(400);
    expect((response.body as { message: string }).message).toBe(PUSH_MESSAGES.endpointNotAllowed);
    expect(await rowsOf(userId)).toHaveLength(0);
  });

  it('refuses a body that is not JSON', async () => {
    const { client } = await signedInClient();
    const response = await client.request('POST', '/api/push/subscriptions', {
      raw: 'endpoint=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(415);
  });

  it("deletes the account's own subscription only, idempotently", async () => {
    const owner = await signedInClient();
    const other = await signedInClient();
    const mine = newBrowserSubscription(endpoint('to-delete')).json;
    await owner.client.post('/api/push/subscriptions', mine);

    expect((await del(other.client, { endpoint: mine.endpoint })).status).toBe(204);
    expect(await rowsOf(owner.userId)).toHaveLength(1);
    expect((await del(owner.client, { endpoint: mine.endpoint })).status).toBe(204);
    expect(await rowsOf(owner.userId)).toHaveLength(0);
    expect((await del(owner.client, { endpoint: mine.endpoint })).status).toBe(204);

    const bad = await del(owner.client, { endpoint: 'ftp://nowhere' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ code: 'invalid_body', message: PUSH_MESSAGES.endpointInvalid });
  });

  it('deleting an account deletes its subscriptions', async () => {
    const { client, userId } = await signedInClient();
    await client.post('/api/push/subscriptions', newBrowserSubscription(endpoint('leaving')).json);
    await server.db.deleteFrom('users').where('id', '=', userId).execute();
    expect(await rowsOf(userId)).toHaveLength(0);
  });
});

describe.each(engines)('VAPID keys on %s', (engine) => {
  it('serves configured keys and stores none', async () => {
    // As operators make them (web-push pads the private key to 32 bytes; createECDH's raw key is
    // shorter whenever its first byte is zero).
    const generated = webpush.generateVAPIDKeys();
    const keys = { VAPID_PUBLIC_KEY: generated.publicKey, VAPID_PRIVATE_KEY: generated.privateKey };
    const server = await startTestServer(engine, keys);
    try {
      await server.services.auth.createPasswordUser('configured@example.com', 'Configured', PASSWORD);
      const client = new TestClient(server.url);
      await client.signIn('configured@example.com', PASSWORD);
      expect((await client.get('/api/push/public-key')).body).toEqual({ publicKey: keys.VAPID_PUBLIC_KEY });
      expect(await server.db.selectFrom('vapid_keys').selectAll().execute()).toHaveLength(0);
    } finally {
      await server.close();
    }
  });

  it('agrees on one generated key when several instances start at once', async () => {
    const server = await startTestServer(engine);
    try {
      const stores = Array.from({ length: 6 }, () =>
        createVapidKeyStore(createVapidKeyRepository(server.db), undefined),
      );
      const keys = await Promise.all(stores.map((store) => store.get()));
      expect(new Set(keys.map((key) => key.publicKey)).size).toBe(1);
      expect(new Set(keys.map((key) => key.privateKey)).size).toBe(1);
      expect(await server.db.selectFrom('vapid_keys').selectAll().execute()).toHaveLength(1);
    } finally {
      await server.close();
    }
  });
});
