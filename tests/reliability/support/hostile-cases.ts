/**
 * The hostile inputs the reliability suite sends to every endpoint: path segments, query values,
 * bodies and cookies an attacker (or a broken client) could send. Endpoints come from the app's
 * own route table, so a new endpoint is covered the day it is added.
 */

import { VALID_SUGGESTION } from '#tests/support/listing-suggestion.js';

const { organiser: _organiser, category: _category, stipend: _stipend, ...HACKATHON_BASE } = VALID_SUGGESTION;
const VALID_HACKATHON_FIELDS = { ...HACKATHON_BASE, kind: 'hackathon', description: 'A weekend of building.' };

export interface Endpoint {
  method: string;
  /** As registered: '/api/content/*', '/api/videos/search', ... */
  path: string;
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const takesBody = (endpoint: Endpoint) => BODY_METHODS.has(endpoint.method);

/** Every concrete API endpoint (not middleware, not the SPA's catch-all), each method once. */
export function apiEndpoints(routes: Endpoint[]): Endpoint[] {
  const seen = new Set<string>();
  return routes.filter(({ method, path }) => {
    const key = `${method} ${path}`;
    if (method === 'ALL' || method === 'HEAD' || !path.startsWith('/api/') || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Raw text for a path segment or query value: what it is and how it travels (already encoded). */
export const HOSTILE_SEGMENTS: Array<[string, string]> = [
  ['path traversal', '../../../../etc/passwd'],
  ['encoded path traversal', '..%2f..%2f..%2f..%2fetc%2fpasswd'],
  ['double-encoded traversal', '%252e%252e%252f%252e%252e%252fetc%252fpasswd'],
  ['backslash traversal', '..%5c..%5cwindows%5cwin.ini'],
  ['SQL-looking text', encodeURIComponent("front-end' OR '1'='1' --")],
  ['SQL union', encodeURIComponent('1 UNION SELECT password_hash FROM users')],
  ['NUL byte', 'front-end%00.json'],
  ['invalid UTF-8', '%C3%28%FF%FE%ED%A0%80'],
  ['lone percent', '%'],
  ['very long', 'a'.repeat(6_000)],
  ['emoji and accents', encodeURIComponent('ümlaut-😀-ß')],
  ['empty', ''],
];

/** Field names our API bodies use; hostile bodies put wrong things under them. */
export const FIELD_NAMES = [
  'email',
  'password',
  'name',
  'message',
  'pageOrLink',
  'description',
  'itemId',
  'done',
  'saved',
  'endpoint',
  'keys',
  'expirationTime',
  'token',
  'currentPassword',
  'newPassword',
  'title',
  'url',
  'organiser',
  'window',
  'stipend',
];

const STRING_FIELD_VALUES: Array<[string, unknown]> = [
  ['a number', 42],
  ['a negative float', -1.5e308],
  ['an array', ['x', 1]],
  ['an object', { nested: { deeper: true } }],
  ['null', null],
  ['a boolean', true],
  ['NUL bytes', 'abc\u0000def\u0000'],
  ['control characters', 'a\u0007\u001b[31mred'],
  ['a very long string', 'x'.repeat(15_000)],
  ['SQL-looking text', "x'); DROP TABLE users; --"],
  ['a lone surrogate', 'bad \ud800 text'],
  ['C1 controls and bidi overrides', 'a\u009b31m \u202eevil\u2066'],
  ['prototype keys', JSON.parse('{"__proto__": {"admin": true}, "constructor": {"prototype": {"admin": true}}}')],
];

export interface HostileBody {
  name: string;
  body: string | Buffer;
  contentType?: string;
}

const json = (name: string, value: unknown): HostileBody => ({
  name,
  body: JSON.stringify(value),
  contentType: 'application/json',
});

/**
 * Bodies for an endpoint that reads one: broken JSON and wrong shapes, then its valid example
 * (when we have one) with each field missing, of the wrong type, hostile, and with an extra field.
 */
export function hostileBodies(valid?: Record<string, unknown>): HostileBody[] {
  const bodies: HostileBody[] = [
    { name: 'malformed JSON', body: '{"email": "a@b.c", ', contentType: 'application/json' },
    { name: 'a JSON array', body: '[]', contentType: 'application/json' },
    { name: 'JSON null', body: 'null', contentType: 'application/json' },
    { name: 'a JSON string', body: '"hello"', contentType: 'application/json' },
    { name: 'a JSON number', body: '1e999', contentType: 'application/json' },
    { name: 'an empty object', body: '{}', contentType: 'application/json' },
    { name: 'an empty body', body: '', contentType: 'application/json' },
    { name: 'deeply nested JSON', body: '['.repeat(5_000) + ']'.repeat(5_000), contentType: 'application/json' },
    {
      name: 'invalid UTF-8 bytes',
      body: Buffer.from([
        0x7b, 0x22, 0x65, 0x6d, 0x61, 0x69, 0x6c, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d,
      ]),
      contentType: 'application/json',
    },
    {
      name: 'a UTF-16 body',
      body: Buffer.from('{"email":"a@b.c"}', 'utf16le'),
      contentType: 'application/json; charset=utf-16',
    },
    { name: 'a form body', body: 'email=a%40b.c&password=x', contentType: 'application/x-www-form-urlencoded' },
    { name: 'plain text', body: 'hello', contentType: 'text/plain' },
    { name: 'no content type', body: '{"email":"a@b.c"}' },
    json(
      'every field of the wrong type',
      Object.fromEntries(
        FIELD_NAMES.map((field, i) => [field, STRING_FIELD_VALUES[i % STRING_FIELD_VALUES.length]![1]]),
      ),
    ),
    json('every field with NUL bytes', Object.fromEntries(FIELD_NAMES.map((field) => [field, '\u0000']))),
    json(
      'prototype pollution',
      JSON.parse('{"__proto__": {"admin": true}, "constructor": {"prototype": {"admin": true}}}'),
    ),
  ];
  if (!valid) return bodies;
  bodies.push(json('the valid example with an extra field', { ...valid, role: 'admin' }));
  for (const field of Object.keys(valid)) {
    const { [field]: _dropped, ...rest } = valid;
    bodies.push(json(`the valid example without ${field}`, rest));
    for (const [what, value] of STRING_FIELD_VALUES)
      bodies.push(json(`${field} as ${what}`, { ...valid, [field]: value }));
  }
  return bodies;
}

/** A valid example body per endpoint, so field-by-field mutations reach the deeper checks. */
export const VALID_BODIES: Record<string, Record<string, unknown>> = {
  'POST /api/auth/signin': { email: 'reader@example.com', password: 'not the password' },
  'POST /api/auth/signup': {
    name: 'Hostile Tester',
    email: 'hostile-signup@example.com',
    password: 'an unusual long passphrase 42',
  },
  'POST /api/reports': {
    pageOrLink: '/front-end',
    description: 'The second video link is dead.',
    email: 'reader@example.com',
  },
  'POST /api/talko': { message: 'How do I start with React?' },
  'POST /api/maintain/suggestions/:id/reject': { reason: 'Not an internship.' },
  'POST /api/maintain/suggestions/:id/approve': { suggestion: VALID_SUGGESTION },
  'POST /api/listings/suggestions': VALID_SUGGESTION,
  'PUT /api/maintain/settings': {
    version: 0,
    contact: {
      email: 'team@example.com',
      urls: {
        'professional-network': 'https://www.linkedin.com/company/x',
        'photo-sharing': '',
        chat: '',
        channel: '',
      },
    },
  },
  // The console's edit form: the form's fields of a listing and the version they were read at.
  'PATCH /api/maintain/listings/internship/:slug': { version: 1, fields: VALID_SUGGESTION },
  'PATCH /api/maintain/listings/hackathon/:slug': {
    version: 1,
    fields: VALID_HACKATHON_FIELDS,
  },
  'PUT /api/progress': { itemId: 'link:front-end/1', done: true },
  'PUT /api/saved': { itemId: 'link:front-end/1', saved: true },
  'POST /api/progress/reset': { page: 'front-end' },
  'PUT /api/reminders': { days: [1, 3, 5], time: '19:00', timeZone: 'Asia/Kolkata' },
  'PUT /api/notifications/topics': { topics: ['internship:AIML', 'hackathons', 'closing-soon'] },
  'PUT /api/notes': { itemId: 'link:front-end/1', text: 'Revise this before Friday.', baseVersion: 0 },
  'POST /api/sync': {
    changes: [
      {
        changeId: '0b7c2a64-6c1f-4d55-9a39-2f0f6b9f1c11',
        kind: 'progress',
        itemId: 'link:front-end/1',
        value: true,
        changedAt: 1_700_000_000_000,
      },
    ],
  },
  'POST /api/push/subscriptions': {
    endpoint: 'https://push.example.com/send/abc123',
    expirationTime: null,
    keys: { p256dh: 'B' + 'A'.repeat(86), auth: 'A'.repeat(22) },
  },
  'DELETE /api/push/subscriptions': { endpoint: 'https://push.example.com/send/abc123' },
  'POST /api/auth/password-reset/request': { email: 'reader@example.com' },
  'POST /api/auth/password-reset/check': { token: 'A'.repeat(43) },
  'POST /api/auth/password-reset': { token: 'A'.repeat(43), password: 'an unusual long passphrase 42' },
  'POST /api/auth/verify-email': { token: 'A'.repeat(43) },
  // The reader's wrong password: a valid body must not change or delete the reader's account.
  'POST /api/account/password': { currentPassword: 'not the password', newPassword: 'an unusual long passphrase 42' },
  'DELETE /api/account': { password: 'not the password' },
  'PUT /api/account/language': { language: 'hi' },
};

/** Cookie headers a forged or broken client could send (fetch refuses NUL, CR and LF itself). */
export const HOSTILE_COOKIES: Array<[string, string]> = [
  ['an empty session cookie', 'portal_session='],
  ['a 4 KB session cookie', `portal_session=${'x'.repeat(4_000)}`],
  ['a bad percent-encoding', 'portal_session=%E0%A4%A'],
  ['SQL in the cookie', "portal_session=' OR '1'='1"],
  ['traversal in the cookie', 'portal_session=..%2F..%2Fetc%2Fpasswd'],
  ['two session cookies', 'portal_session=aaa; portal_session=bbb; __Host-portal_session=ccc'],
  ['no equals sign', 'garbage-without-equals'],
  ['only separators', ';;;=;=='],
  ['non-ASCII bytes', 'portal_session=\u00ff\u00fe\u00e9'],
  ['a plain session cookie beside the __Host- one', '__Host-portal_session=aaa; portal_session=bbb'],
  [
    'a forged known-device cookie',
    `portal_device=00000000-0000-4000-8000-000000000000.1700000000000.${'A'.repeat(43)}`,
  ],
  [
    'a known-device cookie from the future',
    `portal_device=00000000-0000-4000-8000-000000000000.9999999999999.${'A'.repeat(43)}`,
  ],
  ['a forged Google flow binding', `portal_oidc=${'A'.repeat(43)}`],
  ['a 4 KB Google flow binding', `portal_oidc=${'x'.repeat(4_000)}`],
  ['a 4 KB known-device cookie', `portal_device=${'~'.repeat(4_000)}`],
  ['a known-device cookie of many entries', `portal_device=${Array(200).fill('a.1.b').join('~')}`],
];

/**
 * X-Forwarded-For values a client can send (the suite's server trusts one proxy hop, so they are
 * parsed): forged first entries, junk, ports, brackets, IPv6 and very long chains.
 */
export const HOSTILE_FORWARDED_FOR: Array<[string, string]> = [
  ['a forged first entry', '1.2.3.4, 203.0.113.5'],
  ['junk', 'not an address, <script>, ;;;'],
  ['an empty list', ', , ,'],
  ['ports and brackets', '[2001:db8::1]:443, 203.0.113.5:8080'],
  ['an IPv6 client', '2001:db8:1:2::77'],
  ['a mapped IPv4 address', '::ffff:203.0.113.9'],
  ['a zone index', 'fe80::1%eth0'],
  ['a 2,000-entry chain', Array.from({ length: 2_000 }, (_, i) => `10.0.${i % 256}.${i % 250}`).join(',')],
  ['a 6 KB entry', 'x'.repeat(6_000)],
];

/** The concrete path for a registered one, with `segment` in place of every `*` and `:param`. */
export function concretePath(path: string, segment: string): string {
  return path.replace(/\*|:[A-Za-z]+/g, segment);
}

export const hasWildcard = (path: string) => /\*|:[A-Za-z]+/.test(path);

/** Percent-encodes raw bytes (any bytes, valid UTF-8 or not) for a URL. */
export function percentEncode(bytes: Uint8Array): string {
  return [...bytes]
    .map((byte) =>
      /[A-Za-z0-9_~.-]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

/** Push endpoints that lead into private networks or are written as IP literals: each must get a 400. */
export const HOSTILE_PUSH_ENDPOINTS = [
  'https://[64:ff9b::a9fe:a9fe]/push',
  'https://[::ffff:0:127.0.0.1]/push',
  'https://[::127.0.0.1]/push',
  'https://[fec0::1]/push',
  'https://[2002:7f00:1::]/push',
  'https://169.254.169.254/latest',
  'https://0x7f.1/push',
  'https://2130706433/push',
  'https://8.8.8.8/push',
  'https://localhost./push',
];
