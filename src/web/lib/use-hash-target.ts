import { useEffect } from 'react';
import { useLocation } from 'react-router';
import './hash-target.css';

const HIGHLIGHT_MS = 2_500;

/**
 * Once a page's content is on screen, scrolls to the element named by the URL's #hash, moves focus
 * there and highlights it for a moment: how search results, Talko and saved items land on an item.
 */
export function useHashTarget(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.scrollIntoView({ block: 'center' });
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
    target.classList.add('is-hash-target');
    const timer = window.setTimeout(() => target.classList.remove('is-hash-target'), HIGHLIGHT_MS);
    return () => window.clearTimeout(timer);
  }, [ready, hash]);
}
