import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, useLoaderData, type RouteObject } from 'react-router';
import type { PageDeclaration } from '#shared/pages/page-types.js';
import { LAYOUT_CONTENT, SIGNED_IN_PAGES } from '#shared/pages/signed-in-pages.js';
import { ensurePageData } from '#web/lib/page-queries.js';
import { Loading } from '#web/ui/Loading.js';
import { DeclaredPage } from '#web/app/DeclaredPage.js';
import { signedInPageModule } from './page-modules.js';
import { loadPageParts } from '#web/lib/i18n/i18n.js';
import { UnknownPathRedirect } from './missed-path/MissedPathSlot.js';
import { RouteError } from './RouteError.js';
import { SignedInLayout } from './SignedInLayout.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- pages take their own props (slug, filter, ...)
type PageComponent = ComponentType<any>;

function DeclaredRoute({ page }: { page: PageDeclaration }) {
  const { Page } = useLoaderData<{ Page: PageComponent }>();
  return <DeclaredPage page={page} component={Page} />;
}

/**
 * One route per declared page. Its loader downloads the page's code (its own chunk), its catalogue
 * parts (its declaration's `parts`) and starts the page's data through the query cache side by side, and resolves when both are there, so the page
 * renders complete. A chunk that fails to load fails the loader, which shows the route's error
 * element. (Route `lazy` was not used: React Router renders nothing for a route whose lazy() failed.)
 */
function pageRoute(page: PageDeclaration, queryClient: QueryClient): RouteObject {
  const loadPage = signedInPageModule(page.component);
  return {
    path: page.path,
    loader: async () => {
      const [module] = await Promise.all([loadPage(), ensurePageData(queryClient, page), loadPageParts(page.parts)]);
      return { Page: module.default };
    },
    Component: () => <DeclaredRoute page={page} />,
    ErrorBoundary: RouteError,
  };
}

/**
 * The signed-in route set: every declared page inside the layout; unknown paths go to /, which says
 * so. The browser's router and the server's static handler (src/web/entry-server.tsx) take the same.
 */
export function signedInRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      Component: SignedInLayout,
      loader: async () => {
        await ensurePageData(queryClient, { content: LAYOUT_CONTENT });
        return null;
      },
      HydrateFallback: () => <Loading />,
      ErrorBoundary: RouteError,
      children: [
        ...SIGNED_IN_PAGES.map((page) => pageRoute(page, queryClient)),
        { path: '*', Component: UnknownPathRedirect },
      ],
    },
  ];
}

export const createSignedInRouter = (queryClient: QueryClient) => createBrowserRouter(signedInRoutes(queryClient));
