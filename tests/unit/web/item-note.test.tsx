// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { NOTE_MESSAGES, type Note } from '#shared/api/notes.js';
import { ItemNote } from '#web/ui/ItemNote.js';
import { splitAddresses } from '#web/ui/LinkifiedText.js';
import { speak } from '#tests/support/languages.js';
import { bindChangesToUser } from '#web/lib/offline-changes/changes-user.js';
import { waitingNotesOf } from '#shared/offline-notes.js';

const ITEM = 'link:devops/docker-docs';
const describeItem = { kind: 'link', title: 'Docker Documentation', route: '/devops', pageTitle: 'DevOps' };

/**
 * The browser's side of PUT /api/notes: answers as the server would (compare and set on the
 * version), or fails while `down` is set, recording every body it was sent.
 */
function fakeNotesApi(stored?: Note) {
  const state = { note: stored, down: false, sent: [] as Array<{ text: string; baseVersion: number }> };
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
    if (init?.method !== 'PUT') return Response.json({ notes: state.note ? [state.note] : [] });
    const body = JSON.parse(String(init.body)) as { text: string; baseVersion: number };
    state.sent.push({ text: body.text, baseVersion: body.baseVersion });
    if (state.down) return Response.json({ code: 'internal', message: 'Something went wrong.' }, { status: 500 });
    if ((state.note?.version ?? 0) !== body.baseVersion)
      return Response.json(
        { code: 'note_out_of_date', message: NOTE_MESSAGES.outOfDate, current: state.note ?? null },
        { status: 409 },
      );
    state.note = { itemId: ITEM, text: body.text, version: body.baseVersion + 1, updatedAt: 1, ...describeItem };
    return Response.json({ note: state.note });
  });
  return state;
}

/** 'Add note', once it can be used: it waits for the notes list (the server's and this device's). */
async function addNoteButton(): Promise<HTMLElement> {
  const button = await screen.findByRole('button', { name: /^Add note\W+Docker Documentation$/ });
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  return button;
}

function renderNote() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <Suspense>
        <ItemNote itemId={ITEM} title="Docker Documentation" />
      </Suspense>
    </QueryClientProvider>,
  );
}

describe('a note on an item (ItemNote)', () => {
  beforeAll(() => speak('en', ['learning']));

  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("saves after a pause in typing, saying 'Saving...' then 'Saved', and shows the note with its link", async () => {
    const api = fakeNotesApi();
    renderNote();
    const user = userEvent.setup();
    await user.click(await addNoteButton());
    await user.type(await screen.findByLabelText('Your note on Docker Documentation'), 'See https://docs.docker.com.');
    await screen.findByText(NOTE_MESSAGES.saved, {}, { timeout: 3_000 });
    expect(api.sent).toEqual([{ text: 'See https://docs.docker.com.', baseVersion: 0 }]);
    // Named apart from the link's 'Done' checkbox just above it (issue 33).
    expect(screen.queryByRole('button', { name: 'Done' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save and close' }));
    expect(screen.getByRole('link', { name: 'https://docs.docker.com' }).getAttribute('href')).toBe(
      'https://docs.docker.com',
    );
    expect(screen.getByRole('button', { name: /^Edit note\W+Docker Documentation$/ })).toBeTruthy();
  });

  it("offers 'Not saved: retry' when the save fails, and retrying saves", async () => {
    const api = fakeNotesApi();
    api.down = true;
    renderNote();
    const user = userEvent.setup();
    await user.click(await addNoteButton());
    await user.type(await screen.findByLabelText('Your note on Docker Documentation'), 'Chapter 3');
    const retry = await screen.findByRole('button', { name: NOTE_MESSAGES.notSaved }, { timeout: 3_000 });
    api.down = false;
    await user.click(retry);
    await screen.findByText(NOTE_MESSAGES.saved);
    expect(api.note?.text).toBe('Chapter 3');
  });

  it('forgets an edit kept on the device once a later save from the same editor reaches the server', async () => {
    bindChangesToUser('ada');
    try {
      const api = fakeNotesApi();
      api.down = true;
      renderNote();
      const user = userEvent.setup();
      await user.click(await addNoteButton());
      const field = await screen.findByLabelText('Your note on Docker Documentation');
      await user.type(field, 'On the train');
      await waitFor(async () => expect(await waitingNotesOf('ada')).toHaveLength(1), { timeout: 3_000 });
      // The outbox tried to send it too (and failed: still offline).
      await waitFor(() => expect(api.sent).toHaveLength(2));
      api.down = false;
      await user.type(field, ', chapter 3');
      await waitFor(() => expect(api.note?.text).toBe('On the train, chapter 3'), { timeout: 3_000 });
      // Nothing is left to send: sent later, the kept edit would have been added below the saved note again.
      await waitFor(async () => expect(await waitingNotesOf('ada')).toEqual([]));
    } finally {
      bindChangesToUser(null);
    }
  });

  it('keeps an edit the server refused because another device signed in (401), for this account only', async () => {
    bindChangesToUser('ada');
    try {
      const api = fakeNotesApi();
      renderNote();
      const user = userEvent.setup();
      await user.click(await addNoteButton());
      vi.mocked(globalThis.fetch).mockImplementation(async () =>
        Response.json(
          { code: 'session_replaced', message: 'You were signed out.', endedAt: Date.now() },
          { status: 401 },
        ),
      );
      await user.type(await screen.findByLabelText('Your note on Docker Documentation'), 'After the laptop');
      await waitFor(
        async () => expect(await waitingNotesOf('ada')).toMatchObject([{ text: 'After the laptop', baseVersion: 0 }]),
        { timeout: 3_000 },
      );
      expect(api.sent).toEqual([]);
      expect(screen.queryByRole('button', { name: NOTE_MESSAGES.notSaved })).toBeNull();
    } finally {
      bindChangesToUser(null);
    }
  });

  it('takes a note even when the notes could not be read (offline), keeping it on the device from no version', async () => {
    bindChangesToUser('ada');
    try {
      // Offline from the start: not even the list of notes arrives.
      vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
      renderNote();
      const user = userEvent.setup();
      await user.click(await addNoteButton());
      await user.type(await screen.findByLabelText('Your note on Docker Documentation'), 'Read offline');
      await waitFor(
        async () => expect(await waitingNotesOf('ada')).toMatchObject([{ text: 'Read offline', baseVersion: 0 }]),
        { timeout: 3_000 },
      );
    } finally {
      bindChangesToUser(null);
    }
  });

  it('tells a tab whose text is out of date before overwriting, and keeps its text only when asked', async () => {
    const api = fakeNotesApi({ itemId: ITEM, text: 'old', version: 1, updatedAt: 1, ...describeItem });
    renderNote();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Edit note\W+Docker Documentation$/ }));
    // Another tab saves meanwhile.
    api.note = { ...api.note!, text: 'from the other tab', version: 2 };
    await user.type(await screen.findByLabelText('Your note on Docker Documentation'), ' and mine');
    const alert = await screen.findByRole('alert', {}, { timeout: 3_000 });
    expect(alert.textContent).toContain(NOTE_MESSAGES.outOfDate);
    expect(alert.textContent).toContain('from the other tab');
    expect(api.note.text).toBe('from the other tab');
    await user.click(screen.getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(api.sent).toContainEqual({ text: 'old and mine', baseVersion: 2 }));
    expect(api.note?.text).toBe('old and mine');
    expect(api.sent.at(-1)).toEqual({ text: 'old and mine', baseVersion: 2 });
  });
});

describe('addresses in a note', () => {
  it('become links without the punctuation that ends a sentence; the rest stays text', () => {
    expect(splitAddresses('Read https://a.example/x?y=1, then (http://b.example).\nDone')).toEqual([
      { text: 'Read ' },
      { text: 'https://a.example/x?y=1', href: 'https://a.example/x?y=1' },
      { text: ', then (' },
      { text: 'http://b.example', href: 'http://b.example' },
      { text: ').\nDone' },
    ]);
    expect(splitAddresses('javascript:alert(1) <b>bold</b>')).toEqual([{ text: 'javascript:alert(1) <b>bold</b>' }]);
  });
});
