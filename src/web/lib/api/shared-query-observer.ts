import {
  hashKey,
  QueryObserver,
  useQueryClient,
  type QueryClient,
  type QueryKey,
  type QueryObserverOptions,
} from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/**
 * One observer per query client and key, shared by the components that read a part of it while any
 * is on screen. It is forgotten when its last reader leaves: an observer nobody listens to no longer
 * follows the cache, so the next page's readers start from a new one that reads the cache as it is.
 */
const observers = new WeakMap<QueryClient, Map<string, Shared<never, QueryKey>>>();

interface Shared<Data, Key extends QueryKey> {
  observer: QueryObserver<Data, Error, Data, Data, Key>;
  /** Its listeners are its readers: the first subscribes it to the query. One function per observer, as React resubscribes when it changes. */
  subscribe: (changed: () => void) => () => void;
}

function sharedObserver<Data, Key extends QueryKey>(
  client: QueryClient,
  options: QueryObserverOptions<Data, Error, Data, Data, Key>,
): Shared<Data, Key> {
  let byKey = observers.get(client);
  if (!byKey) observers.set(client, (byKey = new Map()));
  const readers = byKey;
  const hash = hashKey(options.queryKey);
  const known = readers.get(hash) as Shared<Data, Key> | undefined;
  if (known) return known;
  const observer = new QueryObserver(client, options);
  const shared: Shared<Data, Key> = {
    observer,
    subscribe(changed) {
      const unsubscribe = observer.subscribe(() => changed());
      return () => {
        unsubscribe();
        if (!observer.hasListeners() && readers.get(hash) === (shared as unknown)) readers.delete(hash);
      };
    },
  };
  readers.set(hash, shared as unknown as Shared<never, QueryKey>);
  return shared;
}

/**
 * A part of a query's data (one item's tick among sixty) for components listed many times on a page.
 * It reads the query as useQuery does (fetched when a first reader mounts and the answer is stale,
 * read again when invalidated while any reader is on screen), through one observer that all readers
 * share: useQuery makes an observer per component, which on a topic page was a fifth of the
 * server's render and of the browser's hydration. A reader renders again only when its part
 * changes, not whenever any item of the list does.
 */
export function useQueryPart<Data, Key extends QueryKey, Part>(
  options: QueryObserverOptions<Data, Error, Data, Data, Key>,
  select: (data: Data | undefined) => Part,
): Part {
  const { observer, subscribe } = sharedObserver(useQueryClient(), options);
  const part = () => select(observer.getCurrentResult().data);
  return useSyncExternalStore(subscribe, part, part);
}
