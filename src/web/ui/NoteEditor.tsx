import { useEffect, useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { NOTE_MAX, type Note } from '#shared/api/notes.js';
import { ApiRequestError } from '#web/lib/api/client.js';
import { saveNote, storeNote } from '#web/lib/api/notes.js';
import { usePartT } from '#web/lib/i18n/i18n.js';
import { LinkifiedText } from './LinkifiedText.js';

/** Typing pauses this long before the note is saved. */
const SAVE_AFTER_MS = 800;

type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  | { kind: 'failed'; reason?: string }
  | { kind: 'out-of-date'; current: Note | null };

/**
 * The note editor ItemNote opens: saves as you type (a pause, or Done) and says so ('Saving...',
 * 'Saved', 'Not saved: retry'). A save made from an older version than the server's (another tab)
 * is refused and offers both texts. Its own chunk: most pages show many items and open no editor.
 */
export function NoteEditor({
  itemId,
  title,
  stored,
  onDone,
}: {
  itemId: string;
  title: string;
  stored: Note | undefined;
  onDone: () => void;
}) {
  const client = useQueryClient();
  const t = usePartT('learning');
  const fieldId = useId();
  const [text, setText] = useState(stored?.text ?? '');
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  // What the server holds as far as this tab knows: the version edits are made from, and its text.
  const base = useRef({ version: stored?.version ?? 0, text: stored?.text ?? '' });
  const latest = useRef(text);
  const running = useRef<Promise<boolean> | null>(null);
  // While the server holds a newer version, nothing is sent (a blur, a pause) until the user chooses.
  const outOfDate = useRef(false);

  /** Saves until the server holds the latest text; true when it does. One save at a time. */
  function save(): Promise<boolean> {
    if (outOfDate.current) return Promise.resolve(false);
    running.current ??= (async () => {
      try {
        while (latest.current !== base.current.text) {
          const sending = latest.current;
          setState({ kind: 'saving' });
          const answer = await saveNote({ itemId, text: sending, baseVersion: base.current.version });
          if (answer.kind === 'out-of-date') {
            outOfDate.current = true;
            setState({ kind: 'out-of-date', current: answer.current });
            return false;
          }
          base.current = { version: answer.note?.version ?? 0, text: sending };
          storeNote(client, itemId, answer.note);
        }
        setState({ kind: 'saved' });
        return true;
      } catch (error) {
        const refused = error instanceof ApiRequestError && error.status === 400;
        setState({ kind: 'failed', reason: refused ? error.message : undefined });
        return false;
      } finally {
        running.current = null;
      }
    })();
    return running.current;
  }

  useEffect(() => {
    if (state.kind === 'out-of-date' || text === base.current.text) return;
    const timer = setTimeout(() => void save(), SAVE_AFTER_MS);
    return () => clearTimeout(timer);
    // save reads refs only; the text is the trigger.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text, state.kind]);

  function resolveConflict(current: Note | null, keepMine: boolean) {
    outOfDate.current = false;
    base.current = { version: current?.version ?? 0, text: current?.text ?? '' };
    storeNote(client, itemId, current);
    if (keepMine) {
      void save();
    } else {
      latest.current = base.current.text;
      setText(base.current.text);
      setState({ kind: 'saved' });
    }
  }

  async function done() {
    if (state.kind === 'out-of-date') return;
    if ((await save()) && (latest.current === base.current.text || (await save()))) onDone();
  }

  return (
    <div className="item-note item-note--editing">
      <label htmlFor={fieldId} className="item-note__label">
        {t('items.yourNote')}
        <span className="visually-hidden"> {t('items.noteOn', { title })}</span>
      </label>
      <textarea
        id={fieldId}
        className="item-note__field"
        rows={4}
        maxLength={NOTE_MAX}
        value={text}
        autoFocus
        onChange={(event) => {
          latest.current = event.target.value;
          setText(event.target.value);
        }}
        onBlur={() => void save()}
      />
      <div className="item-note__bar">
        <p className="item-note__state" role="status">
          {state.kind === 'saving' ? t('items.saving') : state.kind === 'saved' ? t('items.noteSaved') : null}
        </p>
        {state.kind === 'failed' ? (
          <p className="item-note__failed">
            <button type="button" className="note-button note-button--danger" onClick={() => void save()}>
              {t('items.notSaved')}
            </button>
            {state.reason ? <span> {state.reason}</span> : null}
          </p>
        ) : null}
        <button type="button" className="note-button" onClick={() => void done()}>
          {t('items.noteDone')}
        </button>
      </div>
      {state.kind === 'out-of-date' ? (
        <div className="item-note__conflict" role="alert">
          <p>{t('items.outOfDate')}</p>
          {state.current ? (
            <p className="item-note__text">
              <LinkifiedText text={state.current.text} />
            </p>
          ) : (
            <p>{t('items.removedThere')}</p>
          )}
          <div className="item-note__bar">
            <button type="button" className="note-button" onClick={() => resolveConflict(state.current, false)}>
              {t('items.useNewer')}
            </button>
            <button type="button" className="note-button" onClick={() => resolveConflict(state.current, true)}>
              {t('items.keepMine')}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
