import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  progressResetResponseSchema,
  progressResponseSchema,
  type ProgressReset,
  type ProgressResponse,
  type ProgressUpdate,
} from '#shared/api/user-items.js';
import { apiRequest } from './client.js';
import { itemStateQueries } from './item-state.js';

const progress = itemStateQueries<ProgressResponse, ProgressUpdate>('progress', {
  parse: (data) => progressResponseSchema.parse(data),
  value: (update) => update.done,
  apply: (before, change) => {
    const done = new Set(before.done);
    if (change.value) done.add(change.itemId);
    else done.delete(change.itemId);
    return { ...before, done: [...done] };
  },
  holds: (data, itemId) => data.done.includes(itemId),
});

/** This user's ticked links and touched pages, with the ticks made on this device and not yet sent on top. */
export const progressQuery = progress.query;
export const useProgress = progress.useData;
/** The progress answer a query client holds (undefined before it is read). */
export const progressIn = progress.dataIn;
/** Whether one link is ticked (undefined until progress is read). */
export const useDoneOf = progress.useValueOf;
/** Whether one link is ticked, as a render's query client holds progress: a tick's StudentPart state. */
export const doneIn = progress.valueIn;
/** Ticks or unticks a link at once on screen; kept on the device and sent now or when the connection returns. */
export const useSetProgress = progress.useChange;

/** Clears one page's ticks ({ page }) or all of them ({}), then reads progress again. */
export function useResetProgress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reset: ProgressReset) =>
      apiRequest('/progress/reset', (data) => progressResetResponseSchema.parse(data), { method: 'POST', body: reset }),
    onSettled: () => client.invalidateQueries({ queryKey: progressQuery().queryKey }),
  });
}
