import { useSyncExternalStore } from 'react';
import type { SessionUser } from '#shared/api/auth.js';
import type { SessionEnding } from '#shared/api/session-ending.js';
import { onSessionEnded } from '#web/lib/api/client.js';
import { fetchSession } from './auth-api.js';

/**
 * Another device's sign-in ended this browser's session at `endedAt`; `email` is the account that
 * was signed in here, when this page knew it (the sign-in form starts with it).
 */
export interface SignedOutElsewhere extends SessionEnding {
  email?: string;
}

/** Authentication state: loading, signed-in or signed-out; it decides the route set and the navbar. */
export type SessionState =
  | { status: 'loading' }
  | { status: 'signed-in'; user: SessionUser }
  | { status: 'signed-out'; error?: string; endedElsewhere?: SignedOutElsewhere };

let state: SessionState = { status: 'loading' };
const listeners = new Set<() => void>();

function emit(next: SessionState) {
  state = next;
  listeners.forEach((listener) => listener());
}

export function setSessionUser(user: SessionUser | null) {
  emit(user ? { status: 'signed-in', user } : { status: 'signed-out' });
}

// Any request told that the session is gone: show the signed-out app (it sends the visitor to
// /signin, which says why when another device's sign-in ended it).
onSessionEnded((ending) => {
  if (state.status !== 'signed-in') return;
  emit(
    ending
      ? { status: 'signed-out', endedElsewhere: { ...ending, email: state.user.email } }
      : { status: 'signed-out' },
  );
});

let loading: Promise<void> | undefined;

/** Asks the server once who is signed in; a network failure counts as signed out. */
export function loadSession(): Promise<void> {
  loading ??= fetchSession()
    .then(({ user, ended }) =>
      emit(user ? { status: 'signed-in', user } : { status: 'signed-out', endedElsewhere: ended }),
    )
    .catch((error: unknown) =>
      emit({ status: 'signed-out', error: error instanceof Error ? error.message : String(error) }),
    );
  return loading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current authentication state; the first call starts loading it. */
export function useSession(): SessionState {
  if (state.status === 'loading') void loadSession();
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}

/** The state right now, outside React (the first page's early loads wait on it). */
export function currentSession(): SessionState {
  return state;
}

/** Asks the server again who is signed in (after a sign-in that happened in a popup). */
export async function refreshSession(): Promise<void> {
  loading = undefined;
  await loadSession();
}
