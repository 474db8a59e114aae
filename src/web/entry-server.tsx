/**
 * The server's render of a page (built by Vite for Node into dist/ssr, loaded by
 * src/server/web/page-renderer.ts): the same App, route declarations and loaders as the browser,
 * its API requests answered in process under the visitor's own session (setApiTransport).
 * Decision 0064 says why a render is data first, then one synchronous renderToString.
 */
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { Language } from '#shared/languages.js';
import { fetchSession } from '#web/features/auth/auth-api.js';
import { setSessionUser } from '#web/features/auth/session-store.js';
import { ApiRequestError } from '#web/lib/api/client.js';
import { SITE_NAME } from '#web/lib/document-title.js';
import { activateLanguage, currentLanguage, translate } from '#web/lib/i18n/i18n.js';
import { pageTitle } from '#web/lib/i18n/page-texts.js';
import { createAppQueryClient } from '#web/lib/query-client.js';
import { setServerLocation } from '#web/lib/signed-out-navigation.js';
import { SIGNED_OUT_PAGES } from '#shared/pages/signed-out-pages.js';
import { loadSignedInApp } from '#web/app/App.js';
import { AppRoot } from '#web/app/AppRoot.js';
import { ErrorScreen } from '#web/app/errors/ErrorScreen.js';
import { preloadSignedOutPage } from '#web/app/SignedOutApp.js';
import { prepareApp } from '#web/app/signed-in/prepared-app.js';
import { signedInRoutes } from '#web/app/signed-in/signed-in-router.js';

export { setApiTransport } from '#web/lib/api/client.js';

export type RenderedPage =
  | { kind: 'page'; status: number; title: string; html: string; signedIn: boolean; language: Language }
  | { kind: 'redirect'; status: number; location: string };

const titled = (path: string | undefined) => (path ? `${pageTitle(path, translate)} · ${SITE_NAME}` : SITE_NAME);

/**
 * Renders the page at `url` for whoever the transport's session is, in the account's language (else
 * `preferred`, the browser's): the signed-in page with its data after its loaders ran, or the
 * signed-out page (a gated address shows the sign-in page).
 * Everything asynchronous happens first; the render itself is synchronous, because the session
 * store and the interface language are one per process, set just before it.
 */
export async function renderPage(url: string, preferred: Language): Promise<RenderedPage> {
  const { pathname, search } = new URL(url);
  const { user } = await fetchSession();
  const language = user?.language ?? preferred;
  await activateLanguage(language);
  let path: string | undefined;
  let status = 200;
  if (user) {
    await loadSignedInApp();
    const queryClient = createAppQueryClient();
    // A failed read fails the render at once (the route's error screen); the browser's Retry asks again.
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
    const handler = createStaticHandler(signedInRoutes(queryClient));
    const context = await handler.query(new Request(url));
    if (context instanceof Response)
      return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
    status = context.statusCode;
    path = context.matches.at(-1)?.route.path;
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
  if (currentLanguage() !== language) throw new Error(`The render's language moved to ${currentLanguage()}.`);
  setServerLocation(pathname, search);
  setSessionUser(user);
  try {
    const html = renderToString(<AppRoot />);
    const title = titled(path === '*' ? undefined : path);
    return { kind: 'page', status, title, html, signedIn: Boolean(user), language };
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
