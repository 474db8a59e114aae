import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type FreshDatabase } from '#harness/databases.js';
import { spawnProductionServer, type ProductionServer } from '#harness/production-server.js';
import { startTestServer, type TestServer } from '#harness/test-server.js';
import { cookieProblems, headerProblems } from './support/header-rules.js';
import { apiEndpoints, concretePath, takesBody, VALID_BODIES } from './support/hostile-cases.js';
import { rawRequest, type RawAnswer } from './support/send.js';

const PASSWORD = 'headers passphrase 3';

/** Every API endpoint (signed in), plus the error answers: 401, 404, 413, 415. */
async function everyApiAnswer(server: TestServer, headers: Record<string, string>, email: string) {
  const signIn = await rawRequest(server.url, '/api/auth/signin', {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const cookie = String(signIn.headers['set-cookie']?.[0] ?? '').split(';')[0]!;
  const answers: Array<[string, RawAnswer]> = [['POST /api/auth/signin', signIn]];
  for (const endpoint of apiEndpoints(server.routes)) {
    if (endpoint.path === '/api/auth/signout' || endpoint.path === '/api/auth/signin') continue; // below
    const example = VALID_BODIES[`${endpoint.method} ${endpoint.path}`];
    const body = takesBody(endpoint) ? JSON.stringify(example ?? {}) : undefined;
    const answer = await rawRequest(server.url, concretePath(endpoint.path, 'topics/front-end'), {
      method: endpoint.method,
      headers: { ...headers, cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
      body,
    });
    answers.push([`${endpoint.method} ${endpoint.path}`, answer]);
  }
  answers.push(['unauthenticated content', await rawRequest(server.url, '/api/content/topics/front-end', { headers })]);
  answers.push(['unknown API path', await rawRequest(server.url, '/api/no/such/thing', { headers })]);
  answers.push([
    'form body',
    await rawRequest(server.url, '/api/talko', {
      method: 'POST',
      headers: { ...headers, cookie, 'content-type': 'text/plain' },
      body: 'x',
    }),
  ]);
  answers.push([
    'oversized body',
    await rawRequest(server.url, '/api/talko', {
      method: 'POST',
      headers: { ...headers, cookie, 'content-type': 'application/json' },
      body: 'x'.repeat(100_000),
    }),
  ]);
  answers.push([
    'sign-out',
    await rawRequest(server.url, '/api/auth/signout', { method: 'POST', headers: { ...headers, cookie } }),
  ]);
  return answers;
}

function problemsIn(answers: Array<[string, RawAnswer]>, expectHsts: boolean) {
  return answers.flatMap(([name, answer]) =>
    headerProblems(answer.headers, { expectHsts }).map((problem) => `${name} (${answer.status}): ${problem}`),
  );
}

const setCookies = (answers: Array<[string, RawAnswer]>) =>
  answers.flatMap(([, answer]) => answer.headers['set-cookie'] ?? []) as string[];

interface Setting {
  setting: string;
  env: Record<string, string>;
  headers: Record<string, string>;
  https: boolean;
}

describe('security headers and cookies on every API answer', () => {
  it.each<Setting>([
    {
      setting: 'in development over HTTP: no HSTS; cookies HttpOnly and SameSite',
      env: {},
      headers: {},
      https: false,
    },
    {
      setting: 'in production behind an HTTPS proxy: HSTS, cookies Secure with the __Host- prefix',
      env: { NODE_ENV: 'production', TRUST_PROXY: 'true' },
      headers: { 'x-forwarded-proto': 'https' },
      https: true,
    },
    {
      setting: 'in production with an https PUBLIC_URL (the proxy says nothing): HSTS, cookies Secure',
      env: { NODE_ENV: 'production', PUBLIC_URL: 'https://learn.example.org' },
      headers: {},
      https: true,
    },
  ])(
    '$setting; CSP without inline scripts, frame-ancestors, nosniff and a referrer policy everywhere',
    async ({ env, headers, https }) => {
      const server = await startTestServer('sqlite', env);
      try {
        await server.services.auth.createPasswordUser('headers@example.com', 'Headers', PASSWORD);
        const answers = await everyApiAnswer(server, headers, 'headers@example.com');
        expect(answers.map(([, answer]) => answer.status)).toContain(413);
        expect(problemsIn(answers, https)).toEqual([]);
        const cookies = setCookies(answers);
        expect(cookies.length).toBeGreaterThanOrEqual(2); // the session cookie set, then cleared
        expect(cookieProblems(cookies, { secure: https })).toEqual([]);
      } finally {
        await server.close();
      }
    },
  );
});

describe('the production build: pages, assets and hostile paths', () => {
  let database: FreshDatabase;
  let server: ProductionServer;
  let entryChunk: string;
  beforeAll(async () => {
    database = await freshDatabase('sqlite');
    server = await spawnProductionServer({ databaseUrl: database.url, env: { TRUST_PROXY: 'true' } });
    entryChunk = /src="(\/assets\/index-[^"]+\.js)"/.exec((await rawRequest(server.url, '/')).text)?.[1] ?? '';
  });
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it('sends the headers with index.html, every SPA route, assets and misses, with HSTS over HTTPS', async () => {
    expect(entryChunk).toMatch(/^\/assets\/index-/);
    for (const path of [
      '/',
      '/signin',
      '/front-end',
      '/api',
      '/no/such/page',
      entryChunk,
      '/favicon.svg',
      '/robots.txt',
      '/assets/missing-chunk.js',
    ]) {
      const plain = await rawRequest(server.url, path);
      expect(plain.status, path).toBeLessThan(500);
      expect(headerProblems(plain.headers, { expectHsts: false }), path).toEqual([]);
      const viaHttps = await rawRequest(server.url, path, { headers: { 'x-forwarded-proto': 'https' } });
      expect(headerProblems(viaHttps.headers, { expectHsts: true }), path).toEqual([]);
    }
  });

  it('never serves a file from outside the build, whatever the path', async () => {
    const hostile = [
      '/../../package.json',
      '/assets/../../package.json',
      '/%2e%2e/%2e%2e/package.json',
      '/assets/%2e%2e%2f%2e%2e%2fpackage.json',
      '/assets/..%5c..%5cpackage.json',
      '/..%2f..%2f..%2f..%2fetc%2fpasswd',
      '/../../../../etc/passwd',
      '/index.html%00.js',
      '/assets/%00',
      `/${'a'.repeat(6_000)}`,
      "/front-end'%20OR%20'1'='1",
      '/%C3%28%FF%FE',
    ];
    for (const path of hostile) {
      const answer = await rawRequest(server.url, path);
      expect(answer.status, path).toBeLessThan(500);
      expect(answer.text, path).not.toContain('"learning-portal"');
      expect(answer.text, path).not.toMatch(/root:x?:0:0/);
      expect(headerProblems(answer.headers, { expectHsts: false }), path).toEqual([]);
    }
    expect((await rawRequest(server.url, '/api/auth/session')).status).toBe(401);
  });
});
