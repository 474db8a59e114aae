import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TEXT_RULE_MESSAGES, addressField, dateField, textField } from '#shared/text-fields.js';
import {
  hasHiddenCharacters,
  hasInvisibleCharacters,
  hostMixesScripts,
  httpsAddressProblem,
  isCalendarDate,
} from '#shared/text-rule.js';

// The one text rule of every free-text field (review of 28 Nov 2026, findings 8, 9, 10; decision 0036).
describe('the text rule', () => {
  it.each([
    ['NUL', '\u0000'],
    ['ESC', '\u001b[31m'],
    ['DEL', '\u007f'],
    ['a C1 CSI', '\u009b31m'],
    ['a C1 NEL', '\u0085'],
    ['a right-to-left override', '\u202e'],
    ['a left-to-right embedding', '\u202a'],
    ['a first-strong isolate', '\u2068'],
    ['a pop directional isolate', '\u2069'],
    ['a line separator', '\u2028'],
    ['a paragraph separator', '\u2029'],
  ])('refuses %s in one line and in several', (_name, character) => {
    expect(hasHiddenCharacters(`a${character}b`)).toBe(true);
    expect(hasHiddenCharacters(`a${character}b`, { lines: true })).toBe(true);
  });

  it('keeps line breaks and tabs only where a field has several lines', () => {
    for (const text of ['one\ntwo', 'one\r\ntwo', 'one\ttwo']) {
      expect(hasHiddenCharacters(text), JSON.stringify(text)).toBe(true);
      expect(hasHiddenCharacters(text, { lines: true }), JSON.stringify(text)).toBe(false);
    }
  });

  it('refuses direction marks in one line; prose of several lines may need them', () => {
    for (const mark of ['\u200e', '\u200f', '\u061c']) {
      expect(hasHiddenCharacters(`Lab${mark}`)).toBe(true);
      expect(hasHiddenCharacters(`Lab${mark}`, { lines: true })).toBe(false);
    }
  });

  it('keeps ordinary text of any language, the joiners Hindi needs included', () => {
    for (const text of ['Summer of Code 2026', 'आईआईटी दिल्ली', 'क्‍ष with a ZWJ', 'Zürich – “remote”', '東京大学']) {
      expect(hasHiddenCharacters(text), text).toBe(false);
    }
  });

  it.each([
    ['a zero-width space', '\u200b'],
    ['a soft hyphen', '\u00ad'],
    ['a word joiner', '\u2060'],
    ['a byte-order mark', '\ufeff'],
    ['a variation selector', '\ufe0f'],
    ['a tag character', '\u{e0041}'],
    ['a Hangul filler', '\u3164'],
    ['a right-to-left mark', '\u200f'],
    ['a line separator', '\u2028'],
  ])('finds %s invisible', (_name, character) => {
    expect(hasInvisibleCharacters(`linked${character}in.com`)).toBe(true);
  });

  it.each([
    ['2025-13-45', false],
    ['2025-02-29', false],
    ['2024-02-29', true],
    ['1900-02-29', false],
    ['2000-02-29', true],
    ['2026-04-31', false],
    ['2026-12-31', true],
    ['2026-00-10', false],
    ['2026-01-00', false],
    ['2026-1-10', false],
    ['2026-01-10T00:00', false],
  ])('%s is a real calendar date: %s', (value, real) => {
    expect(isCalendarDate(value)).toBe(real);
  });

  it.each([
    ['https://accounts.google.com@evil.example/login', 'userInfo'],
    ['https://user:secret@linkedin.com/x', 'userInfo'],
    ['https://:@linkedin.com/x', 'userInfo'],
    ['https://l\u0456nkedin.com/x', 'mixedScripts'],
    ['https://www.p\u0430ypal.com/', 'mixedScripts'],
    ['https://example.com/\u202egnp.exe', 'hidden'],
    ['https://exa\u200bmple.com/', 'hidden'],
    ['https://example.com/a b', 'hidden'],
    ['https://exam\nple.com/', 'hidden'],
    ['http://example.com/', 'notHttps'],
    ['https://localhost/', 'notHttps'],
    ['javascript:alert(1)', 'notHttps'],
  ])('refuses %s as %s', (address, problem) => {
    expect(httpsAddressProblem(address)).toBe(problem);
  });

  it('keeps real addresses, hosts in one other alphabet and hosts typed as xn--', () => {
    for (const address of [
      'https://www.linkedin.com/company/x?ref=a@b',
      'https://example.com/path/@handle',
      'https://пример.рф/',
      'https://東京.jp/',
      'https://xn--e1afmkfd.xn--p1ai/',
      'https://example.com:8443/x#top',
    ]) {
      expect(httpsAddressProblem(address), address).toBeUndefined();
    }
    expect(hostMixesScripts('пример.com')).toBe(false);
    expect(hostMixesScripts('mixedпример.com')).toBe(true);
  });
});

describe("the text rule's plain-ASCII shortcut", () => {
  // A fragment with a non-ASCII letter changes no verdict (it is past the host, and it is no hidden
  // character), but it sends the address down the full Unicode checks: both paths must agree.
  const slowPath = (address: string) => httpsAddressProblem(`${address}#\u00e9`);
  const asciiAddress = fc.oneof(
    fc.webUrl({ validSchemes: ['https', 'http'], withQueryParameters: true }),
    fc.string({ unit: 'binary-ascii' }).map((rest) => `https://${rest}`),
    fc.string({ unit: 'binary-ascii' }),
  );

  it('gives every ASCII address the verdict of the full checks', () => {
    fc.assert(
      fc.property(asciiAddress, (address) => {
        if (address.includes('#')) return; // the added fragment would join the address's own
        expect(httpsAddressProblem(address)).toBe(slowPath(address));
      }),
      { numRuns: 2000 },
    );
  });

  it('still refuses ASCII controls and spaces as hidden', () => {
    for (const address of ['https://exa\u0000mple.com/', 'https://example.com/\u007f', 'https://example.com/a\tb'])
      expect(httpsAddressProblem(address), JSON.stringify(address)).toBe('hidden');
  });
});

describe('the text rule as schema fields', () => {
  const title = textField({ label: 'title', max: 10, missing: 'Enter a title.' });

  it('names the field in every message', () => {
    expect(title.safeParse('').error?.issues[0]?.message).toBe('Enter a title.');
    expect(title.safeParse('x'.repeat(11)).error?.issues[0]?.message).toBe(TEXT_RULE_MESSAGES.tooLong('title', 10));
    expect(title.safeParse('a\u202eb').error?.issues[0]?.message).toBe(TEXT_RULE_MESSAGES.hidden('title'));
    expect(title.safeParse('  Lab  ').data).toBe('Lab');
    const link = addressField('link');
    expect(link.safeParse('https://accounts.google.com@evil.example/login').error?.issues[0]?.message).toBe(
      TEXT_RULE_MESSAGES.address.userInfo('link'),
    );
    expect(dateField('closing date').safeParse('2025-13-45').error?.issues[0]?.message).toBe(
      TEXT_RULE_MESSAGES.notADate('closing date'),
    );
  });

  it('says the length first for a long text full of controls (one message, not thousands of characters checked twice)', () => {
    const issues = title.safeParse('\u0000\u009b\u202e'.repeat(4000)).error?.issues ?? [];
    expect(issues.map((issue) => issue.message)).toEqual([TEXT_RULE_MESSAGES.tooLong('title', 10)]);
  });
});
