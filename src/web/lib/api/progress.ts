import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  progressResetResponseSchema,
  progressResponseSchema,
  type ProgressReset,
  type ProgressResponse,
  type ProgressUpdate,
} from '#shared/api/user-items.js';
import { useOptimisticUpdate } from '#web/lib/optimistic-toggle.js';
import { USER_DATA_PATHS } from '#shared/pages/page-types.js';
import { keepChange, sendKeptChanges, withWaitingChanges } from '#web/lib/offline-changes/device-changes.js';
import { apiRequest } from './client.js';

function applyTick(before: ProgressResponse, update: ProgressUpdate): ProgressResponse {
  const done = new Set(before.done);
  if (update.done) done.add(update.itemId);
  else done.delete(update.itemId);
  return { ...before, done: [...done] };
}

/**
 * This user's ticked links and touched pages, from the server (so it follows them to any device),
 * with the ticks made on this device and not yet sent (offline) on top.
 */
export const progressQuery = () =>
  queryOptions({
    queryKey: ['progress'],
    queryFn: ({ signal }) =>
      withWaitingChanges(
        apiRequest(USER_DATA_PATHS.progress, (data) => progressResponseSchema.parse(data), { signal }),
        'progress',
        (data, change) => applyTick(data, { itemId: change.itemId, done: change.value }),
      ),
  });

export const useProgress = () => useQuery(progressQuery());

/**
 * Ticks or unticks a link at once on screen; the change is kept on the device with the time it was
 * made and sent now, or when the connection returns (it stays shown meanwhile).
 */
export function useSetProgress() {
  return useOptimisticUpdate<ProgressResponse, ProgressUpdate>({
    queryKey: progressQuery().queryKey,
    keep: (update) => keepChange({ kind: 'progress', itemId: update.itemId, value: update.done }),
    send: sendKeptChanges,
    apply: applyTick,
  });
}

/** Clears one page's ticks ({ page }) or all of them ({}), then reads progress again. */
export function useResetProgress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reset: ProgressReset) =>
      apiRequest('/progress/reset', (data) => progressResetResponseSchema.parse(data), { method: 'POST', body: reset }),
    onSettled: () => client.invalidateQueries({ queryKey: progressQuery().queryKey }),
  });
}
