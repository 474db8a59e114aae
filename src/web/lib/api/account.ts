import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountProfile } from '#shared/api/account-messages.js';
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
 * The signed-in account's profile for /account. Always stale: whether the address is verified can
 * change in another tab (the confirmation link), so the page asks again each time it opens.
 */
export const accountQuery = () =>
  queryOptions({
    queryKey: ['account'],
    queryFn: ({ signal }) => apiRequest('/account', parseProfile, { signal }),
    staleTime: 0,
  });

export const useAccount = () => useQuery(accountQuery());
