import { useEffect, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { MESSAGES } from '#shared/messages.js';
import '#web/lib/zod-without-eval.js';
import { createAppQueryClient } from '#web/lib/query-client.js';
import { handNavigationToRouter } from '#web/lib/signed-out-navigation.js';
import { Spinner } from '#web/ui/Spinner.js';
import { createSignedInRouter } from './signed-in-router.js';

type Router = ReturnType<typeof createSignedInRouter>;

/**
 * Everything a signed-in user gets, loaded as its own chunk: the data router over the declared
 * pages and the cache of server answers. Both are made when the app mounts (after sign-in, at the
 * address the user is at) and let go when it unmounts (sign-out), so nothing one account fetched
 * is shown to the next and a signed-out browser never runs a signed-in route's loader.
 */
export default function SignedInApp() {
  const [queryClient] = useState(createAppQueryClient);
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
  if (!router) return <Spinner label={MESSAGES.loading} />;
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
