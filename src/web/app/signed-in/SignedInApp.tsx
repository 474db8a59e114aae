import { lazy, useEffect, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import '#web/lib/zod-without-eval.js';
import { bindChangesToUser } from '#web/lib/offline-changes/changes-user.js';
import { keepOnlyChangesOf } from '#web/lib/offline-changes/device-changes.js';
import { createAppQueryClient } from '#web/lib/query-client.js';
import { handNavigationToRouter } from '#web/lib/signed-out-navigation.js';
import { Loading } from '#web/ui/Loading.js';
import { AfterFirstPage } from '#web/ui/AfterFirstPage.js';
import { OptionalPart } from '#web/app/errors/OptionalPart.js';
import { createSignedInRouter } from './signed-in-router.js';

// Sends changes made offline and shows the offline / 'Synced' bar: in no route's first download,
// and fetched once the first page is on screen.
const OfflineSync = lazy(() => import('#web/features/offline/OfflineSync.js'));

type Router = ReturnType<typeof createSignedInRouter>;

/**
 * Everything a signed-in user gets, loaded as its own chunk: the data router over the declared
 * pages and the cache of server answers. Both are made when the app mounts (after sign-in, at the
 * address the user is at) and let go when it unmounts (sign-out), so nothing one account fetched
 * is shown to the next and a signed-out browser never runs a signed-in route's loader.
 */
export default function SignedInApp({ userId }: { userId: string }) {
  const [queryClient] = useState(() => {
    // Ticks, bookmarks and note edits made on this device are kept and sent for this account only;
    // another account's still waiting here are discarded (decision 0046).
    bindChangesToUser(userId);
    keepOnlyChangesOf(userId).catch((error: unknown) => console.error(error));
    return createAppQueryClient();
  });
  const [router, setRouter] = useState<Router>();
  useEffect(() => {
    const created = createSignedInRouter(queryClient);
    // The router listens to the browser's history, so it is made and disposed with this mount
    // (StrictMode mounts twice in development; a router made during render would outlive it).
    // eslint-disable-next-line react-hooks/set-state-in-effect -- see above
    setRouter(created);
    // Pages declared in both route sets navigate with the signed-out module; here it goes through the router.
    handNavigationToRouter((to, options) => void created.navigate(to, options));
    return () => {
      handNavigationToRouter(undefined);
      created.dispose();
      queryClient.clear();
    };
  }, [queryClient]);
  if (!router) return <Loading />;
  return (
    <QueryClientProvider client={queryClient}>
      {/* Above the page, in the flow: the offline note never covers what it is about. */}
      <OptionalPart name="Offline sync">
        <AfterFirstPage>
          <OfflineSync />
        </AfterFirstPage>
      </OptionalPart>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
