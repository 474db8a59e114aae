import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { NOTE_MAX } from '#shared/api/notes.js';
import {
  keepNoteEdit,
  mergedOfflineNote,
  sendWaitingNotes,
  waitingNotesOf,
  type NotePutOutcome,
  type NoteUpdateToSend,
} from '#shared/offline-notes.js';

const heading = 'Written offline on 23 Nov 2026, 9:40 pm:';

/** A note store with the server's compare-and-set: a write lands only from the stored version. */
function serverHolding(note: { text: string; version: number } | null) {
  let current = note;
  const puts: NoteUpdateToSend[] = [];
  const put = (update: NoteUpdateToSend): Promise<NotePutOutcome> => {
    puts.push(update);
    if ((current?.version ?? 0) !== update.baseVersion) return Promise.resolve({ kind: 'conflict', current });
    current = update.text === '' ? null : { text: update.text, version: update.baseVersion + 1 };
    return Promise.resolve({ kind: 'saved' });
  };
  return { put, puts, now: () => current };
}

describe('the merge rule for notes written offline', () => {
  it('adds the offline text below the newer server note, under its dated heading', () => {
    expect(mergedOfflineNote('Server text', { text: 'Mine', heading })).toBe(`Server text\n\n${heading}\nMine`);
  });

  it('keeps the offline text alone under its heading when the note was removed on the server', () => {
    expect(mergedOfflineNote(null, { text: 'Mine', heading })).toBe(`${heading}\nMine`);
  });

  it('adds nothing when the server already holds the offline text, or the offline edit emptied the note', () => {
    expect(mergedOfflineNote('Mine', { text: 'Mine', heading })).toBeNull();
    expect(mergedOfflineNote('Server text', { text: '  ', heading })).toBeNull();
  });

  it('stays within the longest note the server accepts', () => {
    expect(mergedOfflineNote('a'.repeat(NOTE_MAX), { text: 'Mine', heading })).toHaveLength(NOTE_MAX);
  });
});

describe('sending notes written offline', () => {
  it('saves the edit when the server note is still the version it began from', async () => {
    await keepNoteEdit({ userId: 'ada', itemId: 'tool:git', text: 'First', baseVersion: 2, heading });
    // A later offline edit replaces the text but keeps the version the edits began from.
    await keepNoteEdit({ userId: 'ada', itemId: 'tool:git', text: 'First and more', baseVersion: 9, heading });
    const server = serverHolding({ text: 'Old', version: 2 });
    expect(await sendWaitingNotes(await waitingNotesOf('ada'), server.put)).toBe('synced');
    expect(server.now()).toEqual({ text: 'First and more', version: 3 });
    expect(await waitingNotesOf('ada')).toEqual([]);
  });

  it('keeps the newer server note and adds the offline text below it when the version changed', async () => {
    await keepNoteEdit({ userId: 'bea', itemId: 'tool:git', text: 'Offline idea', baseVersion: 1, heading });
    const server = serverHolding({ text: 'Edited on the laptop', version: 4 });
    expect(await sendWaitingNotes(await waitingNotesOf('bea'), server.put)).toBe('synced');
    expect(server.now()).toEqual({ text: `Edited on the laptop\n\n${heading}\nOffline idea`, version: 5 });
    expect(server.puts.map((put) => put.baseVersion)).toEqual([1, 4]);
  });

  it('adds nothing twice when an earlier send landed but its answer was lost', async () => {
    await keepNoteEdit({ userId: 'cy', itemId: 'tool:git', text: 'Landed', baseVersion: 1, heading });
    const server = serverHolding({ text: 'Landed', version: 2 });
    expect(await sendWaitingNotes(await waitingNotesOf('cy'), server.put)).toBe('synced');
    expect(server.now()).toEqual({ text: 'Landed', version: 2 });
  });

  it('keeps the edit while the server cannot be reached, and only for its own account', async () => {
    await keepNoteEdit({ userId: 'dev', itemId: 'tool:git', text: 'Waits', baseVersion: 0, heading });
    const unreachable = () => Promise.resolve<NotePutOutcome>({ kind: 'unreachable' });
    expect(await sendWaitingNotes(await waitingNotesOf('dev'), unreachable)).toBe('kept');
    expect((await waitingNotesOf('dev')).map((note) => note.text)).toEqual(['Waits']);
    expect(await waitingNotesOf('eve')).toEqual([]);
    const signedOut = () => Promise.resolve<NotePutOutcome>({ kind: 'signed-out' });
    expect(await sendWaitingNotes(await waitingNotesOf('dev'), signedOut)).toBe('signed-out');
    expect(await waitingNotesOf('dev')).toHaveLength(1);
  });
});
