import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPageRenderer } from '#server/web/page-renderer.js';

/**
 * A stand-in for dist/ssr/entry-server.js: it renders the address it is given after the wait the
 * address names, through the transport the renderer installs, or throws for /broken.
 */
const ENTRY = `
let transport;
export function setApiTransport(next) { transport = next(undefined); }
export async function renderPage(url, visitor) {
  const { pathname, searchParams } = new URL(url);
  if (pathname === '/broken') throw new Error('render failed');
  const wait = Number(searchParams.get('wait') ?? 0);
  if (wait) await new Promise((resolve) => setTimeout(resolve, wait));
  const answer = await (await transport('/api/who', {})).json();
  return { kind: 'page', status: 200, title: 'T', html: [pathname + ' for ' + answer.who], signedIn: true, language: visitor.language };
}
export function renderError(requestId) { return { title: 'E', html: 'error ' + requestId }; }
`;

function renderer(deadlineMs: number) {
  const dir = mkdtempSync(path.join(tmpdir(), 'ssr-'));
  writeFileSync(path.join(dir, 'entry-server.js'), ENTRY);
  return createPageRenderer(dir, deadlineMs);
}

const EN = { language: 'en', platform: 'windows' } as const;
const HI = { language: 'hi', platform: 'windows' } as const;

/** The API as one visitor's cookie sees it. */
const apiFor = (who: string) => async () => Response.json({ who }, { headers: { 'content-type': 'application/json' } });

describe('the server render queue (decision 0064)', () => {
  it('renders each request with its own API answers, and embeds what it read', async () => {
    const pages = renderer(2000);
    const [ada, bo] = await Promise.all([
      pages.render('http://x/a?wait=30', EN, apiFor('ada'), 'r1', () => undefined),
      pages.render('http://x/b', HI, apiFor('bo'), 'r2', () => undefined),
    ]);
    expect(ada).toMatchObject({ kind: 'page', html: ['/a for ada'], language: 'en' });
    expect(bo).toMatchObject({ kind: 'page', html: ['/b for bo'], language: 'hi' });
    expect(ada.kind === 'page' && ada.answers).toEqual({ '/api/who': { status: 200, body: { who: 'ada' } } });
  });

  it('answers late past its deadline, and skips a render whose turn comes after it', async () => {
    const pages = renderer(100);
    const slow = pages.render('http://x/a?wait=300', EN, apiFor('ada'), 'r1', () => undefined);
    const queued = pages.render('http://x/b', EN, apiFor('bo'), 'r2', () => undefined);
    expect(await slow).toEqual({ kind: 'late' });
    expect(await queued).toEqual({ kind: 'late' });
    // Once the slow one is done, the next request renders.
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await pages.render('http://x/c', EN, apiFor('cy'), 'r3', () => undefined)).toMatchObject({
      kind: 'page',
      html: ['/c for cy'],
    });
  });

  it('logs a failed render and answers the error screen with its request id', async () => {
    const logged: unknown[] = [];
    const outcome = await renderer(2000).render('http://x/broken', EN, apiFor('ada'), 'req-9', (error) =>
      logged.push(error),
    );
    expect(outcome).toEqual({ kind: 'failed', title: 'E', html: 'error req-9' });
    expect(String(logged[0])).toContain('render failed');
  });
  it('leaves no hook on the promises of the process once no render waits', async () => {
    // While an AsyncLocalStorage is enabled, Node marks every new promise with its store.
    const marked = () => Object.getOwnPropertySymbols(Promise.resolve()).length > 0;
    expect(marked()).toBe(false);
    const pages = renderer(2000);
    const first = pages.render('http://x/a?wait=30', EN, apiFor('ada'), 'r1', () => undefined);
    const second = pages.render('http://x/b', EN, apiFor('bo'), 'r2', () => undefined);
    await first;
    expect(marked()).toBe(true);
    expect(await second).toMatchObject({ html: ['/b for bo'] });
    await new Promise((resolve) => setImmediate(resolve));
    expect(marked()).toBe(false);
  });
});
