import { useEffect, useRef, useState } from 'react';
import { useT } from '#web/lib/i18n/i18n.js';
import { forgetSavedContent, sendPendingSignOut, watchServiceWorker } from './service-worker-updates.js';
import './offline.css';

/**
 * Everything offline that runs beside the app, loaded after it is up (App imports this lazily, so
 * none of it is in a route's first download): the service worker's registration, the
 * 'New version available -> Reload' prompt when a new version waits, and telling the worker when
 * this page's session ended (it also sees sign-out, account deletion and 401s itself), and that the
 * connection is back (a sign-out made offline is sent then).
 */
export default function OfflineSupport({ signedIn }: { signedIn: boolean }) {
  const t = useT();
  const [takeOver, setTakeOver] = useState<(() => void) | null>(null);
  useEffect(() => watchServiceWorker((next) => setTakeOver(() => next)), []);
  useEffect(() => {
    window.addEventListener('online', sendPendingSignOut);
    return () => window.removeEventListener('online', sendPendingSignOut);
  }, []);

  const wasSignedIn = useRef(signedIn);
  useEffect(() => {
    if (wasSignedIn.current && !signedIn) forgetSavedContent();
    wasSignedIn.current = signedIn;
  }, [signedIn]);

  if (!takeOver) return null;
  return (
    <div className="offline-bar" role="status">
      <span>{t('offline.updateAvailable')}</span>
      <button type="button" className="button button--primary offline-bar__action" onClick={takeOver}>
        {t('offline.reload')}
      </button>
    </div>
  );
}
