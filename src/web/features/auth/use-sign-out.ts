import { useState } from 'react';
import { useNavigate } from 'react-router';
import { MESSAGES } from '#shared/messages.js';
import { signOut } from './auth-api.js';
import { setSessionUser } from './session-store.js';

/** Logout (spec §7): the server deletes the session row, then the app goes to /signin. */
export function useSignOut(onDone?: () => void) {
  const [pending, setPending] = useState(false);
  const navigate = useNavigate();
  async function run() {
    setPending(true);
    try {
      await signOut();
      onDone?.();
      setSessionUser(null);
      navigate('/signin', { replace: true });
    } catch (error) {
      // Spec §8: a logout failure is only logged.
      console.error(MESSAGES.logoutFailed, error);
    } finally {
      setPending(false);
    }
  }
  return { run, pending };
}
