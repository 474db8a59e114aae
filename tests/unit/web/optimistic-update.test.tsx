// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useOptimisticUpdate } from '#web/lib/optimistic-toggle.js';

type Ticks = { done: string[] };
const KEY = ['ticks'];

/** A cache holding the server's last answer, and a hook that ticks an item with `send`. */
function setUp(send: (id: string) => Promise<unknown>, serverAnswer: () => Ticks) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryDefaults(KEY, { queryFn: async () => serverAnswer() });
  client.setQueryData<Ticks>(KEY, { done: ['a'] });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  // As on a page: something shows the list (so it is read again after a change) and a toggle changes it.
  const { result } = renderHook(
    () => {
      useQuery<Ticks>({ queryKey: KEY });
      return useOptimisticUpdate<Ticks, string>({
        queryKey: KEY,
        send,
        apply: (before, id) => ({ done: [...before.done, id] }),
      });
    },
    { wrapper },
  );
  return { client, result };
}

describe('useOptimisticUpdate (ticks on study links and bookmarks)', () => {
  afterEach(cleanup);

  it('shows the change before the server answers, then reads the server again', async () => {
    let accept!: () => void;
    const sent = new Promise<void>((resolve) => (accept = resolve));
    const { client, result } = setUp(
      () => sent,
      () => ({ done: ['a', 'b', 'from-server'] }),
    );
    act(() => result.current.mutate('b'));
    await waitFor(() => expect(client.getQueryData(KEY)).toEqual({ done: ['a', 'b'] }));
    expect(result.current.isPending).toBe(true);
    accept();
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    await waitFor(() => expect(client.getQueryData(KEY)).toEqual({ done: ['a', 'b', 'from-server'] }));
  });

  it('puts the cache back when the server refuses', async () => {
    const { client, result } = setUp(
      () => Promise.reject(new Error('refused')),
      () => ({ done: ['a'] }),
    );
    act(() => result.current.mutate('b'));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(client.getQueryData(KEY)).toEqual({ done: ['a'] });
  });
});
