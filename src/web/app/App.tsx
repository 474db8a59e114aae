import { lazy, Suspense, useEffect } from 'react';
import { MESSAGES } from '#shared/messages.js';
import { SIGNED_OUT_PAGES } from '#shared/pages/signed-out-pages.js';
import { useSession } from '#web/features/auth/session-store.js';
import { Spinner } from '#web/ui/Spinner.js';
import { ErrorBoundary } from './errors/ErrorBoundary.js';
import { SignedOutApp } from './SignedOutApp.js';

const loadSignedInApp = () => import('./signed-in/SignedInApp.js');
const SignedInApp = lazy(loadSignedInApp);

/** The authentication state decides the route set and whether the navbar is shown. */
export function App() {
  const session = useSession();
  // A signed-in page opened from the address bar: its app's code downloads beside the session check.
  useEffect(() => {
    if (!SIGNED_OUT_PAGES.some((page) => page.path === window.location.pathname))
      loadSignedInApp().catch(() => undefined); // a failed download shows when the app renders
  }, []);
  const loading = <Spinner label={MESSAGES.loading} />;

  if (session.status === 'loading') return loading;
  if (session.status === 'signed-out') return <SignedOutApp />;
  return (
    <ErrorBoundary fallback={loading}>
      <Suspense fallback={loading}>
        <SignedInApp key={session.user.id} />
      </Suspense>
    </ErrorBoundary>
  );
}
