import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import {
  noteConflictSchema,
  noteSavedSchema,
  notesResponseSchema,
  type Note,
  type NotesResponse,
  type NoteUpdate,
} from '#shared/api/notes.js';
import { USER_DATA_PATHS } from '#shared/pages/page-types.js';
import { ApiRequestError, apiRequest } from './client.js';

/**
 * This user's notes, described with today's catalogue, most recently edited first, with the edits
 * still waiting on this device (written offline) shown in place of what the server has.
 */
export const notesQuery = () =>
  queryOptions({
    queryKey: ['notes'],
    queryFn: async ({ signal }) => {
      const answer = await apiRequest(USER_DATA_PATHS.notes, (data) => notesResponseSchema.parse(data), { signal });
      // Its own small chunk: the pages listing many items load it only with their notes.
      const { withWaitingNotes } = await import('#web/lib/offline-changes/waiting-notes.js');
      return withWaitingNotes(answer);
    },
  });

export const useNotes = () => useQuery(notesQuery());

export type NoteSaveAnswer = { kind: 'saved'; note: Note | null } | { kind: 'out-of-date'; current: Note | null };

/**
 * Saves a note's whole text from the version it was edited from. A newer version on the server
 * is not an error to show but an answer: the caller offers the newer text or to keep its own.
 */
export async function saveNote(update: NoteUpdate): Promise<NoteSaveAnswer> {
  try {
    const { note } = await apiRequest('/notes', (data) => noteSavedSchema.parse(data), { method: 'PUT', body: update });
    return { kind: 'saved', note };
  } catch (error) {
    if (error instanceof ApiRequestError && error.code === 'note_out_of_date') {
      return { kind: 'out-of-date', current: noteConflictSchema.parse(error.body).current };
    }
    throw error;
  }
}

/** Puts a note as the server holds it (or its absence) into the cached list. */
export function storeNote(client: QueryClient, itemId: string, note: Note | null): void {
  client.setQueryData<NotesResponse>(notesQuery().queryKey, (before) => {
    if (!before) return before;
    const others = before.notes.filter((existing) => existing.itemId !== itemId);
    return { notes: note ? [note, ...others] : others };
  });
}
