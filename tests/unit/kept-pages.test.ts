import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { boundedCacheSizes } from '#server/bounded-caches.js';
import { createPageRenderer, type ApiCall } from '#server/web/page-renderer.js';

/**
 * A stand-in for dist/ssr/entry-server.js that renders /once pages the way the real one does
 * (decision 0067): it asks for the kept page first, and hands over a template after a whole render.
 * Its page reads /api/content (the same for everyone) and /api/who (the visitor's own); ?secret
 * also reads /api/secret, an account's answer that a reuse would not read again.
 */
const ENTRY = `
let transport;
export function setApiTransport(next) { transport = next(undefined); }
const read = async (url) => (await transport(url, { method: 'GET' })).json();
export async function renderPage(url, visitor, reuse) {
  const { pathname, search } = new URL(url);
  const who = (await read('/api/who')).who;
  const kept = await reuse(pathname);
  if (kept) return { kind: 'page', status: 200, title: 'T', html: [kept + ' for ' + who], signedIn: true, language: visitor.language };
  const content = (await read('/api/content')).version;
  if (search === '?secret') await read('/api/secret');
  const template = { key: pathname, kept: 'v' + content, studentReads: ['/api/who'] };
  return { kind: 'page', status: 200, title: 'T', html: ['v' + content + ' for ' + who], signedIn: true, language: visitor.language, template };
}
export function renderError(requestId) { return { title: 'E', html: 'error ' + requestId }; }
`;

/** The app as one visitor sees it: content at `content.version` (ETag, no-cache), their name (no-store). */
function apiFor(who: string, content: { version: number }, asked: string[]): ApiCall {
  return async (url, init) => {
    const headers = new Headers(init.headers);
    asked.push(`${url} ${headers.get('if-none-match') ?? ''}`.trim());
    const etag = `"v${content.version}"`;
    if (url === '/api/content')
      return headers.get('if-none-match') === etag
        ? new Response(null, { status: 304 })
        : Response.json({ version: content.version }, { headers: { etag, 'cache-control': 'private, no-cache' } });
    return Response.json({ who }, { headers: { 'cache-control': 'private, no-store' } });
  };
}

function renderer() {
  const dir = mkdtempSync(path.join(tmpdir(), 'ssr-'));
  writeFileSync(path.join(dir, 'entry-server.js'), ENTRY);
  return createPageRenderer(dir, 2000);
}

const render = (pages: ReturnType<typeof renderer>, url: string, api: ApiCall) =>
  pages.render(`http://x${url}`, { language: 'en', platform: 'windows' }, api, 'r1', () => undefined);

describe('pages kept for every student (decision 0067)', () => {
  it("reuses a kept page for the next student once its shared answer still reads the same, with that student's own answers", async () => {
    const pages = renderer();
    const content = { version: 1 };
    expect(await render(pages, '/once', apiFor('ada', content, []))).toMatchObject({ html: ['v1 for ada'] });
    const asked: string[] = [];
    const bo = await render(pages, '/once', apiFor('bo', content, asked));
    expect(bo).toMatchObject({ kind: 'page', html: ['v1 for bo'] });
    // The shared answer was checked by its ETag, not read again; the student's own was read.
    expect(asked).toEqual(['/api/who', '/api/content "v1"']);
    expect(bo.kind === 'page' && bo.answers).toEqual({
      '/api/who': { status: 200, body: { who: 'bo' } },
      '/api/content': { status: 200, body: { version: 1 } },
    });
  });

  it('renders whole again once a shared answer has changed, and keeps the new page', async () => {
    const pages = renderer();
    const content = { version: 1 };
    await render(pages, '/once', apiFor('ada', content, []));
    content.version = 2;
    const bo = await render(pages, '/once', apiFor('bo', content, []));
    expect(bo).toMatchObject({ html: ['v2 for bo'] });
    expect(bo.kind === 'page' && bo.answers['/api/content']).toEqual({ status: 200, body: { version: 2 } });
    const asked: string[] = [];
    expect(await render(pages, '/once', apiFor('cy', content, asked))).toMatchObject({ html: ['v2 for cy'] });
    expect(asked).toContain('/api/content "v2"');
  });

  it("keeps no page that read an account's answer a reuse would not read again", async () => {
    const pages = renderer();
    const content = { version: 1 };
    await render(pages, '/once?secret', apiFor('ada', content, []));
    const asked: string[] = [];
    expect(await render(pages, '/once', apiFor('bo', content, asked))).toMatchObject({ html: ['v1 for bo'] });
    // Nothing was kept: the page read its content again in full.
    expect(asked).toEqual(['/api/who', '/api/content']);
  });

  it('keeps no more pages than its bound, however many addresses are asked for', async () => {
    const pages = renderer();
    const content = { version: 1 };
    for (let i = 0; i < 300; i++) await render(pages, `/once-${i}`, apiFor('ada', content, []));
    const kept = boundedCacheSizes().filter((cache) => cache.name === 'page renders: pages kept per language and menu');
    expect(kept.at(-1)?.size).toBe(kept.at(-1)?.bound);
    expect(kept.at(-1)?.bound).toBeLessThan(300);
  });
});
