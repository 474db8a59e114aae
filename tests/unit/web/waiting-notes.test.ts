import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { Note } from '#shared/api/notes.js';
import { keepNoteEdit } from '#shared/offline-notes.js';
import { bindChangesToUser } from '#web/lib/offline-changes/changes-user.js';
import { isOnServer, withWaitingNotes } from '#web/lib/offline-changes/waiting-notes.js';

const heading = 'Written offline on 23 Nov 2026, 9:40 pm:';
const serverNote = (itemId: string, text: string, version: number): Note => ({
  itemId,
  text,
  version,
  updatedAt: 1,
  kind: 'link',
  title: 'A link',
  route: '/devops',
  pageTitle: 'DevOps',
});

describe("the notes list with this device's waiting edits", () => {
  it('shows an edit waiting on the device in place of the server text it started from, and a new one too', async () => {
    bindChangesToUser('user-a');
    await keepNoteEdit({ userId: 'user-a', itemId: 'link:one', text: 'Edited offline', baseVersion: 2, heading });
    await keepNoteEdit({ userId: 'user-a', itemId: 'link:new', text: 'Written offline', baseVersion: 0, heading });
    await keepNoteEdit({ userId: 'user-b', itemId: 'link:one', text: 'Not mine', baseVersion: 2, heading });
    const { notes } = await withWaitingNotes({ notes: [serverNote('link:one', 'On the server', 2)] });
    expect(notes.map((note) => [note.itemId, note.text, isOnServer(note)])).toEqual([
      ['link:new', 'Written offline', false],
      ['link:one', 'Edited offline', true],
    ]);
  });

  it("shows the server's note when it changed since the offline edit began (the send adds the offline text below it)", async () => {
    bindChangesToUser('user-a');
    const { notes } = await withWaitingNotes({ notes: [serverNote('link:one', 'Newer elsewhere', 3)] });
    expect(notes.find((note) => note.itemId === 'link:one')?.text).toBe('Newer elsewhere');
  });

  it('shows nothing of the device when no account is signed in', async () => {
    bindChangesToUser(null);
    const answer = { notes: [serverNote('link:one', 'On the server', 2)] };
    expect(await withWaitingNotes(answer)).toBe(answer);
  });
});
