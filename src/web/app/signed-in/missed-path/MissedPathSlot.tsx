import { lazy, Suspense, useState } from 'react';
import { Navigate, useLocation } from 'react-router';

/** What an unknown path hands Home in the history entry's state: the path nobody serves. */
interface MissedPathState {
  missedPath: string;
}

/** Only the few who mistype an address download the notice (its own chunk). */
const MissedPathNotice = lazy(() => import('./MissedPathNotice.js'));

/** The path as typed ('/पायथन', not its percent-encoding); a malformed escape is shown as it came. */
function readable(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/**
 * An unknown path redirects to / (the spec), replacing the history entry, and hands Home the path it
 * came from so Home can say there is no page there.
 */
export function UnknownPathRedirect() {
  const { pathname } = useLocation();
  const state: MissedPathState = { missedPath: readable(pathname) };
  return <Navigate to="/" replace state={state} />;
}

/** Where the notice goes on Home after such a redirect, until dismissed (per history entry). */
export function MissedPathSlot() {
  const location = useLocation();
  const [dismissed, setDismissed] = useState<string>();
  const missed = (location.state as Partial<MissedPathState> | null)?.missedPath;
  if (location.pathname !== '/' || typeof missed !== 'string' || dismissed === location.key) return null;
  return (
    <Suspense fallback={null}>
      <MissedPathNotice path={missed} onDismiss={() => setDismissed(location.key)} />
    </Suspense>
  );
}
