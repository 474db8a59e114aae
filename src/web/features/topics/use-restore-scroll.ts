import { useEffect } from 'react';

/**
 * Remembers this page's scroll position for the browser session and restores it after a delay
 * once the page is shown again (spec: the git page restores its scroll position after 100 ms).
 */
export function useRestoreScroll(key: string, delayMs: number | undefined, ready: boolean) {
  useEffect(() => {
    if (delayMs === undefined || !ready) return;
    const storageKey = `scroll:${key}`;
    const saved = Number(sessionStorage.getItem(storageKey));
    // A link to an item on the page (#hash) wins over the remembered position.
    const timer = window.setTimeout(() => {
      if (saved > 0 && !window.location.hash) window.scrollTo(0, saved);
    }, delayMs);
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => sessionStorage.setItem(storageKey, String(Math.round(window.scrollY))));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.clearTimeout(timer);
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [key, delayMs, ready]);
}
