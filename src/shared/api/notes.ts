import { lazySchema, z } from '#shared/zod.js';
import { formatThousands } from '#shared/format.js';
import { hasHiddenCharacters } from '#shared/text-rule.js';
import { itemIdSchema } from './user-items.js';

/** Kinds of catalogue item a note can be written on (issue 22). */
export const NOTABLE_KINDS = ['link', 'section', 'tool', 'book', 'internship', 'hackathon', 'project'] as const;

export const NOTE_MAX = 10_000;

export const NOTE_MESSAGES = {
  tooLong: `A note can be at most ${formatThousands(NOTE_MAX)} characters.`,
  notAllowed: 'The note contains control characters or text-direction overrides, which are not allowed.',
  unknownItem: 'There is no item with that id to write a note on.',
  outOfDate: 'This note was changed in another tab or device since you opened it.',
  saved: 'Saved',
  saving: 'Saving...',
  notSaved: 'Not saved: retry',
} as const;

/** PUT /api/notes: the whole text (empty removes the note) and the version it was edited from. */
export const noteUpdateSchema = lazySchema(() =>
  z.strictObject({
    itemId: itemIdSchema,
    text: z.string({ error: 'text must be a string.' }).check(
      z.maxLength(NOTE_MAX, NOTE_MESSAGES.tooLong),
      // The text rule for several lines: newlines and tabs belong in notes; other controls (C0, DEL,
      // C1), bidi overrides and isolates and the line separators never do.
      z.refine((value) => !hasHiddenCharacters(value, { lines: true }), NOTE_MESSAGES.notAllowed),
    ),
    /** The version this text was edited from: 0 for a new note. A newer one on the server is a conflict. */
    baseVersion: z
      .int({ error: 'baseVersion must be a whole number.' })
      .check(z.minimum(0, 'baseVersion must be 0 or more.')),
  }),
);
export type NoteUpdate = z.infer<typeof noteUpdateSchema>;

export const noteSchema = lazySchema(() =>
  z.object({
    itemId: z.string(),
    text: z.string(),
    version: z.int(),
    updatedAt: z.number(),
    /** The item, described with today's catalogue. */
    kind: z.string(),
    title: z.string(),
    route: z.string(),
    anchor: z.optional(z.string()),
    pageTitle: z.string(),
  }),
);
export type Note = z.infer<typeof noteSchema>;

export const notesResponseSchema = lazySchema(() => z.object({ notes: z.array(noteSchema) }));
export type NotesResponse = z.infer<typeof notesResponseSchema>;

/** PUT's answer: the note as stored, or null once it was emptied. */
export const noteSavedSchema = lazySchema(() => z.object({ note: z.nullable(noteSchema) }));

/** 409 'note_out_of_date': the usual { code, message } plus what the server holds now. */
export const noteConflictSchema = lazySchema(() =>
  z.object({
    code: z.literal('note_out_of_date'),
    message: z.string(),
    current: z.nullable(noteSchema),
  }),
);
