import { lazy, Suspense, useEffect, useState } from 'react';
import { SIGNED_OUT_PAGES } from '#shared/pages/signed-out-pages.js';
import { useSession } from '#web/features/auth/session-store.js';
import { settleAccountLanguage } from '#web/lib/i18n/language-choice.js';
import { Loading } from '#web/ui/Loading.js';
import { ErrorBoundary } from './errors/ErrorBoundary.js';
import { OptionalPart } from './errors/OptionalPart.js';
import { SignedOutApp } from './SignedOutApp.js';

const loadSignedInApp = () => import('./signed-in/SignedInApp.js');
const SignedInApp = lazy(loadSignedInApp);
// The service worker, its update prompt and offline sync: in no route's first download.
const OfflineSupport = lazy(() => import('#web/features/offline/OfflineSupport.js'));

/** True once the page has loaded, so what waits for it does not compete with the first render. */
function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(() => document.readyState === 'complete');
  useEffect(() => {
    if (loaded) return;
    const done = () => setLoaded(true);
    window.addEventListener('load', done, { once: true });
    return () => window.removeEventListener('load', done);
  }, [loaded]);
  return loaded;
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
      loadSignedInApp().catch(() => undefined); // a failed download shows when the app renders
  }, []);
  const pageLoaded = usePageLoaded();
  const loading = <Loading />;

  return (
    <>
      {session.status === 'loading' ? (
        loading
      ) : session.status === 'signed-out' ? (
        <SignedOutApp />
      ) : (
        <ErrorBoundary fallback={loading}>
          <Suspense fallback={loading}>
            <SignedInApp key={session.user.id} userId={session.user.id} />
          </Suspense>
        </ErrorBoundary>
      )}
      {pageLoaded ? (
        <OptionalPart name="Offline support">
          <Suspense fallback={null}>
            <OfflineSupport signedIn={session.status === 'signed-in'} />
          </Suspense>
        </OptionalPart>
      ) : null}
    </>
  );
}
