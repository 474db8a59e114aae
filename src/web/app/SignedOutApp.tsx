import { Suspense, useEffect } from 'react';
import { SIGNED_OUT_PAGES } from '#shared/pages/signed-out-pages.js';
import { navigate, useSignedOutLocation } from '#web/lib/signed-out-navigation.js';
import { preloadableLazy } from '#web/lib/preloadable-lazy.js';
import { LanguageSwitch } from '#web/ui/LanguageSwitch.js';
import { Loading } from '#web/ui/Loading.js';
import { DeclaredPage } from './DeclaredPage.js';
import { ErrorBoundary } from './errors/ErrorBoundary.js';
import { pageModule } from './page-modules.js';

const PAGES = SIGNED_OUT_PAGES.map((page) => ({ page, component: preloadableLazy(pageModule(page.component)) }));
const SIGN_IN = PAGES.find(({ page }) => page.path === '/signin')!;

/** The page a signed-out visitor gets at `pathname`: its declared page, else the sign-in page. */
const pageAt = (pathname: string) => PAGES.find(({ page }) => page.path === pathname);

/** Downloads the page shown at `pathname` (the server's render and the browser's hydration wait for it). */
export const preloadSignedOutPage = (pathname: string) => (pageAt(pathname) ?? SIGN_IN).component.preload();

/**
 * Any other address shows the sign-in page and moves to /signin, remembering where the visitor was
 * headed (they land there after). Shown before the move, so the server's HTML for a gated address
 * is the sign-in page, never its content.
 */
function RedirectToSignIn({ from }: { from: string }) {
  useEffect(() => navigate('/signin', { replace: true, state: { from } }), [from]);
  return <DeclaredPage key={SIGN_IN.page.path} page={SIGN_IN.page} component={SIGN_IN.component} />;
}

/** What a signed-out visitor gets: only the declared signed-out pages. */
export function SignedOutApp() {
  const { pathname, search } = useSignedOutLocation();
  const match = pageAt(pathname);
  const loading = <Loading />;
  return (
    <>
      {/* Every signed-out page offers the language switch at its top right. */}
      <div className="signed-out-language">
        <LanguageSwitch signedIn={false} />
      </div>
      <ErrorBoundary fallback={loading}>
        <Suspense fallback={loading}>
          {match ? (
            <DeclaredPage key={match.page.path} page={match.page} component={match.component} />
          ) : (
            <RedirectToSignIn from={pathname + search} />
          )}
        </Suspense>
      </ErrorBoundary>
    </>
  );
}
