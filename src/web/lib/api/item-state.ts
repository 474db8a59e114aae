import { hashKey, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ChangeKind } from '#shared/api/sync.js';
import { USER_DATA_PATHS } from '#shared/pages/page-types.js';
import { useOptimisticUpdate } from '#web/lib/optimistic-toggle.js';
import { keepChange, sendKeptChanges, withWaitingChanges } from '#web/lib/offline-changes/device-changes.js';
import { apiRequest } from './client.js';
import { useQueryPart } from './shared-query-observer.js';

/** One item set to a value: a link ticked or not, an item saved or not. */
interface ItemChangeValue {
  itemId: string;
  value: boolean;
}

/**
 * The query and the change of one kind of per-user item state (ticks, bookmarks). The query is the
 * server's answer (so it follows the user to any device) with this device's unsent changes on top;
 * a change shows at once, is kept on the device with the time it was made, and is sent now or when
 * the connection returns (it stays shown meanwhile).
 */
export function itemStateQueries<Data, Update extends { itemId: string }>(
  kind: ChangeKind,
  definition: {
    parse: (data: unknown) => Data;
    /** The update's value as a change carries it (done, saved). */
    value: (update: Update) => boolean;
    /** The answer as it is once the change is applied. */
    apply: (before: Data, change: ItemChangeValue) => Data;
    /** Whether the answer holds the item (ticked, saved). */
    holds: (data: Data, itemId: string) => boolean;
  },
) {
  const { parse, value, apply, holds } = definition;
  const query = () =>
    queryOptions({
      queryKey: [kind],
      queryFn: ({ signal }) => withWaitingChanges(apiRequest(USER_DATA_PATHS[kind], parse, { signal }), kind, apply),
    });
  const queryHash = hashKey(query().queryKey);
  return {
    query,
    useData: () => useQuery(query()),
    /** One item's value (undefined until the answer is read), for a toggle shown beside each item of a list. */
    useValueOf: (itemId: string) =>
      useQueryPart(query(), (data) => (data === undefined ? undefined : holds(data, itemId))),
    /** The same value read from a query client, for a part that shows it (StudentPart's `item`). */
    valueIn: (itemId: string) => (client: QueryClient) => {
      // By the query's hash, made once: getQueryData builds the query's options on every call, and
      // a topic page asks this of its 176 parts per page the server fills.
      const data = client.getQueryCache().get<Data>(queryHash)?.state.data;
      return data === undefined ? undefined : holds(data, itemId);
    },
    useChange: () =>
      useOptimisticUpdate<Data, Update>({
        queryKey: query().queryKey,
        keep: (update) => keepChange({ kind, itemId: update.itemId, value: value(update) }),
        send: sendKeptChanges,
        apply: (before, update) => apply(before, { itemId: update.itemId, value: value(update) }),
      }),
  };
}
