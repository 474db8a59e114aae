import { describe, expect, it } from 'vitest';
import { clientKey, parseTrustProxy, plainAddress } from '#server/http/client-ip.js';
import { doublingLadder, ladderDelay } from '#server/throttle/failure-throttle.js';

describe('client addresses', () => {
  it('reads TRUST_PROXY as off, a hop count or a list of proxies', () => {
    expect(parseTrustProxy(undefined)).toEqual({ kind: 'none' });
    expect(parseTrustProxy('false')).toEqual({ kind: 'none' });
    expect(parseTrustProxy('true')).toEqual({ kind: 'hops', hops: 1 });
    expect(parseTrustProxy('2')).toEqual({ kind: 'hops', hops: 2 });
    const list = parseTrustProxy('10.0.0.0/8, ::1');
    expect(list.kind).toBe('list');
    if (list.kind === 'list') {
      expect(list.list.check('10.200.1.1', 'ipv4')).toBe(true);
      expect(list.list.check('11.0.0.1', 'ipv4')).toBe(false);
      expect(list.list.check('::1', 'ipv6')).toBe(true);
    }
    expect(() => parseTrustProxy('nginx')).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(/TRUST_PROXY/);
  });

  it('takes the address out of forwarded entries, and nothing that is not one', () => {
    expect(plainAddress(' 203.0.113.9 ')).toBe('203.0.113.9');
    expect(plainAddress('203.0.113.9:4711')).toBe('203.0.113.9');
    expect(plainAddress('[2001:DB8::1]:443')).toBe('2001:db8::1');
    expect(plainAddress('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(plainAddress('fe80::1%eth0')).toBe('fe80::1');
    for (const junk of ['unknown', '', 'a'.repeat(500), '1.2.3.4.5', '<script>', '1.2.3.4, 5.6.7.8'])
      expect(plainAddress(junk)).toBeUndefined();
  });

  it('keys IPv6 clients by their /64 and IPv4 clients by their address', () => {
    expect(clientKey('192.0.2.1')).toBe('192.0.2.1');
    expect(clientKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0db8:0001:0002:0:0:0:9')).toBe('2001:db8:1:2::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
  });
});

describe('the progressive delay', () => {
  it('lets the free attempts through, then doubles the wait up to the cap', () => {
    const ladder = doublingLadder(10, 15 * 60_000);
    expect(ladderDelay(ladder, 9)).toBe(0);
    expect(ladderDelay(ladder, 10)).toBe(1_000);
    expect(ladderDelay(ladder, 11)).toBe(2_000);
    expect(ladderDelay(ladder, 14)).toBe(16_000);
    expect(ladderDelay(ladder, 1_000)).toBe(15 * 60_000);
  });
});
