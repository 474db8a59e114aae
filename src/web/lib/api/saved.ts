import { queryOptions, useQuery } from '@tanstack/react-query';
import { savedResponseSchema, type SavedResponse, type SavedUpdate } from '#shared/api/user-items.js';
import { useOptimisticUpdate } from '#web/lib/optimistic-toggle.js';
import { USER_DATA_PATHS } from '#shared/pages/page-types.js';
import { keepChange, sendKeptChanges, withWaitingChanges } from '#web/lib/offline-changes/device-changes.js';
import { apiRequest } from './client.js';

/** This user's bookmarks, described with today's catalogue, with this device's unsent changes on top. */
export const savedQuery = () =>
  queryOptions({
    queryKey: ['saved'],
    queryFn: ({ signal }) =>
      withWaitingChanges(
        apiRequest(USER_DATA_PATHS.saved, (data) => savedResponseSchema.parse(data), { signal }),
        'saved',
        (data, change) => applySave(data, { itemId: change.itemId, saved: change.value }),
      ),
  });

export const useSavedItems = () => useQuery(savedQuery());

/** Saves or removes at once on screen; kept on the device and sent now or when the connection returns. */
export function useSetSaved() {
  return useOptimisticUpdate<SavedResponse, SavedUpdate>({
    queryKey: savedQuery().queryKey,
    keep: (update) => keepChange({ kind: 'saved', itemId: update.itemId, value: update.saved }),
    send: sendKeptChanges,
    apply: applySave,
  });
}

function applySave(before: SavedResponse, update: SavedUpdate): SavedResponse {
  const others = before.items.filter((item) => item.itemId !== update.itemId);
  if (!update.saved) return { items: others };
  // A placeholder until the server's answer describes it; only its id is used for the toggle.
  const placeholder = {
    itemId: update.itemId,
    kind: '',
    title: '',
    route: '/',
    pageTitle: '',
    savedAt: Date.now(),
  };
  return {
    items: before.items.some((item) => item.itemId === update.itemId) ? before.items : [placeholder, ...others],
  };
}
