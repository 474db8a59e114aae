import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '#shared/api/account-messages.js';
import { signUpRequestSchema, SIGNUP_MESSAGES } from '#shared/api/signup.js';
import { ERROR_SCREEN_MESSAGES, MESSAGES, SERVER_MESSAGES, TAKEOVER_MESSAGES } from '#shared/messages.js';
import type { PageDeclaration } from '#shared/pages/page-types.js';
import { SIGNED_IN_PAGES } from '#shared/pages/signed-in-pages.js';
import { SIGNED_OUT_PAGES } from '#shared/pages/signed-out-pages.js';
import { catalogueMessages, compileCatalogue, serverMessageIds } from '#scripts/vite-catalogues.js';
import { catalogueFormatter } from '#tests/support/catalogue-formatter.js';

// As the app gets them: each file plus the topic and tool pages' titles (content/topics, content/tools).
const en = catalogueMessages('en');
const hi = catalogueMessages('hi');

/** The placeholders a message uses ({name}, {count, plural, ...}): both languages need the same. */
const placeholders = (message: string) =>
  [...new Set([...message.matchAll(/\{\s*(\w+)\s*(?:,|\})/g)].map((match) => match[1]))].sort();

const formatter = catalogueFormatter;

describe('the message catalogues', () => {
  it('have every message id in both languages, and nothing only one of them has', () => {
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
    for (const [id, text] of Object.entries(hi)) expect(text.trim(), id).not.toBe('');
  });

  it('parse as ICU MessageFormat and use the same placeholders in both languages', () => {
    expect(() => compileCatalogue(en)).not.toThrow();
    expect(() => compileCatalogue(hi)).not.toThrow();
    for (const id of Object.keys(en)) expect(placeholders(hi[id]!), id).toEqual(placeholders(en[id]!));
  });

  it('hold the Hindi in Devanagari where the English has words to translate', () => {
    const sameInBoth = Object.keys(en).filter((id) => en[id] === hi[id]);
    // Only names and symbols stay as they are (Top 1%, DevOps, API, Ctrl K): never a sentence.
    for (const id of sameInBoth) expect(en[id]!.split(' ').length, `${id}: ${en[id]}`).toBeLessThanOrEqual(2);
    const withDevanagari = Object.values(hi).filter((text) => /[\u0900-\u097f]/.test(text)).length;
    expect(withDevanagari / Object.keys(hi).length).toBeGreaterThan(0.95);
  });

  it("keep the spec's exact English: the English catalogue says what src/shared/messages.ts says", () => {
    for (const [key, text] of Object.entries(MESSAGES)) expect(en[`spec.${key}`], key).toBe(text);
    for (const [key, text] of Object.entries(TAKEOVER_MESSAGES)) expect(en[`takeover.${key}`], key).toBe(text);
    for (const [key, text] of Object.entries(ERROR_SCREEN_MESSAGES)) expect(en[`errorScreen.${key}`], key).toBe(text);
    expect(formatter('en')('spec.welcome', { name: 'Asha' })).toBe('Welcome Asha');
  });

  it('name every declared page and navigation link, in English exactly as declared', () => {
    const pages: readonly PageDeclaration[] = [...SIGNED_OUT_PAGES, ...SIGNED_IN_PAGES];
    for (const page of pages) {
      expect(en[`page.${page.path}`], page.path).toBe(page.title);
      for (const link of page.nav ?? []) expect(en[`nav.${link.placement}.${page.path}`], page.path).toBe(link.label);
    }
  });

  it('recognise what the server and the sign-up schema say, so the browser can show it in Hindi', () => {
    const known = serverMessageIds(en);
    const said: string[] = [
      SIGNUP_MESSAGES.checkEmailTitle,
      SIGNUP_MESSAGES.checkEmail,
      SIGNUP_MESSAGES.checkEmailNoMail,
      SIGNUP_MESSAGES.commonPassword,
      SIGNUP_MESSAGES.tooManyAttempts,
      SERVER_MESSAGES.tooManyAttempts,
      SERVER_MESSAGES.internal,
      // The account page shows what the server answers (changed, deleted, wrong password) in Hindi too.
      ...Object.values(ACCOUNT_MESSAGES),
    ];
    const empty = signUpRequestSchema.safeParse({ name: '', email: '', password: '' });
    const tooLong = signUpRequestSchema.safeParse({ name: 'x'.repeat(81), email: 'not-an-address', password: 'short' });
    for (const result of [empty, tooLong]) said.push(...(result.error?.issues.map((issue) => issue.message) ?? []));
    expect(said.length).toBeGreaterThan(10);
    for (const text of said) expect(known[text], text).toMatch(/^server\w*\./);
  });

  it('format ICU plurals, with numbers in Indian grouping in both languages', () => {
    const english = formatter('en');
    const hindi = formatter('hi');
    expect(english('signup.passwordLabel', { min: 8 })).toBe('Password (at least 8 characters)');
    expect(english('signup.passwordLabel', { min: 1 })).toBe('Password (at least 1 character)');
    expect(english('signup.passwordLabel', { min: 100000 })).toBe('Password (at least 1,00,000 characters)');
    expect(hindi('signup.passwordLabel', { min: 8 })).toBe('पासवर्ड (कम से कम 8 अक्षर)');
    expect(hindi('signup.passwordLabel', { min: 100000 })).toBe('पासवर्ड (कम से कम 1,00,000 अक्षर)');
    expect(hindi('progress.count', { done: 3, total: 12 })).toBe('12 में से 3 पूरे');
  });
});
