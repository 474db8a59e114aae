/** What the service worker answers the page's 'Save for offline' (src/web/sw/save-for-offline.ts). */
export type OfflineSaveOutcome =
  | { outcome: 'saved'; bytes: number }
  /** The device's free storage cannot hold the answers: nothing was stored. */
  | { outcome: 'no-space' }
  | { outcome: 'offline' }
  /** No signed-in session (or it ended): the gate stores nothing. */
  | { outcome: 'signed-out' }
  | { outcome: 'failed' };
