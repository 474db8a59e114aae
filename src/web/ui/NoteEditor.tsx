import { useEffect, useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { NOTE_MAX, type Note } from '#shared/api/notes.js';
import { ApiRequestError } from '#web/lib/api/client.js';
import { saveNote, storeNote } from '#web/lib/api/notes.js';
import { waitingNote } from '#web/lib/offline-changes/waiting-notes.js';
import { changesUser } from '#web/lib/offline-changes/changes-user.js';
import { usePartT } from '#web/lib/i18n/i18n.js';
import { LinkifiedText } from './LinkifiedText.js';

/** Typing pauses this long before the note is saved. */
const SAVE_AFTER_MS = 800;

type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  | { kind: 'kept-offline' }
  | { kind: 'failed'; reason?: string }
  | { kind: 'out-of-date'; current: Note | null };

/**
 * The note editor ItemNote opens: saves as you type (a pause, or 'Save and close') and says so ('Saving...',
 * 'Saved', 'Not saved: retry'). Offline it keeps the edit on the device for the outbox. A save made from an older version than the server's (another tab)
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
          const answer = await saveNote({ itemId, text: sending, baseVersion: base.current.version }).catch(
            (error: unknown) => keepOffline(error, sending),
          );
          if (answer.kind === 'kept-offline') {
            // On the device now, from the same base version; the outbox sends it (decision 0026).
            base.current = { version: base.current.version, text: sending };
            storeNote(client, itemId, stored ? { ...stored, text: sending } : waitingNote(itemId, sending));
            setState({ kind: 'kept-offline' });
            continue;
          }
          if (answer.kind === 'out-of-date') {
            outOfDate.current = true;
            setState({ kind: 'out-of-date', current: answer.current });
            return false;
          }
          base.current = { version: answer.note?.version ?? 0, text: sending };
          storeNote(client, itemId, answer.note);
          await forgetKeptEdit();
        }
        setState((before) => (before.kind === 'kept-offline' ? before : { kind: 'saved' }));
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

  /** After a save on the server: an edit of this item kept on the device earlier is in it (see forgetWaitingNote). */
  async function forgetKeptEdit(): Promise<void> {
    const userId = changesUser();
    if (!userId) return;
    const { forgetWaitingNote } = await import('#shared/offline-notes.js');
    await forgetWaitingNote(userId, itemId).catch((error: unknown) => console.error(error));
  }

  /**
   * Offline or a network failure (no answer, or a 5xx): the edit is kept in the device's outbox and
   * sent when the connection returns. A 401 (the session ended, e.g. another device signed in)
   * keeps it too, for this account's next sign-in on this device (decision 0046). Any other error
   * is thrown on (shown as 'Not saved: retry').
   */
  async function keepOffline(error: unknown, sending: string): Promise<{ kind: 'kept-offline' }> {
    // The API client answers a failed fetch with status 0 ('network').
    const unreachable = !(error instanceof ApiRequestError) || error.status === 0 || error.status >= 500;
    const signedOut = error instanceof ApiRequestError && error.status === 401;
    const userId = changesUser();
    if (!(unreachable || signedOut) || !userId) throw error;
    const when = new Intl.DateTimeFormat(document.documentElement.lang || undefined, {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date());
    const { keepNoteEdit } = await import('#shared/offline-notes.js');
    await keepNoteEdit({
      userId,
      itemId,
      text: sending,
      baseVersion: base.current.version,
      heading: t('items.writtenOffline', { when }),
    });
    // Fails again while offline, and so asks for Background Sync where the browser has it.
    if (unreachable)
      void import('#web/lib/offline-changes/send-changes.js').then((module) => module.sendPendingChanges());
    return { kind: 'kept-offline' };
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
          {state.kind === 'saving'
            ? t('items.saving')
            : state.kind === 'saved'
              ? t('items.noteSaved')
              : state.kind === 'kept-offline'
                ? t('items.noteKeptOffline')
                : null}
        </p>
        {state.kind === 'failed' ? (
          <p className="item-note__failed">
            <button type="button" className="note-button note-button--danger" onClick={() => void save()}>
              {t('items.notSaved')}
            </button>
            {state.reason ? <span> {state.reason}</span> : null}
          </p>
        ) : null}
        {/* Not 'Done': the link's 'Done' checkbox sits just above, and two controls must not share a name. */}
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
