import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LRUCache } from 'lru-cache';
import { registerBoundedCache } from '#server/bounded-caches.js';
import { INSTALL_PLATFORMS } from '#shared/install-platform.js';
import { LANGUAGES } from '#shared/languages.js';
import { sameForEveryStudent } from '#shared/pages/page-types.js';
import { SIGNED_IN_PAGES } from '#shared/pages/signed-in-pages.js';
import { ERROR_SCREEN_MESSAGES } from '#shared/messages.js';
import {
  answerWithBody,
  type EmbeddedAnswer,
  type RenderedPage,
  type TemplateToKeep,
  type Visitor,
} from '#shared/server-render.js';

/** How the renderer's API requests reach the app: in process, under the visitor's own cookie. */
export type ApiCall = (url: string, init: RequestInit) => Promise<Response>;

/** What dist/ssr/entry-server.js exports (src/web/entry-server.tsx). */
interface ServerEntry {
  renderPage(url: string, visitor: Visitor, reuse: (key: string) => Promise<unknown>): Promise<RenderedPage>;
  renderError(requestId: string): { title: string; html: string };
  setApiTransport(next: (previous: ApiCall) => ApiCall): void;
}

export type RenderOutcome =
  | (Omit<Extract<RenderedPage, { kind: 'page' }>, 'template'> & { answers: Record<string, EmbeddedAnswer> })
  | Extract<RenderedPage, { kind: 'redirect' }>
  | { kind: 'failed'; title: string; html: string }
  /** Not rendered in time (a slow database, a queue of renders): the client-rendered shell answers. */
  | { kind: 'late' };

interface Failure {
  requestId: string;
  log: (error: unknown) => void;
}

/** A render still running this long is let go, so one that never ends cannot hold every later page. */
const ABANDON_AFTER_MS = 10_000;

/**
 * Kept pages (decision 0067): one per page rendered once, language and menu (a maintainer's has the
 * console link), and per platform for a page that shows one system's steps (decision 0070): 30 x 2
 * x 2 today; a new year's key replaces the old year's as it is used.
 */
const KEPT_PAGES_MAX =
  SIGNED_IN_PAGES.filter(sameForEveryStudent).reduce(
    (copies, page) => copies + (page.byPlatform ? INSTALL_PLATFORMS.length : 1),
    0,
  ) *
  LANGUAGES.length *
  2;

/** One API read of a render, as the render's transport saw it. */
interface Read {
  answer: EmbeddedAnswer;
  etag: string | null;
  /** The API's word that the answer is one account's (`no-store`): read again for every page. */
  perStudent: boolean;
}

/** The answers a kept page was rendered from, every student's the same, to check before it is reused. */
type SharedReads = Array<[url: string, read: Read]>;

/** One render's API traffic: how its reads reach the app, and what they answered. */
interface RenderCalls {
  api: ApiCall;
  reads: Map<string, Read>;
}

/**
 * The server's render of pages (decision 0064). The app's session store and language are one per
 * process, so renders run one at a time; their API requests go to the app in process with the
 * request's cookie (each render's own, through AsyncLocalStorage). A page not rendered within
 * `deadlineMs` is answered by the client-rendered shell instead, and a render whose turn comes
 * after its deadline is skipped.
 */
export function createPageRenderer(ssrDir: string, deadlineMs: number) {
  const file = path.join(ssrDir, 'entry-server.js');
  const calls = new AsyncLocalStorage<RenderCalls>();
  const keptPages = new LRUCache<string, { kept: unknown; shared: SharedReads }>({ max: KEPT_PAGES_MAX });
  registerBoundedCache({
    name: 'page renders: pages kept per language and menu',
    bound: KEPT_PAGES_MAX,
    size: () => keptPages.size,
  });
  let entry: Promise<ServerEntry> | undefined;
  const load = () =>
    (entry ??= (import(pathToFileURL(file).href) as Promise<ServerEntry>).then((loaded) => {
      loaded.setApiTransport(() => async (url, init) => {
        const render = calls.getStore();
        if (!render) throw new Error('An API request outside a page render.');
        const response = await render.api(url, init);
        if ((init.method ?? 'GET') !== 'GET' || !response.headers.get('content-type')?.includes('application/json'))
          return response;
        // Read once: the page embeds the very object its loader reads. Loaders only parse an answer
        // into new objects (zod), never change it, so what is embedded is what was read.
        const body: unknown = await response.json();
        render.reads.set(url, {
          answer: { status: response.status, body },
          etag: response.headers.get('etag'),
          perStudent: /\bno-store\b/.test(response.headers.get('cache-control') ?? ''),
        });
        return answerWithBody(body, { status: response.status, headers: response.headers });
      });
      return loaded;
    }));
  let queue: Promise<unknown> = Promise.resolve();
  /** Renders asked for and not yet settled (rendered, late or abandoned). */
  let waiting = 0;
  /**
   * With no render waiting, the store is disabled. While any AsyncLocalStorage is enabled, Node 20
   * runs a hook on every promise the process makes, every API request's included: about a tenth of
   * the server's CPU in the bench. The next render's `run` enables it again. An abandoned render
   * still running finds no store for what it starts meanwhile, so its API requests are refused,
   * never sent with another visitor's cookie.
   */
  const settled = () => {
    waiting -= 1;
    if (waiting === 0) calls.disable();
  };

  /** The page kept under `key`, its shared answers now this render's, if each still reads the same. */
  async function reuse(key: string, { api, reads }: RenderCalls): Promise<unknown> {
    const entry = keptPages.get(key);
    if (!entry) return undefined;
    const same = await Promise.all(entry.shared.map(([url, read]) => readsTheSame(api, url, read)));
    if (same.includes(false)) {
      keptPages.delete(key);
      return undefined;
    }
    for (const [url, read] of entry.shared) reads.set(url, read);
    return entry.kept;
  }

  /** Keeps a page rendered once, unless it read an account's answer a reuse would not read again. */
  function keep({ key, kept, studentReads }: TemplateToKeep, reads: Map<string, Read>) {
    const all = [...reads];
    if (all.some(([url, read]) => read.answer.status !== 200 || (read.perStudent && !studentReads.includes(url))))
      return;
    keptPages.set(key, { kept, shared: all.filter(([, read]) => !read.perStudent) });
  }

  async function renderNow(url: string, visitor: Visitor, api: ApiCall, failure: Failure): Promise<RenderOutcome> {
    const server = await load();
    const render: RenderCalls = { api, reads: new Map() };
    try {
      const rendered = await calls.run(render, () => server.renderPage(url, visitor, (key) => reuse(key, render)));
      if (rendered.kind !== 'page') return rendered;
      const { template, ...page } = rendered;
      if (template) keep(template, render.reads);
      const answers = Object.fromEntries([...render.reads].map(([read, { answer }]) => [read, answer]));
      return { ...page, answers };
    } catch (error) {
      failure.log(error);
      try {
        return { kind: 'failed', ...server.renderError(failure.requestId) };
      } catch {
        // Even the error screen could not render: a plain page still says what to quote.
        const { failedTitle, failedText } = ERROR_SCREEN_MESSAGES;
        const html = `<main id="main" class="page error-screen" role="alert"><h1>${failedTitle}</h1><p>${failedText}</p><p><code>${failure.requestId.replace(/[^\w.:-]/g, '')}</code></p></main>`;
        return { kind: 'failed', title: 'StudyHub', html };
      }
    }
  }

  return {
    available: existsSync(file),
    /** Renders `url` for the session `api` carries; a failure is logged and answered by the error screen. */
    render(
      url: string,
      visitor: Visitor,
      api: ApiCall,
      requestId: string,
      log: (error: unknown) => void,
    ): Promise<RenderOutcome> {
      const deadline = Date.now() + deadlineMs;
      const turn = queue.then(() =>
        Date.now() >= deadline
          ? ({ kind: 'late' } as const)
          : Promise.race([renderNow(url, visitor, api, { requestId, log }), settleAfter(ABANDON_AFTER_MS)]),
      );
      waiting += 1;
      queue = turn.catch(() => undefined).finally(settled);
      return Promise.race([turn, settleAfter(Math.max(0, deadline - Date.now()))]);
    },
  };
}

/** Whether `url` still answers what `read` holds: 304 to its ETag, else the same JSON. */
async function readsTheSame(api: ApiCall, url: string, read: Read): Promise<boolean> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (read.etag) headers['If-None-Match'] = read.etag;
  const response = await api(url, { method: 'GET', headers });
  if (read.etag && response.status === 304) return true;
  if (response.status !== read.answer.status) return false;
  const body: unknown = await response.json().catch(() => undefined);
  return JSON.stringify(body) === JSON.stringify(read.answer.body);
}

const settleAfter = (ms: number) =>
  new Promise<{ kind: 'late' }>((resolve) => setTimeout(() => resolve({ kind: 'late' }), ms).unref());

export type PageRenderer = ReturnType<typeof createPageRenderer>;
