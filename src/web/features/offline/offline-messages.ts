/** The texts the offline feature shows (tests import them, so they exist once). */
export const OFFLINE_TEXT = {
  updateAvailable: 'New version available',
  reload: 'Reload',
  offline: 'You are offline: showing saved pages; your changes will sync',
  synced: 'Synced',
} as const;
