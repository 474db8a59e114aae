import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '#harness/databases.js';
import { TestClient } from '#harness/http.js';
import { startTestServer, type TestServer } from '#harness/test-server.js';
import { SIGNED_IN_PAGES } from '#shared/pages/signed-in-pages.js';
import { loadSchemaOf } from '#web/lib/content-schemas.js';

const engines = await testEngines();
const PAGES = [
  'home',
  'explore',
  'topics/front-end',
  'topics/git-github',
  'tools/tool-1',
  'tools/tool-8',
  'soft-install',
  'books',
  'community',
  'internships',
  'hackathons',
  'projects',
  'contact',
];

describe.each(engines)('gated content API on %s', (engine) => {
  let server: TestServer;
  let signedIn: TestClient;
  beforeAll(async () => {
    server = await startTestServer(engine);
    await server.services.auth.createPasswordUser('reader@example.com', 'Reader', 'reading is fun');
    signedIn = new TestClient(server.url);
    expect((await signedIn.signIn('reader@example.com', 'reading is fun')).status).toBe(200);
  });
  afterAll(async () => {
    await server?.close();
  });

  it("keeps each text's Hindi beside it for ?lang=hi, leaves it out for English, and refuses other languages", async () => {
    const english = await signedIn.get('/api/content/topics/front-end');
    const hindi = await signedIn.get('/api/content/topics/front-end?lang=hi');
    expect(hindi.status).toBe(200);
    expect(JSON.stringify(english.body)).not.toContain('"hi":');
    const page = hindi.body as { intro: string; hi: { intro: string }; sections: Array<{ hi?: { content?: string } }> };
    expect(page.hi.intro).toMatch(/[\u0900-\u097f]/);
    expect(page.intro).toBe((english.body as { intro: string }).intro);
    expect(page.sections[0]?.hi?.content).toMatch(/[\u0900-\u097f]/);
    expect((await signedIn.get('/api/content/topics/front-end?lang=en')).body).toEqual(english.body);
    const refused = await signedIn.get('/api/content/topics/front-end?lang=fr');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'invalid_query', message: expect.stringContaining('lang') });
    expect((await new TestClient(server.url).get('/api/content/home?lang=hi')).status).toBe(401);
  });

  it.each(PAGES)('answers /api/content/%s with 401 signed-out and 200 JSON signed-in', async (name) => {
    const anonymous = await new TestClient(server.url).get(`/api/content/${name}`);
    expect(anonymous.status).toBe(401);
    expect(JSON.stringify(anonymous.body)).not.toContain('https://');

    const response = await signedIn.get(`/api/content/${name}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(response.headers.get('cache-control')).toMatch(/private/);
    expect(response.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    expect(response.body).toBeTypeOf('object');
  });

  // The browser does not parse again an answer its page came with, because the server's render
  // parsed it (decision 0069): that is only the same data if parsing an answer changes nothing.
  const DECLARED = [...new Set(SIGNED_IN_PAGES.flatMap((page) => page.content ?? []))];
  it.each(DECLARED.flatMap((name) => [`${name}`, `${name}?lang=hi`]))(
    'answers /api/content/%s as its schema parses it, unchanged',
    async (address) => {
      const response = await signedIn.get(`/api/content/${address}`);
      expect(response.status).toBe(200);
      const schema = await loadSchemaOf(address.replace(/\?.*/, ''));
      expect(schema.parse(response.body)).toStrictEqual(response.body);
    },
  );

  it('serves a topic page with its spec constants', async () => {
    const frontEnd = (await signedIn.get('/api/content/topics/front-end')).body as { rating: number; slug: string };
    const backend = (await signedIn.get('/api/content/topics/backend')).body as { rating: number };
    expect(frontEnd).toMatchObject({ slug: 'front-end', rating: 4.5 });
    expect(backend.rating).toBe(4.4);
  });

  it.each([
    'topics/no-such-topic',
    'tools/tool-9',
    'topics%2F..%2Fhome',
    'nothing',
    "topics/front-end'; DROP TABLE users;--",
  ])('answers an unknown page %s with 404', async (name) => {
    const response = await signedIn.get(`/api/content/${name.includes('%') ? name : encodeURI(name)}`);
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ code: 'not_found' });
  });

  it('answers a matching If-None-Match with 304 and no body', async () => {
    const first = await signedIn.get('/api/content/topics/devops');
    const etag = first.headers.get('etag')!;
    const again = await signedIn.get('/api/content/topics/devops', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body).toBeNull();
    const changed = await signedIn.get('/api/content/topics/devops', { 'if-none-match': '"something-else"' });
    expect(changed.status).toBe(200);
  });

  it('compresses large answers for clients that accept it', async () => {
    const response = await fetch(`${server.url}/api/content/topics/front-end`, {
      headers: { cookie: signedIn.cookie!, 'accept-encoding': 'gzip' },
    });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(((await response.json()) as { slug: string }).slug).toBe('front-end');
  });
});
