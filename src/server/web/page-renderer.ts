import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Language } from '#shared/languages.js';
import { ERROR_SCREEN_MESSAGES } from '#shared/messages.js';
import type { EmbeddedAnswer } from '#shared/server-render.js';

/** How the renderer's API requests reach the app: in process, under the visitor's own cookie. */
export type ApiCall = (url: string, init: RequestInit) => Promise<Response>;

type Rendered =
  | { kind: 'page'; status: number; title: string; html: string; signedIn: boolean; language: Language }
  | { kind: 'redirect'; status: number; location: string };

/** What dist/ssr/entry-server.js exports (src/web/entry-server.tsx). */
interface ServerEntry {
  renderPage(url: string, preferred: Language): Promise<Rendered>;
  renderError(requestId: string): { title: string; html: string };
  setApiTransport(next: (previous: ApiCall) => ApiCall): void;
}

export type RenderOutcome =
  | (Extract<Rendered, { kind: 'page' }> & { answers: Record<string, EmbeddedAnswer> })
  | Extract<Rendered, { kind: 'redirect' }>
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
 * The server's render of pages (decision 0064). The app's session store and language are one per
 * process, so renders run one at a time; their API requests go to the app in process with the
 * request's cookie (each render's own, through AsyncLocalStorage). A page not rendered within
 * `deadlineMs` is answered by the client-rendered shell instead, and a render whose turn comes
 * after its deadline is skipped.
 */
export function createPageRenderer(ssrDir: string, deadlineMs: number) {
  const file = path.join(ssrDir, 'entry-server.js');
  const calls = new AsyncLocalStorage<{ api: ApiCall; answers: Record<string, EmbeddedAnswer> }>();
  let entry: Promise<ServerEntry> | undefined;
  const load = () =>
    (entry ??= (import(pathToFileURL(file).href) as Promise<ServerEntry>).then((loaded) => {
      loaded.setApiTransport(() => async (url, init) => {
        const render = calls.getStore();
        if (!render) throw new Error('An API request outside a page render.');
        const response = await render.api(url, init);
        if ((init.method ?? 'GET') === 'GET' && response.headers.get('content-type')?.includes('application/json'))
          render.answers[url] = { status: response.status, body: await response.clone().json() };
        return response;
      });
      return loaded;
    }));
  let queue: Promise<unknown> = Promise.resolve();

  async function renderNow(url: string, preferred: Language, api: ApiCall, failure: Failure): Promise<RenderOutcome> {
    const server = await load();
    const answers: Record<string, EmbeddedAnswer> = {};
    try {
      const rendered = await calls.run({ api, answers }, () => server.renderPage(url, preferred));
      return rendered.kind === 'page' ? { ...rendered, answers } : rendered;
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
      preferred: Language,
      api: ApiCall,
      requestId: string,
      log: (error: unknown) => void,
    ): Promise<RenderOutcome> {
      const deadline = Date.now() + deadlineMs;
      const turn = queue.then(() =>
        Date.now() >= deadline
          ? ({ kind: 'late' } as const)
          : Promise.race([renderNow(url, preferred, api, { requestId, log }), settleAfter(ABANDON_AFTER_MS)]),
      );
      queue = turn.catch(() => undefined);
      return Promise.race([turn, settleAfter(Math.max(0, deadline - Date.now()))]);
    },
  };
}

const settleAfter = (ms: number) =>
  new Promise<{ kind: 'late' }>((resolve) => setTimeout(() => resolve({ kind: 'late' }), ms).unref());

export type PageRenderer = ReturnType<typeof createPageRenderer>;
