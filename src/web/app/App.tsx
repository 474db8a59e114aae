import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { MESSAGES } from '#shared/messages.js';
import { useSession } from '#web/features/auth/session-store.js';
import { Spinner } from '#web/ui/Spinner.js';
import { loadSignedInShell, startFirstPageLoads } from './first-page-loads.js';
import { SIGNED_OUT_ROUTES } from './routes.js';

const SignedInShell = lazy(loadSignedInShell);

function RedirectToSignIn() {
  const location = useLocation();
  return <Navigate to="/signin" replace state={{ from: location.pathname + location.search }} />;
}

/** The authentication state decides the route set and whether the navbar is shown (spec §4). */
export function App() {
  const session = useSession();
  // After the first paint (the spinner), so the page's code and data never delay it.
  useEffect(() => startFirstPageLoads(window.location.pathname), []);
  const loading = <Spinner label={MESSAGES.loading} />;

  if (session.status === 'loading') return loading;

  if (session.status === 'signed-out') {
    return (
      <Suspense fallback={loading}>
        <Routes>
          {SIGNED_OUT_ROUTES.map(({ path, element }) => (
            <Route key={path} path={path} element={element} />
          ))}
          <Route path="*" element={<RedirectToSignIn />} />
        </Routes>
      </Suspense>
    );
  }

  return (
    <Suspense fallback={loading}>
      <SignedInShell />
    </Suspense>
  );
}
