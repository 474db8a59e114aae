import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { mySuggestionSchema, mySuggestionsSchema, type SuggestionRequest } from '#shared/api/suggestions.js';
import { USER_DATA_PATHS } from '#shared/pages/page-types.js';
import { apiRequest } from './client.js';

/** The signed-in student's own suggested listings with their review status (the account page). */
export const mySuggestionsQuery = () =>
  queryOptions({
    queryKey: ['suggestions'],
    queryFn: ({ signal }) =>
      apiRequest(USER_DATA_PATHS.suggestions, (data) => mySuggestionsSchema.parse(data), { signal }),
  });

export const useMySuggestions = () => useQuery(mySuggestionsQuery());

/** Sends a suggestion; the account page's list is fetched again afterwards. */
export function useSuggestListing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: SuggestionRequest) =>
      apiRequest(USER_DATA_PATHS.suggestions, (data) => mySuggestionSchema.parse(data), {
        method: 'POST',
        body: request,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: mySuggestionsQuery().queryKey }),
  });
}
