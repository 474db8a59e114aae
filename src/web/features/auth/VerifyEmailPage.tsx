import { useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '#web/lib/api/client.js';
import { localizeServerMessage, usePartT } from '#web/lib/i18n/i18n.js';
import { SignedOutLink } from '#web/lib/signed-out-navigation.js';
import { AuthCard } from './AuthCard.js';
import { AuthStatus } from './AuthStatus.js';
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
  const t = usePartT('account');

  useEffect(() => {
    // Once: the token is single use (development's double effects must not spend it twice).
    if (started.current) return;
    started.current = true;
    verifyEmail(token)
      .then((message) => setOutcome({ kind: 'verified', message }))
      .catch((failure: unknown) =>
        setOutcome({
          kind: 'broken',
          // The server's English, shown in the reader's language when rendered.
          message: failure instanceof ApiRequestError ? failure.message : '',
        }),
      );
  }, [token]);

  return (
    <AuthCard heading={outcome.kind === 'verified' ? t('recovery.confirmedHeading') : undefined}>
      {outcome.kind === 'working' ? (
        <p className="auth__text" role="status">
          {t('recovery.confirming')}
        </p>
      ) : outcome.kind === 'verified' ? (
        <AuthStatus>{localizeServerMessage(outcome.message, t)}</AuthStatus>
      ) : (
        <>
          <AuthStatus failed>
            {outcome.message ? localizeServerMessage(outcome.message, t) : t('server.network')}
          </AuthStatus>
          <p className="auth__text">{t(signedIn ? 'recovery.newLinkSignedIn' : 'recovery.newLinkSignedOut')}</p>
        </>
      )}
      {signedIn ? (
        <SignedOutLink className="button button--primary" to="/account">
          {t('recovery.goToAccount')}
        </SignedOutLink>
      ) : (
        <SignedOutLink className="button button--primary" to="/signin">
          {t('recovery.goToLogin')}
        </SignedOutLink>
      )}
    </AuthCard>
  );
}
