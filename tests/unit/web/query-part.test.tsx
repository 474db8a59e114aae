// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useQueryPart } from '#web/lib/api/shared-query-observer.js';

type Ticks = { done: string[] };

/** A query whose server answer the test sets, counting how often it is asked. */
function setUp(staleTime: number) {
  const server = { answer: { done: ['a'] } as Ticks, asked: 0 };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const ticks = () =>
    queryOptions({
      queryKey: ['ticks'],
      staleTime,
      queryFn: async () => {
        server.asked += 1;
        return server.answer;
      },
    });
  const renders: Record<string, number> = {};
  /** What each render showed, in order: a later effect may correct a render, but the first one painted. */
  const shown: string[] = [];
  function Tick({ id }: { id: string }) {
    const done = useQueryPart(ticks(), (data) => (data === undefined ? undefined : data.done.includes(id)));
    renders[id] = (renders[id] ?? 0) + 1;
    const text = `${id}: ${done === undefined ? 'unknown' : done ? 'done' : 'open'}`;
    shown.push(text);
    return <p>{text}</p>;
  }
  const page = (ids: string[]) => (
    <QueryClientProvider client={client}>
      {ids.map((id) => (
        <Tick key={id} id={id} />
      ))}
    </QueryClientProvider>
  );
  const observers = () =>
    client
      .getQueryCache()
      .find({ queryKey: ['ticks'] })
      ?.getObserversCount() ?? 0;
  return { server, client, renders, shown, page, observers };
}

describe('useQueryPart (a tick among many on one page)', () => {
  afterEach(cleanup);

  it('reads the cached answer at once, through one observer for all readers, and renders again only the reader whose part changed', async () => {
    const { server, client, renders, page, observers } = setUp(Infinity);
    client.setQueryData<Ticks>(['ticks'], { done: ['a'] });
    render(page(['a', 'b', 'c']));
    expect(screen.getByText('a: done')).toBeTruthy();
    expect(screen.getByText('b: open')).toBeTruthy();
    expect(observers()).toBe(1);
    expect(server.asked).toBe(0);

    const before = { ...renders };
    act(() => client.setQueryData<Ticks>(['ticks'], { done: ['a', 'b'] }));
    expect(screen.getByText('b: done')).toBeTruthy();
    expect(renders.b).toBe(before.b! + 1);
    expect(renders.a).toBe(before.a);
    expect(renders.c).toBe(before.c);
  });

  it('asks the server once when readers mount over a stale answer, and again when invalidated while on screen', async () => {
    const { server, client, page } = setUp(0);
    client.setQueryData<Ticks>(['ticks'], { done: [] });
    server.answer = { done: ['b'] };
    render(page(['a', 'b', 'c']));
    expect(await screen.findByText('b: done')).toBeTruthy();
    expect(server.asked).toBe(1);

    server.answer = { done: ['c'] };
    await act(() => client.invalidateQueries({ queryKey: ['ticks'] }));
    expect(await screen.findByText('c: done')).toBeTruthy();
    expect(server.asked).toBe(2);
  });

  it('shows nothing known until the answer is read', async () => {
    const { page } = setUp(Infinity);
    render(page(['a']));
    expect(screen.getByText('a: unknown')).toBeTruthy();
    expect(await screen.findByText('a: done')).toBeTruthy();
  });

  it('leaves the query when the last reader goes, and the next page reads the cache as it is by then', async () => {
    const { client, shown, page, observers } = setUp(Infinity);
    client.setQueryData<Ticks>(['ticks'], { done: [] });
    const first = render(page(['a', 'b']));
    first.unmount();
    expect(observers()).toBe(0);
    // Changed while no reader was on screen (another page's tick).
    client.setQueryData<Ticks>(['ticks'], { done: ['a'] });
    shown.length = 0;
    render(page(['a']));
    // The first render is already right: not corrected after it was painted.
    expect(shown[0]).toBe('a: done');
    await waitFor(() => expect(observers()).toBe(1));
  });
});
