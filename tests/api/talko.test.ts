import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '#server/content/load-catalogue.js';
import { typedCatalogue } from '#server/content/typed-catalogue.js';
import { TALKO_FALLBACK } from '#shared/api/talko.js';
import { TestClient } from '#harness/http.js';
import { startTestServer, type TestServer } from '#harness/test-server.js';

const home = typedCatalogue(await loadCatalogue('content')).home;

interface Reply {
  reply: string;
  faq?: { question: string; answer: string };
  resources: Array<{ title: string; url: string; route: string; pageTitle: string }>;
  fallback: boolean;
}

describe('Talko, the built-in search-based assistant', () => {
  let server: TestServer;
  let client: TestClient;
  const ask = async (message: unknown, who = client) => who.post('/api/talko', { message });

  beforeAll(async () => {
    server = await startTestServer('sqlite');
    await server.services.auth.createPasswordUser('curious@example.com', 'Curious', 'many questions');
    client = new TestClient(server.url);
    await client.signIn('curious@example.com', 'many questions');
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each(home.faq.map((item) => [item.question, item.answer]))(
    'answers the FAQ question "%s" with its answer',
    async (question, answer) => {
      const response = await ask(question);
      expect(response.status).toBe(200);
      expect((response.body as Reply).faq).toEqual({ question, answer });
      expect((response.body as Reply).reply).toBe(answer);
    },
  );

  it('answers a rephrased FAQ question', async () => {
    const body = (await ask('is the portal free?')).body as Reply;
    expect(body.faq?.question).toBe(home.faq[0]!.question);
  });

  it.each(['how do I learn docker', 'how do I learn dokcer'])("points '%s' to DevOps resources", async (question) => {
    const body = (await ask(question)).body as Reply;
    expect(body.fallback).toBe(false);
    expect(body.resources.length).toBeGreaterThanOrEqual(1);
    expect(body.resources.length).toBeLessThanOrEqual(3);
    expect(body.resources[0]).toMatchObject({
      route: '/devops',
      title: expect.stringMatching(/docker/i),
      url: expect.stringMatching(/^https:\/\//),
    });
  });

  it('says honestly that it does not know nonsense, offering search', async () => {
    const body = (await ask('qwxz zzkj blorf')).body as Reply;
    expect(body).toEqual({ reply: TALKO_FALLBACK, language: 'en', resources: [], fallback: true });
    expect(body.reply).toMatch(/^I don't know that yet. Try searching/);
  });

  it.each([
    ['an empty message', ''],
    ['only spaces', '   '],
    ['501 characters', 'a'.repeat(501)],
    ['a number', 42],
  ])('refuses %s with 400 and a message', async (_name, message) => {
    const response = await ask(message);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'invalid_body', message: expect.any(String) });
  });

  it('answers 401 when signed out, and reports its configuration when signed in', async () => {
    expect((await ask('git', new TestClient(server.url))).status).toBe(401);
    expect((await new TestClient(server.url).get('/api/talko/config')).status).toBe(401);
    expect((await client.get('/api/talko/config')).body).toEqual({ embedUrl: null });
  });
});
