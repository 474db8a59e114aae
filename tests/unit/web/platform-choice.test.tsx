// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PLATFORM_STORAGE_KEY, usePlatformChoice } from '#web/features/install/platform-choice.js';
import { setRenderedPlatform } from '#web/lib/rendered-platform.js';

/** The install page's use of the choice, with a button that re-renders it for another reason. */
function Probe() {
  const [platform, choose] = usePlatformChoice();
  const [renders, setRenders] = useState(0);
  return (
    <>
      <output>{platform}</output>
      <button onClick={() => setRenders(renders + 1)}>render again {renders}</button>
      <button onClick={() => choose('linux')}>choose linux</button>
    </>
  );
}

describe("the install page's platform (usePlatformChoice)", () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('reads the remembered platform once, not again on each render', () => {
    localStorage.setItem(PLATFORM_STORAGE_KEY, 'macos');
    render(<Probe />);
    expect(screen.getByRole('status').textContent).toBe('macos');
    // Another tab remembers another platform: this page, read once, keeps showing its own.
    localStorage.setItem(PLATFORM_STORAGE_KEY, 'windows');
    for (let i = 0; i < 3; i++) act(() => screen.getByRole('button', { name: /render again/ }).click());
    expect(screen.getByRole('button', { name: /render again/ }).textContent).toBe('render again 3');
    expect(screen.getByRole('status').textContent).toBe('macos');
    // A choice applies at once, and is remembered for the next visit.
    act(() => screen.getByRole('button', { name: 'choose linux' }).click());
    expect(screen.getByRole('status').textContent).toBe('linux');
    expect(localStorage.getItem(PLATFORM_STORAGE_KEY)).toBe('linux');
  });

  /** The server's HTML, then what the browser shows once it has hydrated it (failing on any warning). */
  async function renderedThenHydrated(): Promise<{ server: string; browser: string | null | undefined }> {
    const html = renderToString(<Probe />);
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = html;
    const errors = vi.spyOn(console, 'error');
    const root = await act(async () => hydrateRoot(container, <Probe />));
    const browser = container.querySelector('output')?.textContent;
    expect(errors).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
    return { server: /<output>(\w+)<\/output>/.exec(html)?.[1] ?? html, browser };
  }

  it("renders Windows on the server and while hydrating, then this browser's remembered platform", async () => {
    localStorage.setItem(PLATFORM_STORAGE_KEY, 'macos');
    expect(await renderedThenHydrated()).toEqual({ server: 'windows', browser: 'macos' });
  });

  it('renders and hydrates the platform the page was rendered for, then the remembered one (decision 0070)', async () => {
    localStorage.setItem(PLATFORM_STORAGE_KEY, 'macos');
    setRenderedPlatform('linux');
    try {
      expect(await renderedThenHydrated()).toEqual({ server: 'linux', browser: 'macos' });
    } finally {
      setRenderedPlatform('windows');
    }
  });
});
