import { useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '#web/lib/api/client.js';
import { SignedOutLink } from '#web/lib/signed-out-navigation.js';
import { AuthCard } from './AuthCard.js';
import { AuthStatus } from './FormField.js';
import { useLinkToken } from './link-token.js';
import { verifyEmail } from './recovery-api.js';
import { useSession } from './session-store.js';

type Outcome = { kind: 'working' } | { kind: 'verified'; message: string } | { kind: 'broken'; message: string };

/**
 * The confirmation link's page. The page, not the link, confirms (a POST once it runs), so mail
 * scanners that open links do not use the single-use token up.
 */
export default function VerifyEmailPage() {
  const signedIn = useSession().status === 'signed-in';
  const token = useLinkToken();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'working' });
  const started = useRef(false);

  useEffect(() => {
    // Once: the token is single use (development's double effects must not spend it twice).
    if (started.current) return;
    started.current = true;
    verifyEmail(token)
      .then((message) => setOutcome({ kind: 'verified', message }))
      .catch((failure: unknown) =>
        setOutcome({
          kind: 'broken',
          message:
            failure instanceof ApiRequestError
              ? failure.message
              : 'Cannot reach the server. Check your connection and try again.',
        }),
      );
  }, [token]);

  return (
    <AuthCard>
      {outcome.kind === 'working' ? (
        <p className="auth__text" role="status">
          Confirming your address...
        </p>
      ) : outcome.kind === 'verified' ? (
        <AuthStatus>{outcome.message}</AuthStatus>
      ) : (
        <>
          <AuthStatus failed>{outcome.message}</AuthStatus>
          <p className="auth__text">
            {signedIn
              ? 'Your account page can send you a new confirmation link.'
              : 'Sign in, then ask for a new confirmation link on your account page.'}
          </p>
        </>
      )}
      {signedIn ? (
        <SignedOutLink className="button button--primary" to="/account">
          Go to my account
        </SignedOutLink>
      ) : (
        <SignedOutLink className="button button--primary" to="/signin">
          Go to Login
        </SignedOutLink>
      )}
    </AuthCard>
  );
}
