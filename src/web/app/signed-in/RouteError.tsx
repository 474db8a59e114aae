import { useEffect, useState } from 'react';
import { useRevalidator, useRouteError } from 'react-router';
import { Loading } from '#web/ui/Loading.js';
import { isChunkLoadError, mayReloadForNewVersion, reloadNow } from '#web/app/errors/chunk-errors.js';
import { ErrorScreen } from '#web/app/errors/ErrorScreen.js';

/**
 * Every signed-in route's error element. A page chunk that fails to load reloads once (a deploy
 * replaced it) and otherwise offers the new version; a loader or render error shows Retry, which
 * runs the route's loaders again and re-renders it. A 401 never gets here: the API client ends the
 * session and the app goes to /signin.
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
  return <ErrorScreen error={error} onRetry={() => void revalidator.revalidate()} />;
}
