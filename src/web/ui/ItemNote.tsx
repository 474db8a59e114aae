import { lazy, Suspense, useState } from 'react';
import { useNotes } from '#web/lib/api/notes.js';
import { usePartT } from '#web/lib/i18n/i18n.js';
import { LinkifiedText } from './LinkifiedText.js';
import './save-toggle.css';
import './item-note.css';

const NoteEditor = lazy(() => import('./NoteEditor.js').then((module) => ({ default: module.NoteEditor })));

/**
 * A private note on a catalogue item, where the item is: 'Add note' opens an editor that saves as
 * you type (a pause, or Done) and says so ('Saving...', 'Saved', 'Not saved: retry'). A save made
 * from an older version than the server's (another tab) is refused and offers both texts.
 */
export function ItemNote({ itemId, title }: { itemId: string; title: string }) {
  const notes = useNotes();
  const [editing, setEditing] = useState(false);
  const t = usePartT('learning');
  const stored = notes.data?.notes.find((note) => note.itemId === itemId);
  // Notes that could not be read (offline before they ever arrived, or a failed answer) still take
  // a note: written from no version, it is kept on the device if it cannot be sent, and if the
  // server turns out to hold a note already, the new text is added below it rather than lost.
  const unreadable = !notes.data && (notes.isError || notes.fetchStatus === 'paused');
  if (editing)
    return (
      <Suspense fallback={<p className="item-note__text">{stored?.text ?? ''}</p>}>
        <NoteEditor itemId={itemId} title={title} stored={stored} onDone={() => setEditing(false)} />
      </Suspense>
    );
  return (
    <div className="item-note">
      {stored ? (
        <p className="item-note__text">
          <LinkifiedText text={stored.text} />
        </p>
      ) : null}
      <button
        type="button"
        className="note-button"
        disabled={!notes.data && !unreadable}
        onClick={() => setEditing(true)}
      >
        {t(stored ? 'items.editNote' : 'items.addNote')}
        <span className="visually-hidden">: {title}</span>
      </button>
    </div>
  );
}
