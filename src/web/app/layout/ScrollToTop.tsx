import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** A new page starts at the top (spec: contact "scrolls to top on load"); in-page anchors are left alone. */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
