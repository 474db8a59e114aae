/**
 * Notes written offline (decision 0026): the outbox keeps the text and the version it was edited
 * from. Sent later, the edit is saved if the server's note is still that version; otherwise the
 * server's note stays and the offline text is added below it under its dated heading, so neither
 * text is lost and the student merges them. Used by the page and by the worker's Background Sync.
 */
import { NOTE_MAX } from '#shared/api/notes.js';
import { openOutbox, type WaitingNote } from '#shared/offline-outbox.js';

/** What one PUT /api/notes came to. */
export type NotePutOutcome =
  | { kind: 'saved' }
  | { kind: 'conflict'; current: { text: string; version: number } | null }
  | { kind: 'refused'; message: string }
  | { kind: 'signed-out' }
  | { kind: 'unreachable' };

export type NoteUpdateToSend = { itemId: string; text: string; baseVersion: number };

/**
 * The text to save when the server's note changed since the offline edit began (`server` null: it
 * was removed there). Null when nothing is left to save: the server already holds the offline text
 * (an earlier send landed but its answer was lost), or the offline edit emptied the note (the
 * newer server note stays). Capped at NOTE_MAX so the server accepts it.
 */
export function mergedOfflineNote(
  server: string | null,
  offline: Pick<WaitingNote, 'text' | 'heading'>,
): string | null {
  if (offline.text.trim() === '' || server === offline.text) return null;
  const added = `${offline.heading}\n${offline.text}`;
  const merged = server && server.trim() !== '' ? `${server}\n\n${added}` : added;
  return merged.slice(0, NOTE_MAX);
}

/** Keeps an edit that could not be sent, replacing the item's waiting one but keeping its first base version. */
export async function keepNoteEdit(note: Omit<WaitingNote, 'key'>): Promise<void> {
  const key = `${note.userId} ${note.itemId}`;
  const transaction = (await openOutbox()).transaction('notes', 'readwrite');
  const before = await transaction.store.get(key);
  await transaction.store.put({ ...note, key, baseVersion: before?.baseVersion ?? note.baseVersion });
  await transaction.done;
}

/**
 * Forgets an item's waiting note once the editor that showed it has saved on the server: the saved
 * text already holds it, and sent later it would meet that save as a conflict and be added again.
 */
export async function forgetWaitingNote(userId: string, itemId: string): Promise<void> {
  await (await openOutbox()).delete('notes', `${userId} ${itemId}`);
}

export async function waitingNotesOf(userId: string): Promise<WaitingNote[]> {
  return (await openOutbox()).getAllFromIndex('notes', 'byUser', userId);
}

/** Forgets a waiting note unless a newer edit replaced it meanwhile. */
async function forgetNote(sent: WaitingNote): Promise<void> {
  const transaction = (await openOutbox()).transaction('notes', 'readwrite');
  const now = await transaction.store.get(sent.key);
  if (now && now.text === sent.text && now.heading === sent.heading) await transaction.store.delete(sent.key);
  await transaction.done;
}

/** Sends one waiting note by the rule above; 'kept' while it cannot be sent yet. */
async function sendNote(
  note: WaitingNote,
  put: (update: NoteUpdateToSend) => Promise<NotePutOutcome>,
): Promise<'done' | 'signed-out' | 'kept'> {
  let update: NoteUpdateToSend = { itemId: note.itemId, text: note.text, baseVersion: note.baseVersion };
  // A conflict answers the server's current note; saving the merge on it can meet yet another
  // edit, so a few rounds, then the next chance.
  for (let round = 0; round < 3; round++) {
    const outcome = await put(update);
    if (outcome.kind === 'signed-out' || outcome.kind === 'unreachable')
      return outcome.kind === 'signed-out' ? 'signed-out' : 'kept';
    if (outcome.kind === 'refused')
      console.error('An offline note was refused by the server, dropped:', outcome.message);
    if (outcome.kind !== 'conflict') return 'done';
    const merged = mergedOfflineNote(outcome.current?.text ?? null, note);
    if (merged === null) return 'done';
    update = { itemId: note.itemId, text: merged, baseVersion: outcome.current?.version ?? 0 };
  }
  return 'kept';
}

/** Sends an account's waiting notes; forgets each one settled. */
export async function sendWaitingNotes(
  waiting: readonly WaitingNote[],
  put: (update: NoteUpdateToSend) => Promise<NotePutOutcome>,
): Promise<'synced' | 'signed-out' | 'kept'> {
  let kept = false;
  for (const note of waiting) {
    const outcome = await sendNote(note, put);
    if (outcome === 'signed-out') return 'signed-out';
    if (outcome === 'kept') kept = true;
    else await forgetNote(note);
  }
  return kept ? 'kept' : 'synced';
}
