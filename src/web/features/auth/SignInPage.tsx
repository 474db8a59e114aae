import { useState, type FormEvent } from 'react';
import { ApiRequestError } from '#web/lib/api/client.js';
import { localizeServerMessage, useT, type Translate } from '#web/lib/i18n/i18n.js';
import { useNotify } from '#web/ui/Dialog.js';
import { navigate, SignedOutLink, useSignedOutLocation } from '#web/lib/signed-out-navigation.js';
import logoUrl from '#web/ui/logo.svg';
import { signIn, signOutOtherDevice } from './auth-api.js';
import { PasswordInput } from '#web/ui/PasswordInput.js';
import { currentSession, setSessionUser } from './session-store.js';
import { SignedOutElsewhereNotice } from './SignedOutElsewhereNotice.js';
import '#web/ui/text-input.css';
import './auth.css';
import { Form } from '#web/ui/Form.js';

interface FieldErrors {
  email: boolean;
  password: boolean;
}

/** Maps a failed sign-in to the message the user sees; the error itself is logged. */
function signInFailureMessage(error: unknown, t: Translate): string {
  if (error instanceof ApiRequestError) {
    if (error.status === 409) return t('spec.alreadyLoggedIn');
    if (error.status === 429 || error.status === 0) return localizeServerMessage(error.message, t);
  }
  return t('spec.signinFailed');
}

export default function SignInPage() {
  const location = useSignedOutLocation();
  // Signed out by another device's sign-in: why and when, and the form starts with that account.
  const [endedElsewhere] = useState(() => {
    const session = currentSession();
    return session.status === 'signed-out' ? session.endedElsewhere : undefined;
  });
  const [email, setEmail] = useState(
    (location.state as { email?: string } | null)?.email ?? endedElsewhere?.email ?? '',
  );
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({ email: false, password: false });
  const [submitting, setSubmitting] = useState(false);
  const notify = useNotify();
  const t = useT();
  const from = (location.state as { from?: string } | null)?.from;

  function signedIn(user: Awaited<ReturnType<typeof signIn>>, title: string) {
    notify({ title, tone: 'success' });
    // The address first: the signed-in app starts at the page the visitor was headed for.
    navigate(from && from !== '/signin' ? from : '/', { replace: true });
    setSessionUser(user);
  }

  /** Ends the account's session elsewhere with the grant this refused sign-in received, then signs in here. */
  async function takeOver() {
    try {
      signedIn(await signOutOtherDevice(), t('takeover.otherDeviceSignedOut'));
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      notify({
        title: error instanceof ApiRequestError ? localizeServerMessage(error.message, t) : t('spec.signinFailed'),
        tone: 'error',
      });
    }
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const nextErrors = { email: email.trim() === '', password: password === '' };
    if (nextErrors.email || nextErrors.password) {
      // An empty field: mark it (its placeholder changes), alert, and make no server call.
      setErrors(nextErrors);
      notify({ title: t('spec.emptyCredentials'), tone: 'error' });
      return;
    }
    setSubmitting(true);
    try {
      signedIn(await signIn({ email, password }), t('spec.signinSuccess'));
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      const refusedByOneSessionRule = error instanceof ApiRequestError && error.status === 409;
      notify({
        title: signInFailureMessage(error, t),
        tone: 'error',
        // The password was right: offer to end the other session (the server holds the grant).
        action: refusedByOneSessionRule
          ? { label: t('takeover.signOutOtherDevice'), run: () => void takeOver() }
          : undefined,
      });
      setSubmitting(false);
    }
  }

  return (
    <main className="auth" id="main">
      <Form className="auth__card" onSubmit={handleSubmit} noValidate aria-labelledby="signin-heading">
        <img className="auth__logo" src={logoUrl} alt={t('signin.logoAlt')} width={64} height={64} />
        <h1 id="signin-heading" className="auth__heading">
          {t('spec.signinHeading')}
        </h1>
        <p className="auth__tagline">{t('spec.signinTagline')}</p>
        {endedElsewhere && <SignedOutElsewhereNotice ending={endedElsewhere} />}

        <label className="visually-hidden" htmlFor="signin-email">
          {t('signin.emailLabel')}
        </label>
        <input
          id="signin-email"
          className={`text-input${errors.email ? ' text-input--error' : ''}`}
          type="email"
          name="email"
          autoComplete="username"
          required
          aria-invalid={errors.email}
          placeholder={errors.email ? t('spec.emailPlaceholderError') : t('spec.emailPlaceholder')}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setErrors((current) => ({ ...current, email: false }));
          }}
        />

        <label className="visually-hidden" htmlFor="signin-password">
          {t('signin.passwordLabel')}
        </label>
        <PasswordInput
          id="signin-password"
          className={`text-input${errors.password ? ' text-input--error' : ''}`}
          name="password"
          autoComplete="current-password"
          required
          aria-invalid={errors.password}
          placeholder={errors.password ? t('spec.passwordPlaceholderError') : t('signin.passwordPlaceholder')}
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setErrors((current) => ({ ...current, password: false }));
          }}
        />

        <button type="submit" className="button button--primary auth__submit" disabled={submitting}>
          {t('signin.submit')}
        </button>
        <p className="auth__switch">
          <SignedOutLink to="/forgot-password">{t('signin.forgotPassword')}</SignedOutLink>
        </p>
        <p className="auth__switch">
          {t('signin.newHere')} <SignedOutLink to="/signup">{t('signin.createAccount')}</SignedOutLink>
        </p>
      </Form>
    </main>
  );
}
