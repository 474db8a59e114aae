import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { StudentPart } from '#web/lib/student-part.js';
import { fillTemplate, renderTemplate } from '#web/page-template.js';

const Part = ({ n }: { n: number }) => <b>part {n}</b>;

/** A component still waiting for its data: on the server its Suspense boundary shows the fallback. */
function Waiting(): never {
  throw new Promise(() => undefined);
}

describe('a page cut at its student parts (decision 0067)', () => {
  it('leaves out each part, then puts the parts back where they were', () => {
    const page = (
      <main>
        <p>shared</p>
        <StudentPart>
          <Part n={1} />
        </StudentPart>
        text between
        <StudentPart>
          <Part n={2} />
        </StudentPart>
      </main>
    );
    const template = renderTemplate(page)!;
    expect(template.pieces).toHaveLength(3);
    expect(template.pieces.join('')).not.toContain('part 1');
    expect(fillTemplate(template, new QueryClient(), '/').join('')).toBe(renderToString(page));
  });

  it('renders a part that says its state once per state, and one that says none for every student', () => {
    const key = ['progress'];
    let renders = 0;
    const Shown = ({ id }: { id?: string }) => {
      renders += 1;
      const done = useQueryClient().getQueryData<string[]>(key);
      const text = id === undefined ? `${done?.length ?? '-'} ticked` : `${id} ${done?.includes(id) ?? 'unread'}`;
      return <i>{text}</i>;
    };
    const itemIn = (id: string) => (client: QueryClient) => client.getQueryData<string[]>(key)?.includes(id);
    const page = (
      <main>
        {['a', 'b'].map((id) => (
          <StudentPart key={id} shows={itemIn(id)}>
            <Shown id={id} />
          </StudentPart>
        ))}
        <StudentPart>
          <Shown />
        </StudentPart>
      </main>
    );
    const studentWith = (done?: string[]) => {
      const client = new QueryClient();
      if (done) client.setQueryData(key, done);
      return client;
    };
    const whole = (done?: string[]) =>
      renderToString(<QueryClientProvider client={studentWith(done)}>{page}</QueryClientProvider>);
    const template = renderTemplate(page)!;
    /** How many parts the page filled for a student who ticked `done` rendered; it must be the whole render. */
    const fill = (done?: string[]) => {
      const expected = whole(done);
      renders = 0;
      expect(fillTemplate(template, studentWith(done), '/').join('')).toBe(expected);
      return renders;
    };
    // The part that says no state renders every time: 1 in each count.
    expect(fill([])).toBe(3);
    expect(fill([])).toBe(1);
    expect(fill(['a'])).toBe(2);
    expect(fill(['a', 'b'])).toBe(2);
    expect(fill(['b'])).toBe(1);
    // Before the answer is read a part has no state: it renders.
    expect(fill()).toBe(3);
  });

  it('keeps a bounded number of states a part', () => {
    const count = (client: QueryClient) => client.getQueryData<number>(['n']);
    const Count = () => <i>{useQueryClient().getQueryData<number>(['n'])}</i>;
    const template = renderTemplate(
      <StudentPart shows={count}>
        <Count />
      </StudentPart>,
    )!;
    for (let n = 0; n < 300; n++) {
      const client = new QueryClient();
      client.setQueryData(['n'], n);
      expect(fillTemplate(template, client, '/').join('')).toBe(`<i>${n}</i>`);
    }
    expect(template.byState[0]!.size).toBe(256);
  });

  it('gives no template when a part was collected inside a boundary that showed its fallback', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = (
      <main>
        <Suspense fallback={<p>waiting</p>}>
          <StudentPart>
            <Part n={1} />
          </StudentPart>
          <Waiting />
        </Suspense>
      </main>
    );
    expect(renderTemplate(page)).toBeUndefined();
    vi.restoreAllMocks();
  });
});
