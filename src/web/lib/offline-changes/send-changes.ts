import { syncResponseSchema } from '#shared/api/sync.js';
import { OUTBOX_SYNC_TAG, sendInBatches, type PostOutcome } from '#shared/offline-outbox.js';
import { noteConflictSchema, noteSavedSchema } from '#shared/api/notes.js';
import { sendWaitingNotes, waitingNotesOf, type NotePutOutcome, type NoteUpdateToSend } from '#shared/offline-notes.js';
import { ApiRequestError, apiRequest } from '#web/lib/api/client.js';
import { changesUser } from './changes-user.js';
import { pendingChanges } from './outbox.js';

/** synced: changes were sent and answered; nothing: none waited; kept: they wait for a later try. */
export type SendResult = 'synced' | 'nothing' | 'kept';

/** One send at a time, each sending what waits when it starts (a tick made meanwhile goes next). */
let queue: Promise<unknown> = Promise.resolve();

/**
 * Sends the signed-in account's waiting changes, then its waiting notes (src/shared/offline-notes.ts)
 * (changes in batches the server accepts) and forgets each
 * one answered (src/shared/offline-outbox.ts). Offline, on a 5xx or a 401 they stay (a 401 also
 * ends the session in the API client, which clears the cached content; the changes wait for this
 * account's next sign-in). When they stay, Background Sync is asked to send them once the
 * connection returns, even if this tab has closed by then.
 */
export function sendPendingChanges(): Promise<SendResult> {
  const run = queue.then(send, send);
  queue = run.catch(() => undefined);
  return run;
}

async function post(changes: unknown[]): Promise<PostOutcome> {
  try {
    const response = await apiRequest('/sync', (data) => syncResponseSchema.parse(data), {
      method: 'POST',
      body: { changes },
    });
    return { kind: 'answered', response };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 400) return { kind: 'refused', message: error.message };
    if (error instanceof ApiRequestError && error.status === 401) return { kind: 'signed-out' };
    return { kind: 'unreachable' };
  }
}

async function putNote(update: NoteUpdateToSend): Promise<NotePutOutcome> {
  try {
    await apiRequest('/notes', (data) => noteSavedSchema.parse(data), { method: 'PUT', body: update });
    return { kind: 'saved' };
  } catch (error) {
    if (error instanceof ApiRequestError && error.code === 'note_out_of_date')
      return { kind: 'conflict', current: noteConflictSchema.parse(error.body).current };
    if (error instanceof ApiRequestError && error.status === 401) return { kind: 'signed-out' };
    // 400 (a body it refuses) or 404 (an item no longer in the catalogue) would be answered again.
    if (error instanceof ApiRequestError && error.status > 0 && error.status < 500)
      return { kind: 'refused', message: error.message };
    return { kind: 'unreachable' };
  }
}

async function send(): Promise<SendResult> {
  const userId = changesUser();
  const waiting = await pendingChanges();
  const notes = userId ? await waitingNotesOf(userId) : [];
  if (!waiting.length && !notes.length) return 'nothing';
  let outcome = waiting.length ? await sendInBatches(waiting, post) : 'synced';
  if (outcome === 'synced' && notes.length) outcome = await sendWaitingNotes(notes, putNote);
  if (outcome === 'synced') return 'synced';
  if (outcome === 'kept') await askForBackgroundSync();
  return 'kept';
}

/** Where the browser has Background Sync (Chromium), its worker sends the outbox when the connection returns. */
async function askForBackgroundSync(): Promise<void> {
  if (!('serviceWorker' in navigator) || !navigator.serviceWorker.controller) return;
  const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
    sync?: { register(tag: string): Promise<void> };
  };
  await registration.sync?.register(OUTBOX_SYNC_TAG).catch(() => undefined);
}
