import { lazy, useEffect, type ReactNode } from 'react';
import { SIGNED_OUT_PAGES } from '#shared/pages/signed-out-pages.js';
import { useSession } from '#web/features/auth/session-store.js';
import { settleAccountLanguage } from '#web/lib/i18n/language-choice.js';
import { onDemandComponent } from '#web/lib/on-demand-component.js';
import { AfterFirstPage } from '#web/ui/AfterFirstPage.js';
import { Loading } from '#web/ui/Loading.js';
import { ErrorBoundary } from './errors/ErrorBoundary.js';
import { OptionalPart } from './errors/OptionalPart.js';
import { SignedOutApp } from './SignedOutApp.js';

// Its download starts beside the session check (below), so it is usually here when the check answers.
const signedInApp = onDemandComponent(() => import('./signed-in/SignedInApp.js'));
/** Downloads the signed-in app (the server's render and the browser's hydration wait for it). */
export const loadSignedInApp = () => signedInApp.load() as Promise<typeof import('./signed-in/SignedInApp.js')>;
// The service worker, its update prompt and offline sync: in no route's first download, fetched
// once the first page is on screen.
const OfflineSupport = lazy(() => import('#web/features/offline/OfflineSupport.js'));

/** The signed-in app, or the loading state until its code is here (no Suspense fallback: see onDemandComponent). */
function SignedIn({ userId, fallback }: { userId: string; fallback: ReactNode }) {
  return signedInApp.useElement({ userId }) ?? fallback;
}

/** The authentication state decides the route set and whether the navbar is shown. */
export function App() {
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : null;
  // Once per signed-in account: the account's saved language and this device's choice meet.
  useEffect(() => {
    if (user) settleAccountLanguage(user.language);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only another account settles the language again
  }, [user?.id]);
  // A signed-in page opened from the address bar: its app's code downloads beside the session check.
  useEffect(() => {
    if (!SIGNED_OUT_PAGES.some((page) => page.path === window.location.pathname))
      signedInApp.load().catch(() => undefined); // a failed download shows when the app renders
  }, []);
  const loading = <Loading />;

  return (
    <>
      {session.status === 'loading' ? (
        loading
      ) : session.status === 'signed-out' ? (
        <SignedOutApp />
      ) : (
        <ErrorBoundary fallback={loading}>
          <SignedIn userId={session.user.id} fallback={loading} key={session.user.id} />
        </ErrorBoundary>
      )}
      <OptionalPart name="Offline support">
        <AfterFirstPage>
          <OfflineSupport signedIn={session.status === 'signed-in'} />
        </AfterFirstPage>
      </OptionalPart>
    </>
  );
}
