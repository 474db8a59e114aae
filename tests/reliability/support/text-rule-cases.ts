/**
 * The hostile-input table's rows for the text rule (src/shared/text-rule.ts, decision 0036): every
 * free-text field of every body, with a hostile value and the message that names the field. A
 * string field of a valid body that is neither here nor in NOT_FREE_TEXT fails the suite, so a
 * new text field cannot join an endpoint without joining this table.
 */
import { NOTE_MESSAGES } from '#shared/api/notes.js';
import { REPORT_MESSAGES } from '#shared/api/reports.js';
import { TEXT_RULE_MESSAGES as SAY } from '#shared/text-fields.js';
import { VALID_BODIES } from './hostile-cases.js';

export interface TextRuleCase {
  route: string;
  /** The concrete path to send to. */
  path: string;
  /** The guarded field, as a dotted path into the body. */
  field: string;
  body: unknown;
  message: string;
  as: 'nobody' | 'reader' | 'maintainer';
}

/** String fields that are not free text, each with the rule that guards it instead. */
const NOT_FREE_TEXT: Record<string, string> = {
  kind: 'an enum',
  category: 'an enum',
  mode: 'an enum',
  currency: 'an enum',
  per: 'an enum',
  language: 'an enum',
  topics: 'an enum per entry',
  email: 'the e-mail rule (z.email)',
  password: 'a secret: any characters, bounded length',
  currentPassword: 'a secret',
  newPassword: 'a secret',
  token: 'a token: fixed alphabet, bounded length',
  itemId: 'a catalogue id: [a-z]+:[a-z0-9/-]+',
  page: 'a page name: [a-z0-9-]+',
  time: 'HH:MM',
  timeZone: 'an IANA zone name',
  changeId: 'a UUID',
  endpoint: "a push service's https address (push.ts: its own host rules)",
  p256dh: 'base64url key',
  auth: 'base64url key',
};

const LISTING_ROWS: [field: string, change: Record<string, unknown>, message: string][] = [
  ['title', { title: 'Intern \u202enoitacilppa' }, SAY.hidden('title')],
  ['url', { url: 'https://accounts.google.com@evil.example/login' }, SAY.address.userInfo('link')],
  ['location', { location: 'Pune\u2066x\u2069' }, SAY.hidden('location')],
  ['eligibility', { eligibility: 'All\u0085' }, SAY.hidden('eligibility')],
  [
    'window.opens',
    { window: { kind: 'dates', opens: '2027-02-30', closes: '2027-03-10' } },
    SAY.notADate('opening date'),
  ],
  ['window.closes', { window: { kind: 'dates', closes: '2025-13-45' } }, SAY.notADate('closing date')],
  ['window.season', { window: { kind: 'recurring', season: 'every\u0000 March' } }, SAY.hidden('season')],
];
const INTERNSHIP_ROWS: typeof LISTING_ROWS = [
  ...LISTING_ROWS,
  ['organiser', { organiser: 'Example \u009b31mLab' }, SAY.hidden('organiser')],
  ['stipend.text', { stipend: { kind: 'described', text: 'Paid \u001b[31m' } }, SAY.hidden('stipend description')],
];
const DESCRIPTION_ROW: (typeof LISTING_ROWS)[number] = [
  'description',
  { description: 'A lab \u0090 intern' },
  SAY.hidden('description'),
];

const valid = (route: string) => VALID_BODIES[route] as Record<string, unknown>;

function listingRows(route: string, path: string, as: TextRuleCase['as'], wrap: (fields: object) => object) {
  const base = route.includes('hackathon')
    ? valid(route).fields
    : (valid(route).fields ?? valid(route).suggestion ?? valid(route));
  // An internship's edit form has no description; a suggestion and a hackathon have one.
  const rows = route.includes('hackathon')
    ? [...LISTING_ROWS, DESCRIPTION_ROW]
    : route.includes('internship')
      ? INTERNSHIP_ROWS
      : [...INTERNSHIP_ROWS, DESCRIPTION_ROW];
  return rows.map(([field, change, message]): TextRuleCase => ({
    route,
    path,
    field,
    body: wrap({ ...(base as object), ...change }),
    message,
    as,
  }));
}

const channel = (kind: string, url: string) => {
  const settings = valid('PUT /api/maintain/settings') as { contact: { urls: object } };
  return { ...settings, contact: { ...settings.contact, urls: { ...settings.contact.urls, [kind]: url } } };
};

export const TEXT_RULE_CASES: TextRuleCase[] = [
  ...listingRows('POST /api/listings/suggestions', '/api/listings/suggestions', 'reader', (fields) => fields),
  ...listingRows(
    'POST /api/maintain/suggestions/:id/approve',
    '/api/maintain/suggestions/none/approve',
    'maintainer',
    (suggestion) => ({ suggestion }),
  ),
  ...listingRows(
    'PATCH /api/maintain/listings/internship/:slug',
    '/api/maintain/listings/internship/gsoc-frontend',
    'maintainer',
    (fields) => ({ version: 1, fields }),
  ),
  ...listingRows(
    'PATCH /api/maintain/listings/hackathon/:slug',
    '/api/maintain/listings/hackathon/smart-india-hackathon',
    'maintainer',
    (fields) => ({ version: 1, fields }),
  ),
  {
    route: 'POST /api/auth/signup',
    path: '/api/auth/signup',
    field: 'name',
    body: { ...valid('POST /api/auth/signup'), name: 'Ann \u202enimdA' },
    message: 'Your name contains characters that are not allowed.',
    as: 'nobody',
  },
  {
    route: 'POST /api/reports',
    path: '/api/reports',
    field: 'pageOrLink',
    body: { ...valid('POST /api/reports'), pageOrLink: '/books\u009b' },
    message: REPORT_MESSAGES.pageOrLinkHidden,
    as: 'reader',
  },
  {
    route: 'POST /api/reports',
    path: '/api/reports',
    field: 'description',
    body: { ...valid('POST /api/reports'), description: 'The link \u202eis dead' },
    message: REPORT_MESSAGES.descriptionHidden,
    as: 'reader',
  },
  {
    route: 'POST /api/talko',
    path: '/api/talko',
    field: 'message',
    body: { message: 'How\u0000 do I start?' },
    message: SAY.hidden('question'),
    as: 'reader',
  },
  {
    route: 'POST /api/maintain/suggestions/:id/reject',
    path: '/api/maintain/suggestions/none/reject',
    field: 'reason',
    body: { reason: 'Not \u2067an internship' },
    message: SAY.hidden('reason'),
    as: 'maintainer',
  },
  {
    route: 'PUT /api/notes',
    path: '/api/notes',
    field: 'text',
    body: { ...valid('PUT /api/notes'), text: 'Revise \u009b this' },
    message: NOTE_MESSAGES.notAllowed,
    as: 'reader',
  },
  {
    route: 'PUT /api/maintain/settings',
    path: '/api/maintain/settings',
    field: 'contact.email',
    body: { ...channel('chat', ''), contact: { ...channel('chat', '').contact, email: 'team\u200b@example.com' } },
    message: SAY.address.hidden('public e-mail address'),
    as: 'maintainer',
  },
  ...['professional-network', 'photo-sharing', 'chat', 'channel'].flatMap((kind): TextRuleCase[] => [
    {
      route: 'PUT /api/maintain/settings',
      path: '/api/maintain/settings',
      field: `contact.urls.${kind}`,
      body: channel(kind, 'https://l\u0456nkedin.com/x'),
      message: SAY.address.mixedScripts(`${kind} address`),
      as: 'maintainer',
    },
    {
      route: 'PUT /api/maintain/settings',
      path: '/api/maintain/settings',
      field: `contact.urls.${kind}`,
      body: channel(kind, 'https://www.linkedin.com/\u00adx'),
      message: SAY.address.hidden(`${kind} address`),
      as: 'maintainer',
    },
  ]),
];

/** The string fields of valid bodies that no row of the table guards and that are not known non-text. */
export function unguardedTextFields(): string[] {
  const guarded = new Set(TEXT_RULE_CASES.map((row) => `${row.route} ${row.field}`));
  const missing: string[] = [];
  const walk = (route: string, value: unknown, path: string[]) => {
    if (typeof value === 'string') {
      const field = path.join('.').replace(/^(fields|suggestion)\./, '');
      const leaf = path.findLast((part) => !/^\d+$/.test(part)) ?? '';
      if (!guarded.has(`${route} ${field}`) && !(leaf in NOT_FREE_TEXT)) missing.push(`${route} ${path.join('.')}`);
    } else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) walk(route, inner, [...path, key]);
    }
  };
  for (const [route, body] of Object.entries(VALID_BODIES)) walk(route, body, []);
  return missing;
}
