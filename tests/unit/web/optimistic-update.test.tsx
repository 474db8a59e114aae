// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useOptimisticUpdate } from '#web/lib/optimistic-toggle.js';

type Ticks = { done: string[] };
const KEY = ['ticks'];

/** A cache holding the server's last answer, and a hook that ticks an item: `keep` it, then `send` it. */
function setUp(
  send: (id: string) => Promise<unknown>,
  serverAnswer: () => Ticks,
  keep: (id: string) => Promise<void> = async () => undefined,
) {
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
        keep,
        send,
        apply: (before, id) => ({ done: [...before.done, id] }),
      });
    },
    { wrapper },
  );
  // The change's own state, as the mutation cache holds it (no component watches it).
  const status = () => client.getMutationCache().getAll().at(-1)?.state.status;
  return { client, result, status };
}

describe('useOptimisticUpdate (ticks on study links and bookmarks)', () => {
  afterEach(cleanup);

  it('shows the change before the server answers, then reads the server again', async () => {
    let accept!: () => void;
    const sent = new Promise<void>((resolve) => (accept = resolve));
    const { client, result, status } = setUp(
      () => sent,
      () => ({ done: ['a', 'b', 'from-server'] }),
    );
    act(() => result.current.mutate('b'));
    await waitFor(() => expect(client.getQueryData(KEY)).toEqual({ done: ['a', 'b'] }));
    expect(status()).toBe('pending');
    accept();
    await waitFor(() => expect(status()).toBe('success'));
    await waitFor(() => expect(client.getQueryData(KEY)).toEqual({ done: ['a', 'b', 'from-server'] }));
  });

  it('shows the change only once it is kept on the device, and sends it after that', async () => {
    let kept!: () => void;
    const keeping = new Promise<void>((resolve) => (kept = resolve));
    const order: string[] = [];
    const { client, result, status } = setUp(
      async () => void order.push('sent'),
      () => ({ done: ['a', 'b'] }),
      async () => {
        order.push('keeping');
        await keeping;
        order.push('kept');
      },
    );
    act(() => result.current.mutate('b'));
    // Keeping has begun and not ended: a reload now would lose the change, so the screen must not show it yet.
    await waitFor(() => expect(order).toEqual(['keeping']));
    expect(client.getQueryData(KEY)).toEqual({ done: ['a'] });
    act(() => kept());
    await waitFor(() => expect(client.getQueryData(KEY)).toEqual({ done: ['a', 'b'] }));
    await waitFor(() => expect(status()).toBe('success'));
    expect(order).toEqual(['keeping', 'kept', 'sent']);
  });

  it('puts the cache back when the server refuses', async () => {
    const { client, result, status } = setUp(
      () => Promise.reject(new Error('refused')),
      () => ({ done: ['a'] }),
    );
    act(() => result.current.mutate('b'));
    await waitFor(() => expect(status()).toBe('error'));
    expect(client.getQueryData(KEY)).toEqual({ done: ['a'] });
  });
});
