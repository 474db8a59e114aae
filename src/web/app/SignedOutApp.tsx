import { Suspense, useEffect, type ReactNode } from 'react';
import type { PageDeclaration } from '#shared/pages/page-types.js';
import { SIGNED_OUT_PAGES } from '#shared/pages/signed-out-pages.js';
import { loadPageParts } from '#web/lib/i18n/i18n.js';
import { onDemandComponent } from '#web/lib/on-demand-component.js';
import { navigate, useSignedOutLocation } from '#web/lib/signed-out-navigation.js';
import { LanguageSwitch } from '#web/ui/LanguageSwitch.js';
import { Loading } from '#web/ui/Loading.js';
import { DeclaredPage } from './DeclaredPage.js';
import { ErrorBoundary } from './errors/ErrorBoundary.js';
import { pageModule } from './page-modules.js';

/**
 * Each signed-out page on demand: its code with the catalogue parts it says (as a signed-in route's
 * loader fetches them), so once both are here it renders complete, without suspending.
 */
const PAGES = (SIGNED_OUT_PAGES as readonly PageDeclaration[]).map((page) => ({
  page,
  declared: onDemandComponent(async () => {
    const [{ default: Page }] = await Promise.all([pageModule(page.component)(), loadPageParts(page.parts)]);
    return { default: () => <DeclaredPage page={page} component={Page} /> };
  }),
}));
type SignedOutPage = (typeof PAGES)[number];
const SIGN_IN = PAGES.find(({ page }) => page.path === '/signin')!;

/** The page a signed-out visitor gets at `pathname`: its declared page, else the sign-in page. */
const pageAt = (pathname: string) => PAGES.find(({ page }) => page.path === pathname);

/**
 * Downloads the page shown at `pathname`. The server's render and the browser's hydration wait for
 * it, so their first render is the page itself (the same HTML), never the loading state.
 */
export const preloadSignedOutPage = (pathname: string) => (pageAt(pathname) ?? SIGN_IN).declared.load();

/** A signed-out page, or the loading state until its code is here (no Suspense fallback: see onDemandComponent). */
function OnDemandPage({ entry, fallback }: { entry: SignedOutPage; fallback: ReactNode }) {
  return entry.declared.useElement({}) ?? fallback;
}

/**
 * Any other address shows the sign-in page and moves to /signin, remembering where the visitor was
 * headed (they land there after). Shown before the move, so the server's HTML for a gated address
 * is the sign-in page, never its content.
 */
function RedirectToSignIn({ from, fallback }: { from: string; fallback: ReactNode }) {
  useEffect(() => navigate('/signin', { replace: true, state: { from } }), [from]);
  return <OnDemandPage key={SIGN_IN.page.path} entry={SIGN_IN} fallback={fallback} />;
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
        {/* A catalogue part not yet here in a newly chosen language suspends its page (usePartT). */}
        <Suspense fallback={loading}>
          {match ? (
            <OnDemandPage key={match.page.path} entry={match} fallback={loading} />
          ) : (
            <RedirectToSignIn from={pathname + search} fallback={loading} />
          )}
        </Suspense>
      </ErrorBoundary>
    </>
  );
}
