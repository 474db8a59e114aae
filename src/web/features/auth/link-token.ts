import { useEffect, useState } from 'react';

/**
 * The token of an e-mailed link (/reset-password#token=...). It travels in the fragment so no
 * server or proxy log sees it; once read, it is dropped from the address bar and history.
 */
export function useLinkToken(): string {
  // The server never sees a fragment; the pages render the same before and after reading it (checking...).
  const [token] = useState(() =>
    typeof window === 'undefined' ? '' : (new URLSearchParams(window.location.hash.slice(1)).get('token') ?? ''),
  );
  useEffect(() => {
    if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname);
  }, []);
  return token;
}
