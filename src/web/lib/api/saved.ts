import { savedResponseSchema, type SavedResponse, type SavedUpdate } from '#shared/api/user-items.js';
import { itemStateQueries } from './item-state.js';

const saved = itemStateQueries<SavedResponse, SavedUpdate>('saved', {
  parse: (data) => savedResponseSchema.parse(data),
  value: (update) => update.saved,
  apply: applySave,
  holds: (data, itemId) => data.items.some((item) => item.itemId === itemId),
});

/** This user's bookmarks, described with today's catalogue, with this device's unsent changes on top. */
export const savedQuery = saved.query;
export const useSavedItems = saved.useData;
/** Whether one item is saved (undefined until the bookmarks are read). */
export const useSavedOf = saved.useValueOf;
/** Whether one item is saved, as a render's query client holds the bookmarks: a bookmark's StudentPart state. */
export const savedIn = saved.valueIn;
/** Saves or removes at once on screen; kept on the device and sent now or when the connection returns. */
export const useSetSaved = saved.useChange;

function applySave(before: SavedResponse, change: { itemId: string; value: boolean }): SavedResponse {
  const others = before.items.filter((item) => item.itemId !== change.itemId);
  if (!change.value) return { items: others };
  // A placeholder until the server's answer describes it; only its id is used for the toggle.
  const placeholder = {
    itemId: change.itemId,
    kind: '',
    title: '',
    route: '/',
    pageTitle: '',
    savedAt: Date.now(),
  };
  return {
    items: before.items.some((item) => item.itemId === change.itemId) ? before.items : [placeholder, ...others],
  };
}
