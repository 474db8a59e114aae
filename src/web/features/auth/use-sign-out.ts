import { useState } from 'react';
import { MESSAGES } from '#shared/messages.js';
import { signOut } from './auth-api.js';
import { setSessionUser } from './session-store.js';

/** Logout: the server deletes the session row, then the app goes to /signin. */
export function useSignOut(onDone?: () => void) {
  const [pending, setPending] = useState(false);
  async function run() {
    setPending(true);
    try {
      await signOut();
      onDone?.();
      // The address changes before the signed-in router lets go, so it never runs /signin's
      // catch-all (a redirect to / and its loaders) for a browser that just signed out.
      window.history.replaceState(null, '', '/signin');
      setSessionUser(null);
    } catch (error) {
      // A logout failure is only logged (the spec shows no message).
      console.error(MESSAGES.logoutFailed, error);
      setPending(false);
    }
  }
  return { run, pending };
}
