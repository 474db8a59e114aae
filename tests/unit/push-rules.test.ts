import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { loadConfig } from '#server/config.js';
import { isPrivateAddress, isPrivateHost, publicOnlyLookup } from '#server/http/outbound-guard.js';
import { pushMessageSchema } from '#shared/api/push.js';

/**
 * A key pair as operators make one (`npx web-push generate-vapid-keys`). Not createECDH's raw keys:
 * its private key has fewer than 32 bytes whenever its first byte is zero (1 in 256 pairs), which the
 * configuration rightly refuses.
 */
const keyPair = () => webpush.generateVAPIDKeys();

describe('push endpoint guard', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.0.0.1',
    '172.16.5.4',
    '172.31.255.255',
    '192.168.1.20',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '::1',
    '::',
    'fd12:3456::1',
    'fe80::1',
    '::ffff:127.0.0.1',
    '::ffff:10.1.1.1',
    '64:ff9b::a9fe:a9fe',
    '::ffff:0:127.0.0.1',
    '::127.0.0.1',
    'fec0::1',
    '2002:7f00:1::',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2',
  ])('%s is private', (address) => expect(isPrivateAddress(address)).toBe(true));
  it.each(['142.250.74.10', '172.32.0.1', '8.8.8.8', '2a00:1450:4001:82b::200a', '::ffff:8.8.8.8'])(
    '%s is public',
    (address) => expect(isPrivateAddress(address)).toBe(false),
  );
  it('treats localhost names and private literals as private hosts, other names as public', () => {
    expect(['localhost', 'LOCALHOST', 'api.localhost', '[::1]', '10.0.0.8'].map(isPrivateHost)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(
      ['fcm.googleapis.com', 'updates.push.services.mozilla.com', 'web.push.apple.com', '8.8.4.4'].map(isPrivateHost),
    ).toEqual([false, false, false, false]);
  });
  it('refuses a name that resolves to a private address at connect time', async () => {
    const error = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      publicOnlyLookup('localhost', { all: true }, (err) => resolve(err)),
    );
    expect(error?.code).toBe('EPRIVATEADDRESS');
    const single = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      publicOnlyLookup('localhost', {}, (err) => resolve(err)),
    );
    expect(single?.code).toBe('EPRIVATEADDRESS');
  });
});

describe('push configuration', () => {
  it('generates and stores keys when none are configured, with a placeholder contact', () => {
    const config = loadConfig({});
    expect(config.push).toEqual({
      vapidKeys: undefined,
      subject: 'mailto:webmaster@localhost',
      subjectIsFallback: true,
      allowPrivateEndpoints: false,
    });
  });
  it('uses a configured key pair and subject, and an https PUBLIC_URL as the contact by default', () => {
    const keys = keyPair();
    expect(
      loadConfig({
        VAPID_PUBLIC_KEY: keys.publicKey,
        VAPID_PRIVATE_KEY: keys.privateKey,
        VAPID_SUBJECT: 'mailto:team@example.org',
      }).push,
    ).toMatchObject({
      vapidKeys: keys,
      subject: 'mailto:team@example.org',
      subjectIsFallback: false,
    });
    expect(loadConfig({ PUBLIC_URL: 'https://learn.example.org/' }).push.subject).toBe('https://learn.example.org');
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:3000' }).push.subjectIsFallback).toBe(true);
  });
  it.each([
    [
      'half a pair',
      () => ({ VAPID_PUBLIC_KEY: keyPair().publicKey }),
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together',
    ],
    [
      'keys of two pairs',
      () => ({ VAPID_PUBLIC_KEY: keyPair().publicKey, VAPID_PRIVATE_KEY: keyPair().privateKey }),
      'does not belong to VAPID_PRIVATE_KEY',
    ],
    [
      'a short private key',
      () => ({ VAPID_PUBLIC_KEY: keyPair().publicKey, VAPID_PRIVATE_KEY: 'abc' }),
      'VAPID_PRIVATE_KEY must be 32 bytes',
    ],
    [
      'a subject that is no contact',
      () => ({ VAPID_SUBJECT: 'http://example.org' }),
      'VAPID_SUBJECT must be a mailto: address or an https: URL',
    ],
  ])('refuses %s at start', (_name, env, message) => {
    expect(() => loadConfig(env())).toThrow(message);
  });
});

describe('push message', () => {
  it('accepts a site path or an http(s) URL as the target, and nothing else', () => {
    const message = (url?: string) => pushMessageSchema.safeParse({ title: 'T', body: 'B', url }).success;
    expect([
      message(),
      message('/hackathon'),
      message('https://example.org/apply'),
      message('http://example.org'),
    ]).toEqual([true, true, true, true]);
    expect([
      message('//evil.example'),
      message('javascript:alert(1)'),
      message('data:text/html,hi'),
      message('/\\evil'),
    ]).toEqual([false, false, false, false]);
  });
});
