import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '#harness/databases.js';
import { postLargeBody } from '#harness/http.js';
import { startTestServer, type TestServer } from '#harness/test-server.js';
import {
  apiEndpoints,
  concretePath,
  FIELD_NAMES,
  hasWildcard,
  HOSTILE_COOKIES,
  HOSTILE_FORWARDED_FOR,
  HOSTILE_PUSH_ENDPOINTS,
  HOSTILE_SEGMENTS,
  hostileBodies,
  percentEncode,
  takesBody,
  VALID_BODIES,
  type Endpoint,
} from './support/hostile-cases.js';
import { problemWith, send, signedInReader } from './support/send.js';
import { TEXT_RULE_CASES, unguardedTextFields } from './support/text-rule-cases.js';
import { createMaintainerRepository } from '#server/maintain/maintainer-repository.js';

const engines = await testEngines();
const READER = { email: 'reader@example.com', password: 'reader passphrase 9' };
const KEEPER = { email: 'keeper@example.com', password: 'keeper passphrase 9' };

/**
 * Every endpoint the app registers gets hostile paths, queries, bodies and cookies, signed out and
 * signed in: the answer is a 2xx or a 4xx with { code, message }, never a 5xx, and the server keeps
 * answering. Failures are collected so one run names every endpoint and input that broke.
 */
describe.each(engines)('hostile input on every endpoint (%s)', (engine) => {
  let server: TestServer;
  let endpoints: Endpoint[];
  let readerCookie: () => Promise<string>;
  let maintainerCookie: () => Promise<string>;
  const failures: string[] = [];

  async function probe(
    endpoint: Endpoint,
    what: string,
    path: string,
    options: {
      body?: string | Buffer;
      contentType?: string;
      cookie?: string;
      headers?: Record<string, string>;
      signedIn: boolean;
      /** As a maintainer rather than the reader (a learner, to whom /api/maintain answers 404). */
      asMaintainer?: boolean;
    },
  ) {
    const cookie = options.asMaintainer
      ? await maintainerCookie()
      : options.signedIn
        ? await readerCookie()
        : options.cookie;
    try {
      const answer = await send(server.url + path, {
        method: endpoint.method,
        body: options.body,
        contentType: options.contentType,
        cookie,
        headers: options.headers,
      });
      const problem = problemWith(path, answer);
      if (problem)
        failures.push(
          `${endpoint.method} ${endpoint.path} with ${what} (${options.asMaintainer ? 'as a maintainer' : options.signedIn ? 'signed in' : 'signed out'}) ${problem}`,
        );
    } catch (error) {
      failures.push(`${endpoint.method} ${endpoint.path} with ${what}: request failed (${(error as Error).message})`);
    }
  }

  const expectNoFailures = async () => {
    expect(failures.splice(0)).toEqual([]);
    const alive = await send(`${server.url}/api/auth/session`);
    expect(alive.status).toBe(401);
  };

  beforeAll(async () => {
    // Failure throttles and search limits have their own tests; here they would only hide endpoints.
    // One trusted proxy hop, so hostile X-Forwarded-For headers are parsed rather than ignored.
    server = await startTestServer(engine, {
      SIGNIN_MAX_FAILURES: '1000000',
      VIDEO_SEARCH_LIMIT: '1000000',
      TRUST_PROXY: '1',
    });
    await server.services.auth.createPasswordUser(READER.email, 'Reader', READER.password);
    endpoints = apiEndpoints(server.routes);
    readerCookie = signedInReader(server, READER.email, READER.password);
    await server.services.auth.createPasswordUser(KEEPER.email, 'Keeper', KEEPER.password);
    const keeper = await server.services.users.findByEmail(KEEPER.email);
    await createMaintainerRepository(server.db).grant(keeper!.id, Date.now());
    maintainerCookie = signedInReader(server, KEEPER.email, KEEPER.password);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('covers every API endpoint the app registers', () => {
    const listed = endpoints.map(({ method, path }) => `${method} ${path}`);
    for (const known of [
      'POST /api/auth/signin',
      'GET /api/auth/session',
      'GET /api/content/*',
      'POST /api/reports',
      'GET /api/videos/search',
      'POST /api/talko',
      'POST /api/auth/password-reset',
      'POST /api/auth/takeover',
      'DELETE /api/account',
      'GET /api/account/export',
    ]) {
      expect(listed).toContain(known);
    }
    console.log(`hostile input (${engine}): ${listed.length} endpoints: ${listed.join(', ')}`);
  });

  it('answers traversal, SQL, NUL, invalid UTF-8 and very long text in paths and queries with 2xx or 4xx', async () => {
    for (const endpoint of endpoints) {
      for (const [what, segment] of HOSTILE_SEGMENTS) {
        const query = ['q', 'itemId', 'page', 'state', 'code', 'id', 'limit']
          .map((name) => `${name}=${segment}`)
          .join('&');
        const paths = hasWildcard(endpoint.path) ? [concretePath(endpoint.path, segment)] : [];
        paths.push(`${concretePath(endpoint.path, 'front-end')}?${query}`);
        for (const path of paths) {
          for (const signedIn of [false, true]) {
            const body = takesBody(endpoint)
              ? JSON.stringify(VALID_BODIES[`${endpoint.method} ${endpoint.path}`] ?? {})
              : undefined;
            await probe(endpoint, `${what} in the ${path.includes('?') ? 'query' : 'path'}`, path, {
              body,
              contentType: body ? 'application/json' : undefined,
              signedIn,
            });
          }
        }
      }
    }
    await expectNoFailures();
  });

  it('answers broken JSON, wrong types, missing and extra fields, NUL bytes and long strings in bodies with 2xx or 4xx', async () => {
    for (const endpoint of endpoints.filter(takesBody)) {
      const path = concretePath(endpoint.path, 'front-end');
      for (const body of hostileBodies(VALID_BODIES[`${endpoint.method} ${endpoint.path}`])) {
        for (const signedIn of [false, true]) {
          await probe(endpoint, body.name, path, { body: body.body, contentType: body.contentType, signedIn });
        }
      }
    }
    await expectNoFailures();
  });

  it('answers hostile paths, queries and bodies on the maintainer routes, as a maintainer, with 2xx or 4xx', async () => {
    for (const endpoint of endpoints.filter((candidate) => candidate.path.startsWith('/api/maintain/'))) {
      const valid = VALID_BODIES[`${endpoint.method} ${endpoint.path}`];
      for (const [what, segment] of HOSTILE_SEGMENTS) {
        const path = hasWildcard(endpoint.path)
          ? concretePath(endpoint.path, segment)
          : `${endpoint.path}?id=${segment}&limit=${segment}`;
        const body = takesBody(endpoint) ? JSON.stringify(valid ?? {}) : undefined;
        await probe(endpoint, `${what} in the path`, path, {
          body,
          contentType: body ? 'application/json' : undefined,
          signedIn: true,
          asMaintainer: true,
        });
      }
      if (!takesBody(endpoint)) continue;
      for (const body of hostileBodies(valid)) {
        await probe(endpoint, body.name, concretePath(endpoint.path, 'front-end'), {
          body: body.body,
          contentType: body.contentType,
          signedIn: true,
          asMaintainer: true,
        });
      }
    }
    await expectNoFailures();
  });

  it('refuses hostile text in every field the text rule guards with 400 and a message naming the field', async () => {
    expect(unguardedTextFields()).toEqual([]);
    for (const row of TEXT_RULE_CASES) {
      const cookie = { nobody: undefined, reader: await readerCookie(), maintainer: await maintainerCookie() }[row.as];
      const method = row.route.split(' ')[0]!;
      const answer = await send(server.url + row.path, {
        method,
        body: JSON.stringify(row.body),
        contentType: 'application/json',
        cookie,
      });
      const said = answer.status === 400 ? (JSON.parse(answer.text) as { message: string }).message : answer.text;
      if (answer.status !== 400 || said !== row.message)
        failures.push(`${row.route} ${row.field}: ${answer.status} ${said.slice(0, 200)}`);
    }
    await expectNoFailures();
  });

  it('refuses bodies over 1 MB with 413 and a message, before reading them', async () => {
    for (const endpoint of endpoints.filter(takesBody)) {
      const answer = await postLargeBody(
        server.url + concretePath(endpoint.path, 'front-end'),
        JSON.stringify({ message: 'x'.repeat(1_100_000) }),
      );
      expect(answer.status, `${endpoint.method} ${endpoint.path}`).toBe(413);
      expect(answer.body).toMatchObject({ code: 'body_too_large', message: expect.any(String) });
    }
    await expectNoFailures();
  });

  it('answers forged and broken session cookies with 2xx or 4xx', async () => {
    for (const endpoint of endpoints) {
      const path = concretePath(endpoint.path, 'front-end');
      const body = takesBody(endpoint)
        ? JSON.stringify(VALID_BODIES[`${endpoint.method} ${endpoint.path}`] ?? {})
        : undefined;
      for (const [what, cookie] of HOSTILE_COOKIES) {
        await probe(endpoint, what, path, {
          body,
          contentType: body ? 'application/json' : undefined,
          cookie,
          signedIn: false,
        });
      }
    }
    await expectNoFailures();
  });

  it('answers forged, junk and very long X-Forwarded-For headers with 2xx or 4xx', async () => {
    for (const endpoint of endpoints) {
      const path = concretePath(endpoint.path, 'front-end');
      const body = takesBody(endpoint)
        ? JSON.stringify(VALID_BODIES[`${endpoint.method} ${endpoint.path}`] ?? {})
        : undefined;
      for (const [what, forwardedFor] of HOSTILE_FORWARDED_FOR) {
        for (const signedIn of [false, true]) {
          await probe(endpoint, `X-Forwarded-For: ${what}`, path, {
            body,
            contentType: body ? 'application/json' : undefined,
            headers: { 'x-forwarded-for': forwardedFor },
            signedIn,
          });
        }
      }
    }
    await expectNoFailures();
  });

  it('refuses push endpoints written as IP literals or leading into private networks with a 400', async () => {
    const valid = VALID_BODIES['POST /api/push/subscriptions']!;
    for (const endpoint of HOSTILE_PUSH_ENDPOINTS) {
      const answer = await send(`${server.url}/api/push/subscriptions`, {
        method: 'POST',
        body: JSON.stringify({ ...valid, endpoint }),
        contentType: 'application/json',
        cookie: await readerCookie(),
      });
      expect(answer.status, endpoint).toBe(400);
      expect(problemWith('/api/push/subscriptions', answer), endpoint).toBeNull();
    }
    await expectNoFailures();
  });

  it('property: any JSON value, or any values under our field names, in any body', async () => {
    const withBodies = endpoints.filter(takesBody);
    const anyBody = fc.oneof(
      fc.jsonValue({ maxDepth: 3 }),
      fc.dictionary(fc.constantFrom(...FIELD_NAMES), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 6 }),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...withBodies), anyBody, fc.boolean(), async (endpoint, value, signedIn) => {
        await probe(
          endpoint,
          `the generated body ${JSON.stringify(value).slice(0, 120)}`,
          concretePath(endpoint.path, 'front-end'),
          {
            body: JSON.stringify(value),
            contentType: 'application/json',
            signedIn,
          },
        );
        return failures.length === 0;
      }),
      { numRuns: 200 },
    );
    await expectNoFailures();
  });

  it('property: any bytes in path segments and query values', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...endpoints),
        fc.uint8Array({ maxLength: 300 }),
        fc.boolean(),
        async (endpoint, bytes, signedIn) => {
          const encoded = percentEncode(bytes);
          const path = hasWildcard(endpoint.path)
            ? concretePath(endpoint.path, encoded)
            : `${endpoint.path}?q=${encoded}&itemId=${encoded}&state=${encoded}`;
          const body = takesBody(endpoint) ? '{}' : undefined;
          await probe(endpoint, `the bytes ${encoded.slice(0, 120)}`, path, {
            body,
            contentType: body ? 'application/json' : undefined,
            signedIn,
          });
          return failures.length === 0;
        },
      ),
      { numRuns: 200 },
    );
    await expectNoFailures();
  });
});
