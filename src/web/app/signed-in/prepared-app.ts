import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { createSignedInRouter } from './signed-in-router.js';

/**
 * A signed-in app made before its first render, with its page's loaders already run, so that the
 * first render is the page itself, not the loading state:
 * - on the server, `view` is the static router over the loaders' results (src/web/entry-server.tsx);
 * - in the browser hydrating a server-rendered page, `router` is the browser router, initialised
 *   from the answers embedded in the page (lib/server-rendered.ts), so the first render matches
 *   the server's HTML.
 */
export interface PreparedApp {
  userId: string;
  queryClient: QueryClient;
  router?: ReturnType<typeof createSignedInRouter>;
  view?: ReactNode;
}

let prepared: PreparedApp | undefined;

/** Leaves the app for the next SignedInApp mount of this account. */
export function prepareApp(app: PreparedApp | undefined): void {
  prepared = app;
}

/** The app prepared for this account (once: a later mount, after sign-out and in again, makes its own). */
export function takePreparedApp(userId: string): PreparedApp | undefined {
  const app = prepared?.userId === userId ? prepared : undefined;
  if (typeof window !== 'undefined') prepared = undefined;
  return app;
}
