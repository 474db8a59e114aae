import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '#shared/messages.js';
import { PUBLIC_API_ROUTES } from '#server/public-api-routes.js';
import { signedInAccount, type SignedInAccount } from '#harness/accounts.js';
import { testEngines } from '#harness/databases.js';
import { TestClient } from '#harness/http.js';
import { startTestServer, type TestServer } from '#harness/test-server.js';

const engines = await testEngines();

/** A concrete path for a registered pattern: parameters and wildcards get a plausible value. */
const concrete = (path: string) => path.replace(/:[a-zA-Z]+/g, 'x').replace(/\*/g, 'topics/front-end');

/**
 * Gated by default: every /api route the app registers answers 401 to a signed-out request unless
 * it is on the public list, whatever method, path or body it has. The route table is the app's own,
 * so a route added tomorrow is walked tomorrow.
 */
describe.each(engines)('the session gate covers the whole route table (%s)', (engine) => {
  let server: TestServer;
  let account: SignedInAccount;
  const isPublic = (method: string, path: string) =>
    PUBLIC_API_ROUTES.some((route) => route.method === method && route.path === path);
  const gatedRoutes = () => {
    const seen = new Set<string>();
    return server.routes.filter(({ method, path }) => {
      const key = `${method} ${path}`;
      if (method === 'ALL' || !path.startsWith('/api/') || isPublic(method, path) || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  };

  beforeAll(async () => {
    server = await startTestServer(engine);
    account = await signedInAccount(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('finds the gated routes of every feature in the table', () => {
    const prefixes = new Set(gatedRoutes().map(({ path }) => path.split('/')[2]));
    for (const feature of ['content', 'reports', 'videos', 'talko', 'search', 'progress', 'saved', 'links', 'push'])
      expect(prefixes).toContain(feature);
  });

  it('answers 401 with the one error shape to every gated route signed out, with or without a body', async () => {
    const failures: string[] = [];
    for (const { method, path } of gatedRoutes()) {
      for (const client of [
        new TestClient(server.url),
        Object.assign(new TestClient(server.url), { cookie: 'portal_session=forged' }),
      ]) {
        const answer = await client.request(method, concrete(path), method === 'GET' ? {} : { json: {} });
        const expected = { code: 'unauthenticated', message: SERVER_MESSAGES.signedOut };
        if (answer.status !== 401 || JSON.stringify(answer.body) !== JSON.stringify(expected))
          failures.push(
            `${method} ${path}${client.cookie ? ' (forged cookie)' : ''}: ${answer.status} ${JSON.stringify(answer.body)}`,
          );
      }
    }
    expect(failures).toEqual([]);
  });

  it('lets a signed-in browser past the gate on the same routes', async () => {
    for (const { method, path } of gatedRoutes()) {
      const answer = await account.client.request(method, concrete(path), method === 'GET' ? {} : { json: {} });
      expect(answer.status, `${method} ${path}`).not.toBe(401);
    }
  });

  it('keeps the public routes reachable signed out', async () => {
    const signedOut = new TestClient(server.url);
    expect((await signedOut.get('/api/auth/session?optional')).body).toEqual({ user: null });
    expect((await signedOut.get('/api/auth/providers')).status).toBe(200);
    expect((await signedOut.post('/api/auth/signin', { email: 'nobody@example.com', password: 'x' })).status).toBe(401);
    expect((await signedOut.post('/api/auth/signout')).status).toBe(204);
  });
});
