import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { requestLanguage } from '#server/http/request-language.js';

const app = new Hono().get('/', (c) => c.text(requestLanguage(c)));
const languageOf = async (header?: string) =>
  (await app.request('/', { headers: header === undefined ? {} : { 'accept-language': header } })).text();

describe('the language a request asks for (Accept-Language)', () => {
  it('takes the first language StudyHub speaks, by weight', async () => {
    expect(await languageOf('hi-IN,hi;q=0.9,en;q=0.8')).toBe('hi');
    expect(await languageOf('en-US,en;q=0.9,hi;q=0.8')).toBe('en');
    expect(await languageOf('fr;q=1, hi;q=0.5, en;q=0.3')).toBe('hi');
    expect(await languageOf('en;q=0.2, hi;q=0.7')).toBe('hi');
    expect(await languageOf('hi')).toBe('hi');
  });

  it('falls back to English for none, unknown, refused or malformed values', async () => {
    expect(await languageOf()).toBe('en');
    expect(await languageOf('fr-FR, de')).toBe('en');
    expect(await languageOf('hi;q=0')).toBe('en');
    expect(await languageOf('*')).toBe('en');
    expect(await languageOf(';;;,,q=abc')).toBe('en');
  });
});
