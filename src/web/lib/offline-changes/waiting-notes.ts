import type { Note, NotesResponse } from '#shared/api/notes.js';
import { changesUser } from './changes-user.js';

/**
 * A note written on this device and not yet on the server: its item is described once the server
 * has it, so until then it has no page (the /notes list leaves it out; the item shows its text).
 */
export function waitingNote(itemId: string, text: string): Note {
  return { itemId, text, version: 0, updatedAt: Date.now(), kind: '', title: '', route: '', pageTitle: '' };
}

/** Whether a note is on the server (described with its item and page), not only on this device. */
export const isOnServer = (note: Note) => note.kind !== '';

export async function withWaitingNotes(answer: NotesResponse): Promise<NotesResponse> {
  const userId = changesUser();
  if (!userId) return answer;
  const { waitingNotesOf } = await import('#shared/offline-notes.js');
  const waiting = await waitingNotesOf(userId).catch(() => []);
  if (!waiting.length) return answer;
  const notes = [...answer.notes];
  for (const edit of waiting) {
    const index = notes.findIndex((note) => note.itemId === edit.itemId);
    const server = index >= 0 ? notes[index] : undefined;
    // Changed elsewhere since: the server's note is shown, and the send adds the offline text below it.
    if ((server?.version ?? 0) !== edit.baseVersion) continue;
    if (server) notes[index] = { ...server, text: edit.text };
    else notes.unshift(waitingNote(edit.itemId, edit.text));
  }
  return { notes };
}
