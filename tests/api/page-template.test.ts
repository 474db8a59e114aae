import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sameForEveryStudent } from '#shared/pages/page-types.js';
import { SIGNED_IN_PAGES } from '#shared/pages/signed-in-pages.js';
import type { Language } from '#shared/languages.js';
import type { Visitor } from '#shared/server-render.js';
import type { KeptPage, RenderedPage, ReuseTemplate } from '#web/entry-server.js';
import { startAppServer, type AppServer } from '#harness/app-server.js';
import { signedInAccount, type SignedInAccount } from '#harness/accounts.js';

/** The built server render (npm run build), as the app loads it. */
interface ServerEntry {
  renderPage(url: string, visitor: Visitor, reuse?: ReuseTemplate): Promise<RenderedPage>;
  setApiTransport(next: () => (url: string, init: RequestInit) => Promise<Response>): void;
}

const ONCE_PAGES = SIGNED_IN_PAGES.filter(sameForEveryStudent).map((page) => page.path);

/** The item ids a kept page's parts show (a tick's or bookmark's `itemId`). */
const itemIdsOf = (kept: KeptPage) => [
  ...new Set(
    kept.template.parts
      .map((part) => (part.element.props as { itemId?: unknown }).itemId)
      .filter((id): id is string => typeof id === 'string'),
  ),
];

// The property is about rendering, not storage: one engine is enough (SQLite, the default).
describe('a page rendered once, its parts filled in per student (decision 0067)', () => {
  let app: AppServer;
  let entry: ServerEntry;
  let cookie = '';
  let first: SignedInAccount;
  let second: SignedInAccount;
  let clock = Date.now();
  /** The second student's state as last sent, so each run sends only what changes. */
  const state = new Map<string, boolean>();

  beforeAll(async () => {
    app = await startAppServer({}, 'sqlite');
    entry = (await import(pathToFileURL(path.resolve('dist/ssr/entry-server.js')).href)) as ServerEntry;
    entry.setApiTransport(() => (url, init) => {
      const headers = { ...(init.headers as Record<string, string>), cookie };
      return fetch(app.url + url, { ...init, headers });
    });
    first = await signedInAccount(app, { name: 'First' });
    second = await signedInAccount(app, { name: 'Second <b>&amp;</b> "quoted"' });
  }, 60_000);
  afterAll(() => app?.stop());

  const renderAs = (account: SignedInAccount, url: string, language: Language, reuse?: ReuseTemplate) => {
    cookie = account.client.cookie!;
    // Linux, not the default Windows: the install page's kept copy is the platform's own (decision 0070).
    return entry.renderPage(app.url + url, { language, platform: 'linux' }, reuse);
  };

  /** Ticks and bookmarks for the second student, through POST /api/sync as a device sends them. */
  async function setState(done: Set<string>, saved: Set<string>, ids: string[]) {
    const changes = ids.flatMap((itemId) =>
      (['progress', 'saved'] as const).flatMap((kind) => {
        const value = (kind === 'progress' ? done : saved).has(itemId);
        if ((state.get(`${kind} ${itemId}`) ?? false) === value) return [];
        state.set(`${kind} ${itemId}`, value);
        return [{ changeId: `c-${++clock}`, kind, itemId, value, changedAt: clock }];
      }),
    );
    for (let start = 0; start < changes.length; start += 50) {
      const sent = await second.client.request('POST', '/api/sync', {
        json: { changes: changes.slice(start, start + 50) },
        headers: { origin: app.url },
      });
      expect(sent.status).toBe(200);
    }
  }

  it.each(ONCE_PAGES.flatMap((page) => (['en', 'hi'] as const).map((language) => [page, language] as const)))(
    '%s in %s: a kept page filled for a random student is the HTML a whole render gives',
    async (page, language) => {
      const rendered = await renderAs(first, page, language, () => Promise.resolve(undefined));
      if (rendered.kind !== 'page' || !rendered.template) throw new Error(`${page} gave no page to keep`);
      const kept = rendered.template.kept;
      // Home's parts show ticks made on topic pages: some of /front-end's items join every page's set.
      const ids = [...itemIdsOf(kept), 'link:front-end/roadmap-sh-frontend', 'link:dsa/algomaster-big-o'];
      const fillsAsWhole = async (done: string[], saved: string[]) => {
        await setState(new Set(done), new Set(saved), ids);
        const whole = await renderAs(second, page, language);
        const filled = await renderAs(second, page, language, () => Promise.resolve(kept));
        if (whole.kind !== 'page' || filled.kind !== 'page') throw new Error('not a page');
        expect(filled.html.join('')).toBe(whole.html.join(''));
        return whole.html.join('');
      };
      await fc.assert(
        fc.asyncProperty(fc.subarray(ids), fc.subarray(ids), async (done, saved) => {
          await fillsAsWhole(done, saved);
        }),
        {
          numRuns: 2,
          seed: 67,
          endOnFailure: true,
        },
      );
      // Not a comparison that passes by itself: with everything ticked and saved, a page with parts is another page.
      const everything = await fillsAsWhole(ids, ids);
      if (itemIdsOf(kept).length > 0) expect(everything).not.toBe(rendered.html.join(''));
    },
    60_000,
  );
});
