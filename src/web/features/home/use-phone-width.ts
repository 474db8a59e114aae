import { useSyncExternalStore } from 'react';

/** The phone widths the stylesheets use (max-width: 600px). */
const QUERY = '(max-width: 600px)';

function subscribe(onChange: () => void) {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/** True on a phone-width window; follows rotation and resizing. */
export function usePhoneWidth(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}
