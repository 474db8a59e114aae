import { useMediaQuery } from './use-media-query.js';

/** True when the user asked the system for less motion; animations then stay still. */
export function useReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
