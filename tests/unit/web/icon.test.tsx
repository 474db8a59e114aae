// @vitest-environment happy-dom
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';

afterEach(cleanup);

// The icon table is module state, and files share their worker's modules (vitest.config.ts,
// isolate: false): another file may have loaded it already. A query makes this file's own instance
// of Icon.tsx (React and the table's chunk stay the shared ones), so the first render here is the
// first Icon ever to mount, whatever ran before.
const ownIconModule = '../../../src/web/ui/Icon.tsx?instance=icon-test';
const { Icon } = (await import(/* @vite-ignore */ ownIconModule)) as typeof import('#web/ui/Icon.js');

describe('Icon (the content icons arrive as one chunk on demand)', () => {
  it('holds an empty box of its size until the icon table arrives, then draws the named icon there', async () => {
    const { container } = render(
      <p>
        <Icon name="code" size={32} className="tile__icon" />
        <Icon name="trophy" size={48} />
      </p>,
    );
    const first = container.querySelectorAll('svg');
    expect(first).toHaveLength(2);
    expect(first[0]!.getAttribute('width')).toBe('32');
    expect(first[0]!.getAttribute('aria-hidden')).toBe('true');
    expect(first[0]!.getAttribute('class')).toBe('tile__icon');
    await waitFor(() => expect(container.querySelector('svg.lucide-code')).not.toBeNull());
    const drawn = container.querySelectorAll('svg');
    expect(drawn[0]!.getAttribute('width')).toBe('32');
    expect(drawn[0]!.getAttribute('class')).toContain('tile__icon');
    expect(drawn[1]!.getAttribute('class')).toContain('lucide-trophy');
    expect(drawn[1]!.getAttribute('height')).toBe('48');
  });

  it('draws at once once the table is here (no empty box on the next page)', () => {
    const { container } = render(<Icon name="rocket" size={24} />);
    expect(container.querySelector('svg')!.getAttribute('class')).toContain('lucide-rocket');
  });

  it("hydrates the server's empty box even when the table is here already, then draws the icon", async () => {
    // The server renders the box; a page's content hydrates after the layout, whose icons may have
    // brought the table by then (decision 0068). Hydration must still find what the server sent.
    const markup = renderToString(<Icon name="rocket" size={24} />);
    expect(markup).not.toContain('lucide-rocket');
    const host = document.createElement('div');
    host.innerHTML = markup;
    document.body.append(host);
    const recoverable: unknown[] = [];
    try {
      const root = await act(async () =>
        hydrateRoot(host, <Icon name="rocket" size={24} />, { onRecoverableError: (error) => recoverable.push(error) }),
      );
      await waitFor(() => expect(host.querySelector('svg.lucide-rocket')).not.toBeNull());
      expect(recoverable).toEqual([]);
      act(() => root.unmount());
    } finally {
      host.remove();
    }
  });
});
