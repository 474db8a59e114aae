/**
 * The server's render of a page (built by Vite for Node into dist/ssr, loaded by
 * src/server/web/page-renderer.ts): the same App, route declarations and loaders as the browser,
 * its API requests answered in process under the visitor's own session (setApiTransport).
 * Decision 0064 says why a render is data first, then one synchronous renderToString.
 */
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { Language } from '#shared/languages.js';
import type { PageHtml, RenderedPage as RenderedPageOf, Visitor } from '#shared/server-render.js';
import type { QueryClient } from '@tanstack/react-query';
import { sameForEveryStudent, STUDENT_PART_DATA, USER_DATA_PATHS } from '#shared/pages/page-types.js';
import { signedInPage } from '#shared/pages/signed-in-pages.js';
import { fetchSession, SESSION_PATH } from '#web/features/auth/auth-api.js';
import type { SessionUser } from '#shared/api/auth.js';
import { progressQuery } from '#web/lib/api/progress.js';
import { savedQuery } from '#web/lib/api/saved.js';
import { setSessionUser } from '#web/features/auth/session-store.js';
import { ApiRequestError } from '#web/lib/api/client.js';
import { SITE_NAME } from '#web/lib/document-title.js';
import { activateLanguage, currentLanguage, translate } from '#web/lib/i18n/i18n.js';
import { pageTitle } from '#web/lib/i18n/page-texts.js';
import { createAppQueryClient } from '#web/lib/query-client.js';
import { setRenderedPlatform } from '#web/lib/rendered-platform.js';
import { setServerLocation } from '#web/lib/signed-out-navigation.js';
import { SIGNED_OUT_PAGES } from '#shared/pages/signed-out-pages.js';
import { loadSignedInApp } from '#web/app/App.js';
import { AppRoot } from '#web/app/AppRoot.js';
import { ErrorScreen } from '#web/app/errors/ErrorScreen.js';
import { preloadSignedOutPage } from '#web/app/SignedOutApp.js';
import { prepareApp } from '#web/app/signed-in/prepared-app.js';
import { signedInRoutes } from '#web/app/signed-in/signed-in-router.js';
import { fillTemplate, renderTemplate, type PageTemplate } from './page-template.js';

export { setApiTransport } from '#web/lib/api/client.js';

/** A page rendered once for every student (decision 0067), kept by the server under its key. */
export interface KeptPage {
  template: PageTemplate;
  status: number;
  title: string;
}

export type RenderedPage = RenderedPageOf<KeptPage>;

/** The kept page under `key`, if every answer it was rendered from is still what a read gives. */
export type ReuseTemplate = (key: string) => Promise<KeptPage | undefined>;

const titled = (path: string | undefined) => (path ? `${pageTitle(path, translate)} · ${SITE_NAME}` : SITE_NAME);

/** How a reuse reads each part's data anew, into the render's query client. */
const PART_READS = {
  progress: (client: QueryClient) => client.fetchQuery(progressQuery()),
  saved: (client: QueryClient) => client.fetchQuery(savedQuery()),
};

/**
 * The page at `pathname`, when rendered once for every student: its key holds all a template
 * depends on besides its answers (the language, the maintainer's menu link, the footer's year, and
 * the platform on a page that shows one system's steps).
 */
function templateOf(pathname: string, search: string, { language, platform }: Visitor, user: SessionUser) {
  const page = search === '' ? signedInPage(pathname) : undefined;
  if (!page || !sameForEveryStudent(page)) return undefined;
  const partData = STUDENT_PART_DATA.filter((data) => page.userData?.includes(data));
  const maintainer = user.maintainer === true ? 'maintainer' : 'student';
  return {
    key: `${pathname} ${language} ${maintainer} ${new Date().getFullYear()}${page.byPlatform ? ` ${platform}` : ''}`,
    readParts: (client: QueryClient) => Promise.all(partData.map((data) => PART_READS[data](client))),
    studentReads: [SESSION_PATH, ...partData.map((data) => USER_DATA_PATHS[data])].map((path) => `/api${path}`),
  };
}

/**
 * The kept page with this student's parts: their answers read, then one render of the parts alone.
 * Undefined when a read fails: the whole render then shows the route's error screen for it.
 */
async function fillKept(
  kept: KeptPage,
  queryClient: QueryClient,
  readParts: (client: QueryClient) => Promise<unknown>,
  pathname: string,
  { language, platform }: Visitor,
): Promise<PageHtml | undefined> {
  try {
    await readParts(queryClient);
  } catch {
    return undefined;
  }
  stillIn(language);
  setRenderedPlatform(platform);
  return fillTemplate(kept.template, queryClient, pathname);
}

/**
 * Renders are synchronous after their reads because the interface language is one per process:
 * a render whose language another one moved in the meantime fails rather than mix two languages.
 */
function stillIn(language: Language): void {
  if (currentLanguage() !== language) throw new Error(`The render's language moved to ${currentLanguage()}.`);
}

/** A query client for one render: a failed read fails it at once (the route's error screen); the browser's Retry asks again. */
function renderQueryClient(): QueryClient {
  const queryClient = createAppQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  return queryClient;
}

/**
 * Renders the page at `url` for whoever the transport's session is, in the account's language (else
 * `preferred`, the browser's): the signed-in page with its data after its loaders ran, or the
 * signed-out page (a gated address shows the sign-in page).
 * Everything asynchronous happens first; the render itself is synchronous, because the session
 * store and the interface language are one per process, set just before it.
 */
export async function renderPage(url: string, visitor: Visitor, reuse?: ReuseTemplate): Promise<RenderedPage> {
  const { pathname, search } = new URL(url);
  const { user } = await fetchSession();
  // The console is no page to a learner: Home, before any of it renders (its skeletons included).
  if (user && user.maintainer !== true && signedInPage(pathname)?.maintainersOnly)
    return { kind: 'redirect', status: 302, location: '/' };
  const language = user?.language ?? visitor.language;
  await activateLanguage(language);
  let path: string | undefined;
  let status = 200;
  // The account's language, else the browser's.
  const renderedFor: Visitor = { ...visitor, language };
  const once = user && reuse ? templateOf(pathname, search, renderedFor, user) : undefined;
  if (once) {
    const kept = await reuse!(once.key);
    const html = kept && (await fillKept(kept, renderQueryClient(), once.readParts, pathname, renderedFor));
    if (html) return { kind: 'page', status: kept.status, title: kept.title, html, signedIn: true, language };
  }
  const queryClient = user ? renderQueryClient() : undefined;
  if (user && queryClient) {
    await loadSignedInApp();
    const handler = createStaticHandler(signedInRoutes(queryClient));
    const context = await handler.query(new Request(url));
    if (context instanceof Response)
      return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
    path = context.matches.at(-1)?.route.path;
    // An unknown path: its page redirects to Home in the browser (the spec, decision 0049), and the
    // status tells a crawler, a link check or a host's monitor that nothing is served there.
    status = path === '*' ? 404 : context.statusCode;
    const router = createStaticRouter(handler.dataRoutes, context);
    prepareApp({
      userId: user.id,
      queryClient,
      view: <StaticRouterProvider router={router} context={context} hydrate={false} />,
    });
  } else {
    await preloadSignedOutPage(pathname);
    path = SIGNED_OUT_PAGES.find((page) => page.path === pathname)?.path ?? '/signin';
  }
  // Synchronous from here: nothing else runs between setting the process's state and the render.
  stillIn(language);
  setServerLocation(pathname, search);
  setRenderedPlatform(visitor.platform);
  setSessionUser(user);
  try {
    const title = titled(path === '*' ? undefined : path);
    const template = once && queryClient && status === 200 ? renderTemplate(<AppRoot />) : undefined;
    if (!once || !queryClient || !template)
      return { kind: 'page', status, title, html: [renderToString(<AppRoot />)], signedIn: Boolean(user), language };
    const html = fillTemplate(template, queryClient, pathname);
    const kept = { template, status, title };
    const toKeep = { key: once.key, kept, studentReads: once.studentReads };
    return { kind: 'page', status, title, html, signedIn: true, language, template: toKeep };
  } finally {
    prepareApp(undefined);
    setSessionUser(null);
  }
}

/** The error screen with the request id to quote, for a render that failed (status 500, never half a page). */
export function renderError(requestId: string): { title: string; html: string } {
  const error = new ApiRequestError(500, 'internal', 'The page could not be rendered.', undefined, requestId);
  return { title: SITE_NAME, html: renderToString(<ErrorScreen error={error} onRetry={() => undefined} />) };
}
