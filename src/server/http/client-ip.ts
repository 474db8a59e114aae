import { BlockList, isIP } from 'node:net';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * Which proxies in front of us may speak for the client (TRUST_PROXY): none; a number of hops
 * (`true` is one: a single nginx or cloud load balancer); or a list of proxy addresses and CIDR
 * ranges. A proxy appends the address it saw to X-Forwarded-For, so only the right-most entries
 * were written by proxies we trust; everything to their left came from the client.
 */
export type TrustProxy = { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'list'; list: BlockList };

export function parseTrustProxy(value: string | undefined): TrustProxy {
  const raw = (value ?? '').trim().toLowerCase();
  if (['', 'false', '0', 'no'].includes(raw)) return { kind: 'none' };
  if (['true', 'yes'].includes(raw)) return { kind: 'hops', hops: 1 };
  if (/^\d+$/.test(raw)) return { kind: 'hops', hops: Math.min(Number(raw), 20) };
  const list = new BlockList();
  for (const item of raw.split(',').map((part) => part.trim())) {
    const [address = '', prefix] = item.split('/');
    const family = isIP(address);
    const bits = prefix === undefined ? (family === 6 ? 128 : 32) : Number(prefix);
    if (!family || !Number.isInteger(bits) || bits < 0 || bits > (family === 6 ? 128 : 32))
      throw new Error(`TRUST_PROXY: "${item}" is not an IP address or CIDR range (use true, a hop count or a list)`);
    list.addSubnet(address, bits, family === 6 ? 'ipv6' : 'ipv4');
  }
  return { kind: 'list', list };
}

/** A valid address from an X-Forwarded-For entry ('1.2.3.4', '1.2.3.4:80', '[::1]:80', '::1'), else undefined. */
export function plainAddress(entry: string): string | undefined {
  let text = entry.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) text = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(text)) text = text.slice(0, text.indexOf(':'));
  text = text.replace(/%.*$/, ''); // an IPv6 zone says nothing about the client
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(text);
  if (mapped) text = mapped[1]!;
  return isIP(text) ? text.toLowerCase() : undefined;
}

/** The key a client is counted under: its IPv4 address, or its IPv6 /64 (one host owns a whole /64). */
export function clientKey(address: string): string {
  if (isIP(address) !== 6) return address;
  // A trailing dotted quad (64:ff9b::1.2.3.4) is two groups.
  const hex = address.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_all, a, b, c, d) =>
    [
      [a, b],
      [c, d],
    ]
      .map(([x, y]) => ((Number(x) << 8) | Number(y)).toString(16))
      .join(':'),
  );
  const [head = '', tail = ''] = hex.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = hex.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

interface ClientBehindProxies {
  /** The address the client connected from, as the trusted proxies saw it. */
  address: string;
  /** How many trusted proxies the walk passed (0: the socket's peer is not one). */
  trustedHops: number;
}

/** Walks from the socket's peer leftwards through X-Forwarded-For while each hop is a trusted proxy. */
function walkProxies(c: Context, trust: TrustProxy): ClientBehindProxies {
  const socket = plainAddress(socketAddress(c) ?? '') ?? 'unknown';
  if (trust.kind === 'none') return { address: socket, trustedHops: 0 };
  // Nearest first: the socket's peer, then X-Forwarded-For from right to left.
  const forwarded = (c.req.header('x-forwarded-for') ?? '').split(',').slice(-64).reverse();
  const chain = [socket, ...forwarded.map((entry) => plainAddress(entry))];
  let nearestValid = socket;
  for (let index = 0; index < chain.length; index += 1) {
    const address = chain[index];
    // An entry no proxy of ours would write: the client wrote it; the last trustworthy one stands.
    if (address === undefined) return { address: nearestValid, trustedHops: index };
    nearestValid = address;
    const trusted =
      trust.kind === 'hops' ? index < trust.hops : trust.list.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
    if (!trusted) return { address, trustedHops: index };
  }
  // Every hop trusted: the left-most is as close to the client as we get.
  return { address: nearestValid, trustedHops: chain.length };
}

/** The address the client connected from, as the trusted proxies saw it (not yet keyed by /64). */
export function clientAddress(c: Context, trust: TrustProxy): string {
  return walkProxies(c, trust).address;
}

/**
 * The scheme the client used, as X-Forwarded-Proto says, read like X-Forwarded-For: each proxy
 * appends what it received, so the entry of the outermost trusted proxy (the one the client talked
 * to) is as many places from the right as there are trusted hops; entries to its left are the
 * client's own words. With fewer entries (a proxy that overwrites) the left-most one stands.
 * Undefined without a trusted proxy or the header.
 */
export function forwardedProto(c: Context, trust: TrustProxy): string | undefined {
  if (trust.kind === 'none') return undefined;
  const header = c.req.header('x-forwarded-proto');
  if (!header) return undefined;
  const { trustedHops } = walkProxies(c, trust);
  if (trustedHops === 0) return undefined;
  const entries = header.split(',').slice(-64);
  return entries[entries.length - Math.min(trustedHops, entries.length)]?.trim().toLowerCase();
}

/** The client as limits count it: its address behind the trusted proxies, IPv6 by /64. */
export function clientIp(c: Context, trust: TrustProxy): string {
  return clientKey(clientAddress(c, trust));
}

/** Whether the connection itself comes from a proxy TRUST_PROXY names (so its own headers count). */
export function peerIsTrustedProxy(c: Context, trust: TrustProxy): boolean {
  if (trust.kind === 'none') return false;
  if (trust.kind === 'hops') return trust.hops > 0;
  const peer = plainAddress(socketAddress(c) ?? '');
  return peer !== undefined && trust.list.check(peer, isIP(peer) === 6 ? 'ipv6' : 'ipv4');
}
