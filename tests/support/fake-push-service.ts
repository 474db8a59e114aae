import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify, type ECDH } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import selfsigned from 'selfsigned';

/**
 * A local stand-in for a browser's push service (FCM, Mozilla autopush, ...) over HTTPS with a
 * self-signed certificate made for the test run. Each subscription's path decides the answer
 * (201 by default); every request is recorded with its headers and body for the test to decrypt.
 */

export interface RecordedPush {
  id: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export async function startFakePushService(options: { delayMs?: number } = {}) {
  const pems = await selfsigned.generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
    ],
  });
  const received: RecordedPush[] = [];
  const answers = new Map<string, number>();
  let inFlight = 0;
  let maxInFlight = 0;

  const server = createServer({ key: pems.private, cert: pems.cert }, (req, res) => {
    const chunks: Buffer[] = [];
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const id = decodeURIComponent((req.url ?? '').replace(/^\/push\//, ''));
      received.push({ id, headers: req.headers, body: Buffer.concat(chunks) });
      setTimeout(() => {
        inFlight -= 1;
        const status = req.method === 'POST' && req.url?.startsWith('/push/') ? (answers.get(id) ?? 201) : 404;
        res.writeHead(status, { 'content-type': 'text/plain' }).end(status >= 400 ? `push service says ${status}` : '');
      }, options.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    /** The certificate to trust (an https.Agent's `ca`, or NODE_EXTRA_CA_CERTS for a child process). */
    ca: pems.cert,
    endpointFor: (id: string) => `https://localhost:${port}/push/${encodeURIComponent(id)}`,
    /** From now on, the subscription with this id gets this status (e.g. 410 Gone). */
    answer(id: string, status: number) {
      answers.set(id, status);
    },
    received,
    receivedFor: (id: string) => received.filter((push) => push.id === id),
    maxInFlight: () => maxInFlight,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakePushService = Awaited<ReturnType<typeof startFakePushService>>;

/**
 * What a browser holds for one subscription: a fresh P-256 key pair and a 16-byte auth secret
 * (RFC 8291), with the JSON it would POST and a way to decrypt what the push service received.
 */
export function newBrowserSubscription(endpoint: string) {
  const keys: ECDH = createECDH('prime256v1');
  keys.generateKeys();
  const authSecret = randomBytes(16);
  return {
    json: {
      endpoint,
      expirationTime: null,
      keys: { p256dh: keys.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
    },
    decrypt: (body: Buffer) => decryptAes128gcm(body, keys, authSecret),
  };
}

/** RFC 8291 / RFC 8188 decryption on the user agent's side, written from the RFCs (not with web-push). */
function decryptAes128gcm(body: Buffer, receiver: ECDH, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body.readUInt8(20);
  const senderPublicKey = body.subarray(21, 21 + keyIdLength);
  const record = body.subarray(21 + keyIdLength);
  if (record.length > recordSize) throw new Error('expected a single record');

  const ecdhSecret = receiver.computeSecret(senderPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiver.getPublicKey(), senderPublicKey]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));

  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 followed by optional zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('missing last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

export interface VapidAuthorization {
  /** The k= parameter: the sender's VAPID public key. */
  publicKey: string;
  claims: { aud?: string; exp?: number; sub?: string };
  /** Whether the JWT's ES256 signature verifies with that public key. */
  signatureValid: boolean;
}

/** Parses and verifies `Authorization: vapid t=<JWT>, k=<public key>` (RFC 8292). */
export function readVapidAuthorization(header: string | undefined): VapidAuthorization | null {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) return null;
  const [, token, publicKey] = match as unknown as [string, string, string];
  const [encodedHeader, encodedClaims, signature] = token.split('.') as [string, string, string];
  const jwtHeader = JSON.parse(Buffer.from(encodedHeader, 'base64url').toString()) as { alg?: string };
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signatureValid =
    jwtHeader.alg === 'ES256' &&
    verify(
      'sha256',
      Buffer.from(`${encodedHeader}.${encodedClaims}`),
      { key, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    );
  return {
    publicKey,
    claims: JSON.parse(Buffer.from(encodedClaims, 'base64url').toString()) as VapidAuthorization['claims'],
    signatureValid,
  };
}
