import { useSyncExternalStore, type AnchorHTMLAttributes, type MouseEvent } from 'react';

/**
 * Navigation for the signed-out pages, over the History API. The signed-out app is part of the
 * first download, and React Router's module (about 40 KB gzip with its data router, which the
 * signed-in app uses) would have doubled it; a few pages that link to each other need only this.
 * State is kept where React Router keeps it (history.state.usr), so the signed-in router that takes
 * over after sign-in reads the same history.
 */
export interface SignedOutLocation {
  pathname: string;
  search: string;
  /** What the page that sent the visitor here left for it, e.g. { from: '/front-end' }. */
  state: unknown;
}

const listeners = new Set<() => void>();
const inBrowser = typeof window !== 'undefined';
/** The address the server renders (src/web/entry-server.tsx), which has no window. */
let serverLocation: SignedOutLocation = { pathname: '/', search: '', state: null };
let current = inBrowser ? read() : serverLocation;
let currentEntry: unknown = inBrowser ? window.history.state : null;

function read(): SignedOutLocation {
  return {
    pathname: window.location.pathname,
    search: window.location.search,
    state: (window.history.state as { usr?: unknown } | null)?.usr ?? null,
  };
}

/** The server renders the page at this address. */
export function setServerLocation(pathname: string, search: string): void {
  serverLocation = { pathname, search, state: null };
}

/**
 * The location now. The signed-in router moves through history without telling this module, so
 * when the signed-out app comes back (sign-out, a 401, a password reset) the address it last saw
 * may be old: it is read again whenever the address or history entry differs from it.
 */
function snapshot(): SignedOutLocation {
  if (!inBrowser) return serverLocation;
  if (current.pathname !== window.location.pathname || currentEntry !== window.history.state) {
    current = read();
    currentEntry = window.history.state;
  }
  return current;
}

function changed() {
  snapshot();
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener('popstate', changed);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('popstate', changed);
  };
}

export function useSignedOutLocation(): SignedOutLocation {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

let routerNavigate: ((to: string, options: NavigateOptions) => void) | undefined;

/**
 * The signed-in app hands its router's navigate here while it runs (and takes it back with
 * undefined): a page declared in both route sets (an e-mailed link opened while signed in) uses
 * this module's links in either app, and the router must hear of the change to show the page.
 */
export function handNavigationToRouter(navigateWithRouter: typeof routerNavigate): void {
  routerNavigate = navigateWithRouter;
}

export function navigate(to: string, options: NavigateOptions = {}): void {
  if (routerNavigate) return routerNavigate(to, options);
  const entry = { usr: options.state ?? null, key: Math.random().toString(36).slice(2, 10) };
  if (options.replace) window.history.replaceState(entry, '', to);
  else window.history.pushState(entry, '', to);
  changed();
}

/** A same-site link that changes page without a reload (a modified click opens a new tab as usual). */
export function SignedOutLink({ to, ...props }: { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    props.onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    navigate(to);
  };
  return <a {...props} href={to} onClick={onClick} />;
}
