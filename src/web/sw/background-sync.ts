/// <reference lib="webworker" />
/**
 * Background Sync (Chromium): when the page could not send ticks and bookmarks made offline, it
 * registers OUTBOX_SYNC_TAG (notes written offline too), and the browser wakes this worker once the connection returns, even
 * with every StudyHub tab closed. The worker sends the same outbox the page does
 * (src/shared/offline-outbox.ts), for the cache's owner only: the session cookie travels with the
 * request, and the owner entry says whose session it is, so one account's changes never go out
 * under another's session. A 401 clears the cached content and keeps the changes; a network
 * failure makes the event fail, so the browser tries again later. Open pages are told, so they read
 * ticks and bookmarks again and say 'Synced'. Browsers without it send on the `online` event and at
 * the next start (features/offline/OfflineSync).
 */
import { noteConflictSchema } from '#shared/api/notes.js';
import { syncResponseSchema } from '#shared/api/sync.js';
import { sendWaitingNotes, waitingNotesOf, type NotePutOutcome, type NoteUpdateToSend } from '#shared/offline-notes.js';
import {
  CHANGES_SYNCED_MESSAGE,
  OUTBOX_SYNC_TAG,
  sendInBatches,
  waitingChangesOf,
  type PostOutcome,
} from '#shared/offline-outbox.js';
import { clearContent, validOwner } from './content-cache.js';

declare const self: ServiceWorkerGlobalScope;

/** The event's shape (not in TypeScript's worker types yet). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

async function post(changes: unknown[]): Promise<PostOutcome> {
  let response: Response;
  try {
    response = await fetch('/api/sync', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ changes }),
    });
  } catch {
    return { kind: 'unreachable' };
  }
  if (response.status === 401) return { kind: 'signed-out' };
  if (response.status === 400) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    return { kind: 'refused', message: body?.message ?? 'Bad request' };
  }
  if (!response.ok) return { kind: 'unreachable' };
  return { kind: 'answered', response: syncResponseSchema.parse(await response.json()) };
}

async function putNote(update: NoteUpdateToSend): Promise<NotePutOutcome> {
  let response: Response;
  try {
    response = await fetch('/api/notes', {
      method: 'PUT',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(update),
    });
  } catch {
    return { kind: 'unreachable' };
  }
  if (response.status === 401) return { kind: 'signed-out' };
  if (response.status === 409)
    return { kind: 'conflict', current: noteConflictSchema.parse(await response.json()).current };
  if (response.status >= 500) return { kind: 'unreachable' };
  if (!response.ok) return { kind: 'refused', message: `HTTP ${response.status}` };
  return { kind: 'saved' };
}

/** Sends the owner's waiting changes, then notes; throws while they cannot be sent, so the browser retries. */
export async function sendOutboxFromWorker(): Promise<void> {
  const owner = await validOwner();
  if (!owner) return; // signed out or expired: the changes wait for that account's next sign-in
  const waiting = await waitingChangesOf(owner.userId);
  const notes = await waitingNotesOf(owner.userId);
  if (!waiting.length && !notes.length) return;
  let outcome = waiting.length ? await sendInBatches(waiting, post) : 'synced';
  if (outcome === 'synced' && notes.length) outcome = await sendWaitingNotes(notes, putNote);
  if (outcome === 'signed-out') {
    await clearContent();
    return;
  }
  if (outcome === 'kept') throw new Error('The outbox could not be sent yet.');
  for (const client of await self.clients.matchAll({ type: 'window' }))
    client.postMessage({ type: CHANGES_SYNCED_MESSAGE });
}

export function registerBackgroundSync() {
  self.addEventListener('sync', (rawEvent) => {
    const event = rawEvent as SyncEvent;
    if (event.tag === OUTBOX_SYNC_TAG) event.waitUntil(sendOutboxFromWorker());
  });
}
