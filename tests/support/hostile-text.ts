import type { SuggestionRequest } from '#shared/api/suggestions.js';
import { TEXT_RULE_MESSAGES as SAY } from '#shared/text-fields.js';

type Change = Partial<Record<keyof SuggestionRequest, unknown>>;

/**
 * A listing's fields with hostile text (review of 28 Nov 2026, finding 8), each with the exact
 * message the API answers: the suggestion and listing-edit suites and the hostile-input table use it.
 */
export const HOSTILE_SUGGESTIONS: [name: string, change: Change, message: string][] = [
  [
    'user-info before the host in the URL',
    { url: 'https://accounts.google.com@evil.example/login' },
    SAY.address.userInfo('link'),
  ],
  ['U+202E in the title', { title: 'Intern \u202enoitacilppa' }, SAY.hidden('title')],
  ['U+202E in the URL path', { url: 'https://example.org/\u202efdp.exe' }, SAY.address.hidden('link')],
  ['a Cyrillic і in the URL host', { url: 'https://l\u0456nkedin.com/jobs/1' }, SAY.address.mixedScripts('link')],
  ['U+009B in the organiser', { organiser: 'Example \u009b31mLab' }, SAY.hidden('organiser')],
  [
    'a 12 KB season with NUL, C1 and bidi',
    { window: { kind: 'recurring', season: 'applications usually March to April\u0000\u0085\u202e'.repeat(320) } },
    SAY.tooLong('season', 160),
  ],
  ['NUL in the season', { window: { kind: 'recurring', season: 'every\u0000 March' } }, SAY.hidden('season')],
  [
    'ESC in stipend.text',
    { stipend: { kind: 'described', text: 'Paid \u001b[31mwell' } },
    SAY.hidden('stipend description'),
  ],
  [
    'closes: "2025-13-45"',
    { window: { kind: 'dates', opens: '2025-01-10', closes: '2025-13-45' } },
    SAY.notADate('closing date'),
  ],
  [
    'opens: "2027-02-30"',
    { window: { kind: 'dates', opens: '2027-02-30', closes: '2027-03-10' } },
    SAY.notADate('opening date'),
  ],
  ['a bidi isolate in the location', { location: 'Pune\u2066x\u2069' }, SAY.hidden('location')],
  ['a line separator in the eligibility', { eligibility: 'Everyone\u2028Else' }, SAY.hidden('eligibility')],
  ['a C1 control in the description', { description: 'A lab \u0090 intern' }, SAY.hidden('description')],
  ['a right-to-left mark in the title', { title: 'Intern\u200f' }, SAY.hidden('title')],
  ['a tab in the organiser', { organiser: 'Example\tLab' }, SAY.hidden('organiser')],
];
