import { lazy, Suspense, useEffect } from 'react';
import { SIGNED_OUT_PAGES } from '#shared/pages/signed-out-pages.js';
import { navigate, useSignedOutLocation } from '#web/lib/signed-out-navigation.js';
import { LanguageSwitch } from '#web/ui/LanguageSwitch.js';
import { Loading } from '#web/ui/Loading.js';
import { DeclaredPage } from './DeclaredPage.js';
import { ErrorBoundary } from './errors/ErrorBoundary.js';
import { pageModule } from './page-modules.js';

const PAGES = SIGNED_OUT_PAGES.map((page) => ({ page, component: lazy(pageModule(page.component)) }));

/** Any other address: to /signin, remembering where the visitor was headed (they land there after). */
function RedirectToSignIn({ from }: { from: string }) {
  useEffect(() => navigate('/signin', { replace: true, state: { from } }), [from]);
  return null;
}

/** What a signed-out visitor gets: only the declared signed-out pages. */
export function SignedOutApp() {
  const { pathname } = useSignedOutLocation();
  const match = PAGES.find(({ page }) => page.path === pathname);
  const loading = <Loading />;
  if (!match) return <RedirectToSignIn from={pathname + window.location.search} />;
  return (
    <>
      {/* Every signed-out page offers the language switch at its top right. */}
      <div className="signed-out-language">
        <LanguageSwitch signedIn={false} />
      </div>
      <ErrorBoundary fallback={loading}>
        <Suspense fallback={loading}>
          <DeclaredPage key={match.page.path} page={match.page} component={match.component} />
        </Suspense>
      </ErrorBoundary>
    </>
  );
}
