import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountProfile } from '#shared/api/account-messages.js';
import { USER_DATA_PATHS } from '#shared/pages/page-types.js';
import { ApiRequestError, apiRequest } from './client.js';

function parseProfile(data: unknown): AccountProfile {
  const profile = data as Partial<AccountProfile> | null;
  const fields = ['id', 'name', 'email'] as const;
  const flags = ['emailVerified', 'hasPassword', 'google', 'mailAvailable'] as const;
  if (
    !profile ||
    fields.some((field) => typeof profile[field] !== 'string') ||
    flags.some((flag) => typeof profile[flag] !== 'boolean') ||
    typeof profile.createdAt !== 'number'
  )
    throw new ApiRequestError(500, 'bad_response', 'The server sent an unexpected answer.');
  return profile as AccountProfile;
}

/**
 * The signed-in account's profile for /account. Fresh only briefly: the answer the route's loader
 * fetched serves the page it opens (one request), and a later visit asks again, since whether the
 * address is verified changes when the e-mailed link is opened, perhaps in another tab.
 */
export const accountQuery = () =>
  queryOptions({
    queryKey: ['account'],
    queryFn: ({ signal }) => apiRequest(USER_DATA_PATHS.account, parseProfile, { signal }),
    staleTime: 30_000,
  });

export const useAccount = () => useQuery(accountQuery());
