import { useSyncExternalStore } from 'react';

const unchanging = () => () => undefined;

/**
 * False on the server and while the browser hydrates the server's HTML, true otherwise (a render
 * right after hydration turns it true). What only the browser knows (its storage, its system) is
 * shown from then on, so the hydrating render matches the server's HTML.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}
