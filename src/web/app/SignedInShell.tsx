import { Suspense, useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Navigate, Outlet, Route, Routes } from 'react-router';
import { MESSAGES } from '#shared/messages.js';
import '#web/api/zod-without-eval.js';
import { Spinner } from '#web/ui/Spinner.js';
import { FloatingMenu } from './layout/FloatingMenu.js';
import { Footer } from './layout/Footer.js';
import { Navbar } from './layout/Navbar.js';
import { ScrollToTop } from './layout/ScrollToTop.js';
import { SIGNED_IN_ROUTES } from './signed-in-routes.js';

export { preloadSignedInPage } from './signed-in-routes.js';

function SignedInLayout() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Navbar />
      <ScrollToTop />
      <Suspense fallback={<Spinner label={MESSAGES.loading} />}>
        <Outlet />
      </Suspense>
      <FloatingMenu />
      <Footer />
    </>
  );
}

/**
 * Everything a signed-in user gets, loaded as its own chunk after sign-in: the layout, the
 * signed-in route set and the content cache. A fresh cache per signed-in session means nothing
 * one account fetched is shown to the next.
 */
export default function SignedInShell() {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { staleTime: 5 * 60_000, refetchOnWindowFocus: false, retry: 1 } },
      }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <Routes>
        <Route element={<SignedInLayout />}>
          {SIGNED_IN_ROUTES.map(({ path, element }) => (
            <Route key={path} path={path} element={element} />
          ))}
          <Route path="*" element={<Navigate to="/" replace />} />
        </Route>
      </Routes>
    </QueryClientProvider>
  );
}
