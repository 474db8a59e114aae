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
  /**
   * The answer a query client holds (undefined before it is read), by the query's hash made once:
   * getQueryData builds the query's options on every call, and a topic page's fill asks for the
   * state of each of its parts (89 on /front-end).
   */
  const dataIn = (client: QueryClient) => client.getQueryCache().get<Data>(queryHash)?.state.data;
  /** One item's value in an answer: what its toggle shows, and so its part's state. */
  const valueOf = (data: Data | undefined, itemId: string) => (data === undefined ? undefined : holds(data, itemId));
  return {
    query,
    useData: () => useQuery(query()),
    /** One item's value (undefined until the answer is read), for a toggle shown beside each item of a list. */
    useValueOf: (itemId: string) => useQueryPart(query(), (data) => valueOf(data, itemId)),
    /** The same value read from a query client: the state of a part that shows it (StudentPart's `shows`). */
    valueIn: (itemId: string) => (client: QueryClient) => valueOf(dataIn(client), itemId),
    dataIn,
    useChange: () =>
      useOptimisticUpdate<Data, Update>({
        queryKey: query().queryKey,
        keep: (update) => keepChange({ kind, itemId: update.itemId, value: value(update) }),
        send: sendKeptChanges,
        apply: (before, update) => apply(before, { itemId: update.itemId, value: value(update) }),
      }),
  };
}
