import { useEffect, useState } from 'react';
import { useRevalidator, useRouteError } from 'react-router';
import { Loading } from '#web/ui/Loading.js';
import { isChunkLoadError, mayReloadForNewVersion, reloadNow } from '#web/app/errors/chunk-errors.js';
import { ErrorScreen } from '#web/app/errors/ErrorScreen.js';
import { ApiRequestError } from '#web/lib/api/client.js';
import { loadPart } from '#web/lib/i18n/i18n.js';
import { onDemandComponent } from '#web/lib/on-demand-component.js';

// Its texts are in the account part: both arrive before it renders (the worker precaches both).
const offlineNotSaved = onDemandComponent(() =>
  Promise.all([import('#web/features/offline/OfflineNotSaved.js'), loadPart('account')]).then(([module]) => module),
);

/** The data could not be fetched for want of a connection (the worker had no copy to answer with). */
const isOfflineMiss = (error: unknown) => error instanceof ApiRequestError && error.code === 'network';

/**
 * Every signed-in route's error element. A page chunk that fails to load reloads once (a deploy
 * replaced it) and otherwise offers the new version; a loader or render error shows Retry, which
 * runs the route's loaders again and re-renders it. A 401 never gets here: the API client ends the
 * session and the app goes to /signin. Without a connection, a page the device does not hold says so
 * and lists the pages it does hold (OfflineNotSaved), instead of the crash screen.
 */
export function RouteError() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const [reloading] = useState(() => isChunkLoadError(error) && mayReloadForNewVersion());
  useEffect(() => {
    console.error(error);
    if (reloading) reloadNow();
  }, [error, reloading]);
  if (reloading) return <Loading />;
  if (isOfflineMiss(error)) return <OfflineMiss onRetry={() => void revalidator.revalidate()} />;
  return <ErrorScreen error={error} onRetry={() => void revalidator.revalidate()} />;
}

function OfflineMiss({ onRetry }: { onRetry: () => void }) {
  return offlineNotSaved.useElement({ onRetry }) ?? <Loading />;
}
