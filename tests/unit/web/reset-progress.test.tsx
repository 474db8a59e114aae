// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProgressResponse } from '#shared/api/user-items.js';
import { ResetProgress } from '#web/ui/ResetProgress.js';
import { speak } from '#tests/support/languages.js';

const PROGRESS: ProgressResponse = {
  done: ['link:front-end/a', 'link:front-end/b'],
  pages: [{ page: 'front-end', title: 'Front-end', route: '/front-end', done: 2, total: 9, touchedAt: 1 }],
};

/** The topic page's 'Reset progress', with the user's progress already known (nothing fetched for it). */
function renderReset() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(['progress'], PROGRESS);
  return render(
    <QueryClientProvider client={client}>
      <ResetProgress page={{ slug: 'front-end', title: 'Front-end' }} />
    </QueryClientProvider>,
  );
}

/** The server's side of POST /api/progress/reset; a progress read answers what is left. */
function fakeServer() {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async (url) =>
      String(url).endsWith('/progress/reset') ? Response.json({ cleared: 2 }) : Response.json({ done: [], pages: [] }),
    );
}

const dialog = () => screen.getByRole('dialog', { name: 'Reset your progress on Front-end?' });

describe("'Reset progress' in the shared Dialog", () => {
  beforeAll(() => speak('en', ['learning']));

  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('opens a modal naming what it clears, with no icon and Cancel focused, not the reset', async () => {
    renderReset();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reset progress' }));
    expect((dialog() as HTMLDialogElement).open).toBe(true);
    const description = document.getElementById(dialog().getAttribute('aria-describedby')!);
    expect(description?.textContent).toBe(
      'This clears the 2 links you marked done on Front-end. Your saved items and notes stay.',
    );
    expect(dialog().querySelector('svg')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
  });

  it('confirming sends the reset for this page, closes the dialog and says what was cleared', async () => {
    const fetchSpy = fakeServer();
    renderReset();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reset progress' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Reset progress' }));
    const [url, init] = fetchSpy.mock.calls.find(([address]) => String(address).endsWith('/progress/reset'))!;
    expect(String(url)).toBe('/api/progress/reset');
    expect(JSON.parse(String(init?.body))).toEqual({ page: 'front-end' });
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Progress on Front-end was reset (2 links cleared).'),
    );
    expect((document.querySelector('dialog') as HTMLDialogElement).open).toBe(false);
  });

  it('Escape cancels: nothing is sent and the dialog closes (focus: tests/e2e/export-reset.test.ts)', async () => {
    const fetchSpy = fakeServer();
    renderReset();
    const opener = screen.getByRole('button', { name: 'Reset progress' });
    const user = userEvent.setup();
    await user.click(opener);
    // Escape makes the browser fire 'cancel' at the open modal (happy-dom has no key handling for it).
    fireEvent(dialog(), new Event('cancel', { cancelable: true }));
    await waitFor(() => expect((document.querySelector('dialog') as HTMLDialogElement).open).toBe(false));
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
