import { describe, expect, it } from 'vitest';
import { signInRequestSchema } from '#shared/api/auth.js';
import { loadConfig, parseDatabaseUrl, parseDuration } from '#server/config.js';

describe('sign-in request validation', () => {
  const message = (input: unknown) => {
    const result = signInRequestSchema.safeParse(input);
    return result.success ? 'ok' : result.error.issues[0]?.message;
  };

  it('accepts an e-mail and a password', () => {
    expect(message({ email: 'a@b.co', password: 'secret' })).toBe('ok');
  });

  it.each([
    [{ email: '', password: 'x' }],
    [{ email: '   ', password: 'x' }],
    [{ email: 'a@b.co', password: '' }],
    [{ email: 'a@b.co' }],
    [{ password: 'x' }],
    [{ email: null, password: 'x' }],
  ])('answers an empty or missing field %j with the spec message', (input) => {
    expect(message(input)).toBe('Please enter your email and password!');
  });

  it('refuses over-long values, control characters and extra fields', () => {
    expect(message({ email: `${'a'.repeat(250)}@b.co`, password: 'x' })).toMatch(/too long/);
    expect(message({ email: 'a@b.co', password: 'x'.repeat(1025) })).toMatch(/too long/);
    expect(message({ email: 'a\u0000@b.co', password: 'x' })).toMatch(/not allowed/);
    expect(signInRequestSchema.safeParse({ email: 'a@b.co', password: 'x', role: 'admin' }).success).toBe(false);
  });

  it('keeps spaces inside passwords', () => {
    const parsed = signInRequestSchema.parse({ email: ' a@b.co ', password: ' pass word ' });
    expect(parsed).toEqual({ email: 'a@b.co', password: ' pass word ' });
  });
});

describe('configuration', () => {
  it('chooses the database from DATABASE_URL', () => {
    expect(parseDatabaseUrl(undefined)).toMatchObject({
      engine: 'sqlite',
      file: expect.stringMatching(/data\/portal\.db$/),
    });
    expect(parseDatabaseUrl('postgres://u@h:5432/db')).toEqual({ engine: 'postgres', url: 'postgres://u@h:5432/db' });
    expect(parseDatabaseUrl('postgresql://u@h/db')).toMatchObject({ engine: 'postgres' });
    expect(parseDatabaseUrl('sqlite:/tmp/x.db')).toEqual({ engine: 'sqlite', file: '/tmp/x.db' });
    expect(parseDatabaseUrl('/var/lib/portal.db')).toEqual({ engine: 'sqlite', file: '/var/lib/portal.db' });
  });

  it('parses durations', () => {
    expect(parseDuration('30m')).toBe(1_800_000);
    expect(parseDuration('7d')).toBe(604_800_000);
    expect(parseDuration('1500')).toBe(1500);
    expect(() => parseDuration('soon')).toThrow(/invalid duration/);
    // ms's longer forms are read too; what is not a whole, non-negative number of milliseconds is refused.
    expect(parseDuration('1.5h')).toBe(5_400_000);
    expect(parseDuration('2 weeks')).toBe(1_209_600_000);
    for (const bad of ['', ' ', '-1h', '1.5ms', '0.5'])
      expect(() => parseDuration(bad), bad).toThrow(/invalid duration/);
  });

  it('has the documented defaults and refuses bad values with a clear message', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.session).toEqual({ idleTimeoutMs: 30 * 60_000, absoluteLifetimeMs: 7 * 86_400_000 });
    expect(config.signinThrottle).toEqual({ maxFailures: 10, windowMs: 15 * 60_000 });
    expect(config.demoAccount).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).demoAccount).toBe(false);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ SESSION_IDLE_TIMEOUT: 'forever' })).toThrow(/SESSION_IDLE_TIMEOUT/);
  });
});
