/** At most this many answers in one save (every signed-in page needs fewer; the worker refuses more). */
export const OFFLINE_SAVE_MAX_ANSWERS = 200;

/** What the service worker answers the page's 'Save for offline' (src/web/sw/save-for-offline.ts). */
export type OfflineSaveOutcome =
  | { outcome: 'saved'; bytes: number }
  /** The device's free storage cannot hold the answers: nothing was stored. */
  | { outcome: 'no-space' }
  | { outcome: 'offline' }
  /** No signed-in session (or it ended): the gate stores nothing. */
  | { outcome: 'signed-out' }
  | { outcome: 'failed' };
