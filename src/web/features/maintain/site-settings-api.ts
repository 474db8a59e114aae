import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { siteSettingsSchema, type SiteSettingsSave } from '#shared/api/site-settings.js';
import { ApiRequestError, apiRequest } from '#web/lib/api/client.js';

const parse = (data: unknown) => siteSettingsSchema.parse(data);

/**
 * The site settings as the console opened them. Never refetched behind the maintainer's back: a
 * newer copy would replace the form they are typing in, so it comes only when they ask for it.
 */
export const siteSettingsQuery = queryOptions({
  queryKey: ['maintain', 'settings'],
  queryFn: ({ signal }) => apiRequest('/maintain/settings', parse, { signal }),
  staleTime: Infinity,
  refetchOnWindowFocus: false,
  retry: (count: number, error: Error) => !(error instanceof ApiRequestError && error.status === 404) && count < 2,
});

export const useSiteSettings = () => useQuery(siteSettingsQuery);

/** Saves the settings from the version the form was opened at; the Contact page and footer read them again. */
export function useSaveSiteSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (save: SiteSettingsSave) => apiRequest('/maintain/settings', parse, { method: 'PUT', body: save }),
    onSuccess: async (saved) => {
      client.setQueryData(siteSettingsQuery.queryKey, saved);
      await client.invalidateQueries({ queryKey: ['content', 'contact'] });
      await client.invalidateQueries({ queryKey: ['maintain', 'audit'] });
    },
  });
}
