/**
 * The one text rule of every free-text field the API takes (decision 0036): what a character may
 * be, what an address may look like and what a date must be. The schemas in src/shared build
 * their fields from these tests, so the forms and the server refuse the same input with the same
 * message. Plain functions (no zod), so a test can check each rule alone.
 */

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROLS_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/**
 * Bidi embeddings, overrides and isolates (they make text read differently from what it is), and
 * the line and paragraph separators (a line break to some readers and none to others).
 */
const REORDERING = /[\u202a-\u202e\u2066-\u2069\u2028\u2029]/;

/** Direction marks: invisible, and nothing a one-line text (a title, a name) needs. */
const DIRECTION_MARKS = /[\u200e\u200f\u061c]/;

/**
 * Characters that show nothing: zero-width spaces and joiners, the soft hyphen, word joiner and
 * invisible operators, fillers, variation selectors, the byte-order mark and tag characters.
 * Prose keeps them (Hindi needs the zero-width joiners); an address never does.
 */
const INVISIBLE =
  // eslint-disable-next-line no-misleading-character-class -- the combining invisibles are listed one by one on purpose
  /[\u00ad\u034f\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0\u{e0000}-\u{e007f}]/u;

export interface TextShape {
  /** A field of several lines (a description, a note) keeps line breaks and tabs. */
  lines?: boolean;
}

/** True when the text holds a control character, a bidi override or isolate, or (one-line) a direction mark. */
export function hasHiddenCharacters(value: string, shape: TextShape = {}): boolean {
  if (REORDERING.test(value)) return true;
  if (shape.lines) return CONTROLS_BUT_LINE_BREAKS.test(value);
  return CONTROLS.test(value) || DIRECTION_MARKS.test(value);
}

/** True when the text holds anything that shows nothing: a control, a bidi override, an invisible character. */
export function hasInvisibleCharacters(value: string): boolean {
  return hasHiddenCharacters(value) || INVISIBLE.test(value);
}

/** A real day of the Gregorian calendar written YYYY-MM-DD: '2025-02-29' and '2025-13-45' are not. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] as number;
  return day <= days;
}

/** Longest address any field takes: more than any real page needs, far less than a body may hold. */
export const ADDRESS_MAX = 2000;

/** Why an https address is refused, or undefined when it is fine. */
export type AddressProblem = 'notHttps' | 'hidden' | 'userInfo' | 'mixedScripts';

/**
 * Printable ASCII without the space: nothing in it is hidden, and its letters are all Latin. Nearly
 * every address is, and this one test spares the Unicode tables a page of links would otherwise
 * build and run in the browser as it loads (about 20-35 ms of /front-end's at a 4x slowdown).
 */
const PRINTABLE_ASCII = /^[\x21-\x7e]*$/;

/**
 * Checks one address: https with a dotted host, nothing invisible, no user-info before the host
 * (`https://accounts.google.com@evil.example/` goes to evil.example), and no host label that mixes
 * alphabets (`lіnkedin.com` with a Cyrillic і). A host typed in its xn-- form is kept and shown so.
 */
export function httpsAddressProblem(value: string): AddressProblem | undefined {
  // White space too: the URL parser drops tabs and line breaks, and a space is never part of a link.
  if (!PRINTABLE_ASCII.test(value) && (hasInvisibleCharacters(value) || /\s/u.test(value))) return 'hidden';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'notHttps';
  }
  if (url.protocol !== 'https:' || !url.hostname.includes('.')) return 'notHttps';
  const authority = /^https:\/\/([^/?#\\]*)/i.exec(value)?.[1] ?? '';
  if (url.username || url.password || authority.includes('@')) return 'userInfo';
  return hostMixesScripts(authority) ? 'mixedScripts' : undefined;
}

/** Alphabets a host label may be written in; Han, kana and Hangul count as one (Japanese and Korean mix them). */
const SCRIPTS: readonly (readonly [string, RegExp])[] = [
  'Latin',
  'Cyrillic',
  'Greek',
  'Armenian',
  'Georgian',
  'Hebrew',
  'Arabic',
  'Devanagari',
  'Bengali',
  'Gurmukhi',
  'Gujarati',
  'Oriya',
  'Tamil',
  'Telugu',
  'Kannada',
  'Malayalam',
  'Sinhala',
  'Thai',
  'Lao',
  'Ethiopic',
  'Cherokee',
].map((name) => [name, new RegExp(`\\p{Script=${name}}`, 'u')] as const);
const EAST_ASIAN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Bopomofo}]/u;

function scriptOf(character: string): string | undefined {
  if (!/[\p{L}]/u.test(character)) return undefined; // digits, hyphens and marks go with any alphabet
  if (EAST_ASIAN.test(character)) return 'East Asian';
  return SCRIPTS.find(([, pattern]) => pattern.test(character))?.[0] ?? 'other';
}

/** True when one label of the host (the part between dots) holds letters of two alphabets. */
export function hostMixesScripts(authority: string): boolean {
  if (PRINTABLE_ASCII.test(authority)) return false;
  const host = authority.replace(/:\d*$/, '').toLowerCase();
  return host.split(/[.\u3002\uff0e\uff61]/).some((label) => {
    const scripts = new Set<string>();
    for (const character of label) {
      const script = scriptOf(character);
      if (script) scripts.add(script);
    }
    return scripts.size > 1;
  });
}
