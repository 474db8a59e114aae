import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { savedResponseSchema, type SavedResponse, type SavedUpdate } from '#shared/api/user-items.js';
import { apiRequest } from '#web/api/client.js';

const KEY = ['saved'] as const;

export function useSavedItems() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => apiRequest('/saved', (data) => savedResponseSchema.parse(data), { signal }),
  });
}

/** Saves or removes at once on screen, then on the server; a failure puts it back. */
export function useSetSaved() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (update: SavedUpdate) => apiRequest('/saved', (data) => data, { method: 'PUT', body: update }),
    onMutate: async (update) => {
      await client.cancelQueries({ queryKey: KEY });
      const before = client.getQueryData<SavedResponse>(KEY);
      if (before && !update.saved)
        client.setQueryData<SavedResponse>(KEY, {
          items: before.items.filter((item) => item.itemId !== update.itemId),
        });
      if (before && update.saved && !before.items.some((item) => item.itemId === update.itemId)) {
        // A placeholder until the server's answer describes it; only its id is used for the toggle.
        client.setQueryData<SavedResponse>(KEY, {
          items: [
            { itemId: update.itemId, kind: '', title: '', route: '/', pageTitle: '', savedAt: Date.now() },
            ...before.items,
          ],
        });
      }
      return { before };
    },
    onError: (_error, _update, context) => {
      if (context?.before) client.setQueryData(KEY, context.before);
    },
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
