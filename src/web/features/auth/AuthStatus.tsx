import type { ReactNode } from 'react';

/** The outcome of an e-mailed link or request: a polite status, or an alert when it failed. */
export function AuthStatus({ failed = false, children }: { failed?: boolean; children: ReactNode }) {
  return (
    <p className={`auth__status${failed ? ' auth__status--error' : ''}`} role={failed ? 'alert' : 'status'}>
      {children}
    </p>
  );
}
