import { useSyncExternalStore } from 'react';

/**
 * What no first paint needs (the offline support, the notification bell, a page's secondary
 * widgets such as notes and 'Save for offline') waits until the first page is on screen: their
 * downloads then do not compete with the page's own code and data, which on a phone's connection
 * delayed the page's largest paint. Later pages show them at once.
 */
let shown = false;
let scheduled = false;
const listeners = new Set<() => void>();

const show = () => {
  if (shown) return;
  shown = true;
  listeners.forEach((listener) => listener());
};

/**
 * A declared page has been rendered (DeclaredPage): once the browser reports it painted (its
 * largest paint since, where the browser reports one; otherwise two frames on), the rest follows.
 * A frame callback alone came before a long page's paint was presented.
 */
export function markPageShown(): void {
  if (scheduled) return;
  scheduled = true;
  const rendered = performance.now();
  if (PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntries().some((entry) => entry.startTime >= rendered)) return;
      observer.disconnect();
      setTimeout(show, 0);
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  } else {
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(show, 0)));
  }
  // A page that paints nothing larger, a hidden tab (no frames), input (no more paint entries).
  setTimeout(show, 1000);
}

// When no page shows (an error screen), the rest still follows the page's load.
if (typeof window !== 'undefined') addEventListener('load', () => setTimeout(markPageShown, 2000), { once: true });

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True once the first page has been painted (see above). */
export const useAfterFirstPage = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => shown,
    () => false,
  );
