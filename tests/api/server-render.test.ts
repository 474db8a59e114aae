import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SERVER_RENDER_ID } from '#shared/server-render.js';
import { SIGNED_OUT_PAGES } from '#shared/pages/signed-out-pages.js';
import { startAppServer, type AppServer } from '#harness/app-server.js';
import { signedInAccount } from '#harness/accounts.js';
import { testEngines } from '#harness/databases.js';
import { TestClient } from '#harness/http.js';
import { freePort } from '#harness/production-server.js';
import { createMaintainerRepository } from '#server/maintain/maintainer-repository.js';

const engines = await testEngines();

/** The JSON the page carries for its hydration, read as the browser reads it. */
function embeddedData(html: string): {
  language: string;
  answers: Record<string, { status: number; body: unknown }>;
  parsed: boolean;
  platform: string;
} {
  const match = new RegExp(`<script type="application/json" id="${SERVER_RENDER_ID}">([^<]*)</script>`).exec(html);
  if (!match) throw new Error('The page carries no server render data.');
  return JSON.parse(match[1]!) as ReturnType<typeof embeddedData>;
}

const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf(`id="${SERVER_RENDER_ID}"`));

/** The request log's lines for one request id (pino: level 20 is debug, 30 info, 50 error). */
const requestLines = (output: string, requestId: string) =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg: string; requestId?: string; level: number; route: string })
    .filter((line) => line.msg === 'request' && line.requestId === requestId);

/** How many requests the metrics have counted, over every route and status. */
async function requestsCounted(metricsPort: number): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  const counts = text.match(/^studyhub_http_request_duration_seconds_count\{.*\} \d+$/gm) ?? [];
  return counts.reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
}

describe.each(engines)('pages rendered by the server on %s (decision 0064)', (engine) => {
  let app: AppServer;
  let metricsPort: number;
  beforeAll(async () => {
    metricsPort = await freePort();
    app = await startAppServer({ METRICS_PORT: String(metricsPort), LOG_LEVEL: 'debug' }, engine);
  });
  afterAll(() => app?.stop());

  // First in the file, so no earlier render has brought a catalogue part the page says into the process.
  it('renders each signed-out page itself, never the loading state, on its first render', async () => {
    for (const { path } of SIGNED_OUT_PAGES) {
      const page = await new TestClient(app.url).request('GET', path);
      expect(page.status).toBe(200);
      const root = rootOf(page.body as string);
      expect({ path, loading: root.includes('class="spinner"') }).toEqual({ path, loading: false });
      expect(root).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    }
  });

  it("renders /front-end with its heading, section titles and study links, the student's ticks marked", async () => {
    const { client } = await signedInAccount(app);
    const ticked = await client.request('PUT', '/api/progress', {
      json: { itemId: 'link:front-end/roadmap-sh-frontend', done: true },
      headers: { origin: app.url },
    });
    expect(ticked.status).toBe(200);
    const page = await client.request('GET', '/front-end');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    // It holds the account's answers, which are never stored, so neither is the page.
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    const html = page.body as string;
    const root = rootOf(html);
    expect(html).toContain('<title>Front-End Development · StudyHub</title>');
    expect(root).toMatch(/<h1[^>]*>Front-End Development<\/h1>/);
    expect(root).toContain('Learning path');
    expect(root).toContain('How the Internet and HTTP Work');
    expect(root).toContain('<a class="resource-link" href="https://roadmap.sh/frontend"');
    expect(root.match(/<a class="resource-link" href="https:/g)?.length).toBeGreaterThan(20);
    // The ticked link's Done box is checked in the HTML; another one is not. (Its section is closed, so
    // the box is in the copy for readers without JavaScript, where it shows and cannot change.)
    const box = (id: string) => new RegExp(`id="${id}"[\\s\\S]*?<input type="checkbox"[^>]*>`).exec(root)?.[0] ?? '';
    expect(box('link-front-end-roadmap-sh-frontend')).toContain('checked=""');
    expect(root.match(/<input type="checkbox"[^>]*\bchecked=""/g)?.length).toBe(1);
    // That copy carries no control a reader without JavaScript cannot use (bookmarks, notes).
    const withoutScript = [...root.matchAll(/<noscript>([\s\S]*?)<\/noscript>/g)].map((copy) => copy[1]).join('');
    expect(withoutScript).toContain('roadmap.sh/frontend');
    expect(withoutScript).not.toMatch(/save-toggle|note-button/);
    // What its loaders read is in the page, so the browser asks for none of it again.
    const { language, answers, parsed } = embeddedData(html);
    expect(language).toBe('en');
    // Every loader parsed its answer: the browser need not parse them again (decision 0069).
    expect(parsed).toBe(true);
    expect(Object.keys(answers)).toEqual(
      expect.arrayContaining(['/api/auth/session?optional', '/api/content/topics/front-end', '/api/progress']),
    );
    expect(html).not.toContain('rel="preload" href="/api/');
  });

  it('logs and counts a rendered page as one request, its in-process API reads under its id at debug level', async () => {
    const { client } = await signedInAccount(app);
    const before = await requestsCounted(metricsPort);
    const page = await client.request('GET', '/front-end');
    expect(page.status).toBe(200);
    const requestId = page.headers.get('x-request-id') ?? '';
    // A line is written as the answer goes out; the pipe may bring it a moment later.
    await vi.waitFor(() => expect(requestLines(app.output(), requestId).some((line) => line.level >= 30)).toBe(true));
    const lines = requestLines(app.output(), requestId);
    expect(lines.filter((line) => line.level >= 30).map((line) => line.route)).toEqual(['/*']);
    const reads = lines.filter((line) => line.level === 20);
    expect(reads.map((line) => line.route)).toEqual(
      expect.arrayContaining(['/api/auth/session', '/api/content/*', '/api/progress', '/api/saved']),
    );
    expect(reads.every((line) => 'inPage' in line)).toBe(true);
    expect((await requestsCounted(metricsPort)) - before).toBe(1);
  });

  it('answers a signed-out request for a gated page with the sign-in page and none of its content', async () => {
    const page = await new TestClient(app.url).request('GET', '/front-end');
    expect(page.status).toBe(200);
    const html = page.body as string;
    expect(rootOf(html)).toMatch(/<h1[^>]*>Login<\/h1>/);
    expect(html).toContain('<title>Login · StudyHub</title>');
    expect(html).not.toContain('Front-End Development');
    expect(html).not.toContain('roadmap.sh');
    expect(Object.keys(embeddedData(html).answers)).toEqual(['/api/auth/session?optional']);
  });

  it('answers a signed-in request for an unknown path 404, with the page that takes the browser to Home', async () => {
    const { client } = await signedInAccount(app);
    const page = await client.request('GET', '/internships');
    expect(page.status).toBe(404);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = page.body as string;
    // The signed-in shell hydrates and redirects (decision 0049); a known page still answers 200.
    expect(embeddedData(html).language).toBe('en');
    expect((await client.request('GET', '/internship')).status).toBe(200);
  });

  it("renders the install page for the system the browser's Client Hints or user agent name, each kept apart (decision 0070)", async () => {
    const { client } = await signedInAccount(app);
    const checked = async (headers: Record<string, string>) => {
      const page = await client.request('GET', '/soft-install', { headers });
      expect(page.status).toBe(200);
      const html = page.body as string;
      const platform = /name="install-platform" checked="" value="(\w+)"/.exec(html)?.[1];
      expect(embeddedData(html).platform).toBe(platform);
      return platform;
    };
    const MAC_FIREFOX = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:133.0) Gecko/20100101 Firefox/133.0';
    // Twice each, in turn: the second of each is the kept copy of its own platform.
    for (let round = 0; round < 2; round++) {
      expect(await checked({ 'sec-ch-ua-platform': '"Linux"' })).toBe('linux');
      expect(await checked({ 'user-agent': MAC_FIREFOX })).toBe('macos');
      expect(await checked({ 'sec-ch-ua-platform': '"Android"' })).toBe('windows');
    }
  });

  it("fills a page kept from one student's render with another's ticks, and renders it again once its content changes", async () => {
    const first = await signedInAccount(app);
    const second = await signedInAccount(app);
    const tick = { itemId: 'link:front-end/roadmap-sh-frontend', done: true };
    expect(
      (await second.client.request('PUT', '/api/progress', { json: tick, headers: { origin: app.url } })).status,
    ).toBe(200);
    const box = /id="link-front-end-roadmap-sh-frontend"[\s\S]*?<input type="checkbox"[^>]*>/;
    const page = async (account: typeof first) => (await account.client.request('GET', '/front-end')).body as string;
    expect(box.exec(rootOf(await page(first)))?.[0]).not.toContain('checked=""');
    const kept = await page(second);
    expect(box.exec(rootOf(kept))?.[0]).toContain('checked=""');
    expect(embeddedData(kept).answers['/api/progress']?.body).toMatchObject({ done: [tick.itemId] });
    // A maintainer's new LinkedIn address is in the footer of the very next page.
    await createMaintainerRepository(app.db).grant(first.userId, Date.now());
    const linkedIn = 'https://www.linkedin.com/company/studyhub-kept-pages';
    const urls = { 'professional-network': linkedIn, 'photo-sharing': '', chat: '', channel: '' };
    const saved = await first.client.request('PUT', '/api/maintain/settings', {
      json: { version: 0, contact: { email: '', urls } },
      headers: { origin: app.url },
    });
    expect(saved.status).toBe(200);
    expect(rootOf(kept)).not.toContain(linkedIn);
    expect(rootOf(await page(second))).toContain(linkedIn);
  });

  it("sends a learner's request for the maintainers' console Home before rendering any of it; a maintainer gets the page", async () => {
    const learner = await signedInAccount(app);
    const sent = await learner.client.request('GET', '/maintain');
    expect(sent.status).toBe(302);
    expect(sent.headers.get('location')).toBe('/');
    expect(String(sent.body)).not.toContain('Suggested listings');
    const maintainer = await signedInAccount(app);
    await createMaintainerRepository(app.db).grant(maintainer.userId, Date.now());
    const page = await maintainer.client.request('GET', '/maintain');
    expect(page.status).toBe(200);
    expect(rootOf(page.body as string)).toMatch(/<h1[^>]*>Maintain<\/h1>/);
  });

  it('gives a Hindi account the page in Hindi, with lang="hi"', async () => {
    const { client } = await signedInAccount(app);
    const chosen = await client.request('PUT', '/api/account/language', {
      json: { language: 'hi' },
      headers: { origin: app.url },
    });
    expect(chosen.status).toBe(200);
    const html = (await client.request('GET', '/front-end')).body as string;
    expect(html).toContain('<html lang="hi">');
    expect(rootOf(html)).toMatch(/<h1[^>]*>Front-End डेवलपमेंट<\/h1>/);
    expect(embeddedData(html).language).toBe('hi');
  });

  it('keeps a note that closes the script element inside its data, and shows it as text', async () => {
    const { client } = await signedInAccount(app);
    const text = 'before </script><script>alert(1)</script> after <!-- too';
    const saved = await client.request('PUT', '/api/notes', {
      json: { itemId: 'link:front-end/roadmap-sh-frontend', text, baseVersion: 0 },
      headers: { origin: app.url },
    });
    expect(saved.status).toBe(200);
    // A line separator is refused by the note's text rule before it could reach any page.
    const separator = await client.request('PUT', '/api/notes', {
      json: { itemId: 'link:front-end/roadmap-sh-frontend', text: 'a\u2028b', baseVersion: 1 },
      headers: { origin: app.url },
    });
    expect(separator.status).toBe(400);
    const html = (await client.request('GET', '/notes')).body as string;
    expect(html).not.toContain('<script>alert(1)');
    expect(html.match(/<\/script>/g)?.length).toBe(html.match(/<script[\s>]/g)?.length);
    expect(rootOf(html)).toContain('before &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; after &lt;!-- too');
    const notes = embeddedData(html).answers['/api/notes']?.body as { notes: { text: string }[] };
    expect(notes.notes.map((note) => note.text)).toEqual([text]);
  });

  it("renders the route's error screen, with the failed answer's request id, when a page's data fails", async () => {
    const { client } = await signedInAccount(app);
    // The saved marks cannot be read while their table lacks the column every read names.
    await sql`ALTER TABLE user_saved_items RENAME COLUMN user_id TO user_id_away`.execute(app.db);
    try {
      const page = await client.request('GET', '/front-end');
      expect(page.status).toBe(500);
      const root = rootOf(page.body as string);
      expect(root).toContain('role="alert"');
      expect(root).toMatch(/<h1 id="error-screen-title">[^<]+<\/h1>/);
      const failed = embeddedData(page.body as string).answers['/api/saved'];
      expect(failed?.status).toBe(500);
      // A render that failed vouches for none of its answers: the browser parses each one it reads.
      expect(embeddedData(page.body as string).parsed).toBe(false);
      const { requestId } = failed?.body as { requestId: string };
      expect(root).toContain(`<code>${requestId}</code>`);
      // The read is part of the page's request: the id quoted is the one the page was answered with.
      expect(requestId).toBe(page.headers.get('x-request-id'));
    } finally {
      await sql`ALTER TABLE user_saved_items RENAME COLUMN user_id_away TO user_id`.execute(app.db);
    }
    expect((await client.request('GET', '/front-end')).status).toBe(200);
  });

  // SQLite's readers never wait for a writer (WAL), so only PostgreSQL can hold a read back.
  it.runIf(engine === 'postgres')(
    'answers with the client-rendered shell when the database is too slow for the render',
    async () => {
      const { client } = await signedInAccount(app);
      let release = () => undefined as void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let locked = () => undefined as void;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const holding = app.db.transaction().execute(async (trx) => {
        await sql`LOCK TABLE user_progress IN ACCESS EXCLUSIVE MODE`.execute(trx);
        locked();
        await held;
      });
      try {
        await isLocked;
        const started = Date.now();
        const page = await client.request('GET', '/front-end');
        // The render waited its deadline (1.5 s) for the ticks, then the shell answered.
        expect(Date.now() - started).toBeLessThan(4000);
        expect(page.status).toBe(200);
        expect(page.body as string).not.toContain(SERVER_RENDER_ID);
        expect(page.body as string).toContain('rel="preload" href="/api/progress"');
      } finally {
        release();
        await holding;
      }
      const after = (await client.request('GET', '/front-end')).body as string;
      expect(after).toContain(SERVER_RENDER_ID);
    },
  );
});
