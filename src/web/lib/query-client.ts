import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api/client.js';

const isSignedOutError = (error: unknown) => error instanceof ApiRequestError && error.status === 401;

/**
 * The signed-in session's cache of server answers; one per signed-in session, so nothing one
 * account fetched is shown to the next. (A 401 ends the session in the API client itself.)
 */
export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Offline the service worker answers from its cache: ask it rather than wait for the network.
        networkMode: 'offlineFirst',
        staleTime: 5 * 60_000,
        refetchOnWindowFocus: false,
        // A 401 will not change by asking again; anything else gets one more try.
        retry: (failures, error) => !isSignedOutError(error) && failures < 1,
      },
      // Ticks and bookmarks keep an offline change on the device themselves (lib/offline-changes).
      mutations: { networkMode: 'offlineFirst' },
    },
  });
}
