import { lazy, useEffect, useRef, useState } from 'react';
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
import { prepareApp, takePreparedApp } from './prepared-app.js';

// Sends changes made offline and shows the offline / 'Synced' bar: in no route's first download,
// and fetched once the first page is on screen.
const OfflineSync = lazy(() => import('#web/features/offline/OfflineSync.js'));

type Router = ReturnType<typeof createSignedInRouter>;

/**
 * Hydrating a server-rendered page: the router is made and its first loaders run (from the answers
 * embedded in the page) before the first render, which is then the page the server sent.
 */
export async function prepareHydration(userId: string): Promise<void> {
  const queryClient = createAppQueryClient();
  const router = createSignedInRouter(queryClient);
  if (!router.state.initialized)
    await new Promise<void>((resolve) => {
      const stop = router.subscribe((state) => {
        if (!state.initialized) return;
        stop();
        resolve();
      });
    });
  prepareApp({ userId, queryClient, router });
}

/**
 * Everything a signed-in user gets, loaded as its own chunk: the data router over the declared
 * pages and the cache of server answers. Both are made when the app mounts (after sign-in, at the
 * address the user is at) and let go when it unmounts (sign-out), so nothing one account fetched
 * is shown to the next and a signed-out browser never runs a signed-in route's loader.
 */
export default function SignedInApp({ userId }: { userId: string }) {
  const [setup] = useState(() => {
    const prepared = takePreparedApp(userId);
    if (typeof window !== 'undefined') {
      // Ticks, bookmarks and note edits made on this device are kept and sent for this account only;
      // another account's still waiting here are discarded (decision 0046).
      bindChangesToUser(userId);
      keepOnlyChangesOf(userId).catch((error: unknown) => console.error(error));
    }
    return prepared ?? { userId, queryClient: createAppQueryClient() };
  });
  const { queryClient } = setup;
  const [router, setRouter] = useState<Router | undefined>(setup.router);
  const handedOver = useRef(setup.router);
  useEffect(() => {
    // The router listens to the browser's history, so it is made (or taken over from the hydration)
    // and disposed with this mount (StrictMode mounts twice in development; a router made during
    // render would outlive it).
    const created = handedOver.current ?? createSignedInRouter(queryClient);
    handedOver.current = undefined;
    setRouter(created);
    // Pages declared in both route sets navigate with the signed-out module; here it goes through the router.
    handNavigationToRouter((to, options) => void created.navigate(to, options));
    return () => {
      handNavigationToRouter(undefined);
      created.dispose();
      queryClient.clear();
    };
  }, [queryClient]);
  const view = setup.view ?? (router ? <RouterProvider router={router} /> : undefined);
  if (!view) return <Loading />;
  return (
    <QueryClientProvider client={queryClient}>
      {/* Above the page, in the flow: the offline note never covers what it is about. */}
      <OptionalPart name="Offline sync">
        <AfterFirstPage>
          <OfflineSync />
        </AfterFirstPage>
      </OptionalPart>
      {view}
    </QueryClientProvider>
  );
}
