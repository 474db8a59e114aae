import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { Agent as HttpAgent, type AgentOptions as HttpAgentOptions, type ClientRequestArgs } from 'node:http';
import {
  Agent as HttpsAgent,
  type AgentOptions as HttpsAgentOptions,
  type RequestOptions as HttpsRequestOptions,
} from 'node:https';
import { BlockList, isIP, Socket } from 'node:net';
import type { Duplex } from 'node:stream';

/**
 * Outbound requests to addresses that others choose (push endpoints from browsers, content links and
 * wherever they redirect) may not lead into a private network. Three checks: a host written in the
 * URL (refused before any request), the DNS answer (a lookup that fails on private addresses), and
 * the connected socket's peer address on every connection, which also covers IP literals (Node's
 * agents skip `lookup` for them) and DNS answers switched in between.
 */

const privateRanges = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata services
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['192.0.2.0', 24], // documentation
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  privateRanges.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 96], // unspecified, loopback and the deprecated IPv4-compatible ::a.b.c.d
  ['::ffff:0:0:0', 96], // SIIT-translated IPv4 (::ffff:0:a.b.c.d)
  ['64:ff9b::', 96], // NAT64: reaches any IPv4 address, 169.254.169.254 included
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001::', 32], // Teredo (tunnels to an embedded IPv4 address)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4 (2002:7f00:1:: is 127.0.0.1 underneath)
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated, still routed inside some networks)
  ['ff00::', 8], // multicast
] as const) {
  privateRanges.addSubnet(network, prefix, 'ipv6');
}

/** Whether an IP address (v4, v6 or v4-mapped v6) belongs to a private, local or reserved range. */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return privateRanges.check(mapped[1]!, 'ipv4');
  const family = isIP(address);
  if (family === 0) return false;
  return privateRanges.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** A host written into the URL that is plainly local: an address in a private range, or localhost. */
export function isPrivateHost(hostname: string): boolean {
  // 'localhost.' (the fully qualified form) is localhost too.
  const host = hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  return isIP(host) !== 0 && isPrivateAddress(host);
}

/** Whether the URL's host is an IP address written out ('203.0.113.5', '[::1]') rather than a name. */
export function isIpLiteralHost(hostname: string): boolean {
  return isIP(hostname.replace(/^\[|\]$/g, '')) !== 0;
}

export class PrivateAddressError extends Error {
  readonly code = 'EPRIVATEADDRESS';
  constructor(hostname: string, address: string) {
    super(`${hostname} resolves to the private address ${address}; only public addresses are contacted`);
    this.name = 'PrivateAddressError';
  }
}

/**
 * Destroys a socket whose peer turns out to be private, before anything is written to it: our
 * listener goes first among the socket's 'connect' listeners (the request's buffered writes and the
 * TLS handshake wait on the same event).
 */
/** Which peer addresses an outbound request must not reach; the default is every private range. */
export type AddressRefusal = (address: string) => boolean;

export function guardSocket<T extends Socket>(
  socket: T,
  hostname: string,
  refuse: AddressRefusal = isPrivateAddress,
): T {
  socket.prependOnceListener('connect', () => {
    const peer = socket.remoteAddress ?? '';
    if (!peer || refuse(peer)) socket.destroy(new PrivateAddressError(hostname, peer || 'unknown'));
  });
  return socket;
}

/** An https agent that refuses private addresses at lookup and on every connected socket. */
export class PublicOnlyHttpsAgent extends HttpsAgent {
  constructor(
    options: HttpsAgentOptions = {},
    private readonly refuse: AddressRefusal = isPrivateAddress,
  ) {
    super({ ...options, lookup: lookupRefusing(refuse) });
  }

  override createConnection(
    options: HttpsRequestOptions,
    callback?: (err: Error | null, stream: Duplex) => void,
  ): Duplex | null | undefined {
    const socket = super.createConnection(options, callback);
    const host = String(options.servername || options.hostname || options.host);
    if (socket instanceof Socket) guardSocket(socket, host, this.refuse);
    return socket;
  }
}

/** The plain-http counterpart (link checks of http:// links). */
export class PublicOnlyHttpAgent extends HttpAgent {
  constructor(
    options: HttpAgentOptions = {},
    private readonly refuse: AddressRefusal = isPrivateAddress,
  ) {
    super({ ...options, lookup: lookupRefusing(refuse) } as HttpAgentOptions);
  }

  override createConnection(
    options: ClientRequestArgs,
    callback?: (err: Error | null, stream: Duplex) => void,
  ): Duplex | null | undefined {
    const socket = super.createConnection(options, callback);
    if (socket instanceof Socket) guardSocket(socket, String(options.hostname || options.host), this.refuse);
    return socket;
  }
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;
type Lookup = (hostname: string, options: LookupOptions, callback: LookupCallback) => void;

/**
 * A dns.lookup that fails when the host resolves to a refused address. Node calls it with
 * { all: true } (happy eyeballs) or without; both shapes are answered.
 */
export function lookupRefusing(refuse: AddressRefusal): Lookup {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, options.all ? [] : '');
      const blocked = addresses.find((entry) => refuse(entry.address));
      if (blocked) return callback(new PrivateAddressError(hostname, blocked.address), options.all ? [] : '');
      if (options.all) return callback(null, addresses);
      const first = addresses[0];
      if (!first) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), '');
      callback(null, first.address, first.family);
    });
  };
}

/** The lookup that refuses every private range. */
export const publicOnlyLookup: Lookup = lookupRefusing(isPrivateAddress);
