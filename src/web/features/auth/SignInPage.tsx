import { useState, type FormEvent } from 'react';
import { MESSAGES, TAKEOVER_MESSAGES } from '#shared/messages.js';
import { ApiRequestError } from '#web/lib/api/client.js';
import { useNotify } from '#web/ui/notice.js';
import { navigate, SignedOutLink, useSignedOutLocation } from '#web/lib/signed-out-navigation.js';
import logoUrl from '#web/ui/logo.svg';
import { signIn, signOutOtherDevice } from './auth-api.js';
import { PasswordInput } from '#web/ui/PasswordInput.js';
import { setSessionUser } from './session-store.js';
import '#web/ui/text-input.css';
import './auth.css';

interface FieldErrors {
  email: boolean;
  password: boolean;
}

/** Maps a failed sign-in to the message the user sees; the error itself is logged. */
function signInFailureMessage(error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.status === 409) return MESSAGES.alreadyLoggedIn;
    if (error.status === 429 || error.status === 0) return error.message;
  }
  return MESSAGES.signinFailed;
}

export default function SignInPage() {
  const location = useSignedOutLocation();
  const [email, setEmail] = useState((location.state as { email?: string } | null)?.email ?? '');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({ email: false, password: false });
  const [submitting, setSubmitting] = useState(false);
  const notify = useNotify();
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
      signedIn(await signOutOtherDevice(), TAKEOVER_MESSAGES.otherDeviceSignedOut);
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      notify({ title: error instanceof ApiRequestError ? error.message : MESSAGES.signinFailed, tone: 'error' });
    }
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const nextErrors = { email: email.trim() === '', password: password === '' };
    if (nextErrors.email || nextErrors.password) {
      // An empty field: mark it (its placeholder changes), alert, and make no server call.
      setErrors(nextErrors);
      notify({ title: MESSAGES.emptyCredentials, tone: 'error' });
      return;
    }
    setSubmitting(true);
    try {
      signedIn(await signIn({ email, password }), MESSAGES.signinSuccess);
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      const refusedByOneSessionRule = error instanceof ApiRequestError && error.status === 409;
      notify({
        title: signInFailureMessage(error),
        tone: 'error',
        // The password was right: offer to end the other session (the server holds the grant).
        action: refusedByOneSessionRule
          ? { label: TAKEOVER_MESSAGES.signOutOtherDevice, run: () => void takeOver() }
          : undefined,
      });
      setSubmitting(false);
    }
  }

  return (
    <main className="auth" id="main">
      <form className="auth__card" onSubmit={handleSubmit} noValidate aria-labelledby="signin-heading">
        <img className="auth__logo" src={logoUrl} alt="StudyHub logo" width={64} height={64} />
        <h1 id="signin-heading" className="auth__heading">
          {MESSAGES.signinHeading}
        </h1>
        <p className="auth__tagline">{MESSAGES.signinTagline}</p>

        <label className="visually-hidden" htmlFor="signin-email">
          Email
        </label>
        <input
          id="signin-email"
          className={`text-input${errors.email ? ' text-input--error' : ''}`}
          type="email"
          name="email"
          autoComplete="username"
          required
          aria-invalid={errors.email}
          placeholder={errors.email ? MESSAGES.emailPlaceholderError : MESSAGES.emailPlaceholder}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setErrors((current) => ({ ...current, email: false }));
          }}
        />

        <label className="visually-hidden" htmlFor="signin-password">
          Password
        </label>
        <PasswordInput
          id="signin-password"
          className={`text-input${errors.password ? ' text-input--error' : ''}`}
          name="password"
          autoComplete="current-password"
          required
          aria-invalid={errors.password}
          placeholder={errors.password ? MESSAGES.passwordPlaceholderError : 'Password'}
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setErrors((current) => ({ ...current, password: false }));
          }}
        />

        <button type="submit" className="button button--primary auth__submit" disabled={submitting}>
          Login
        </button>
        <p className="auth__switch">
          <SignedOutLink to="/forgot-password">Forgot password?</SignedOutLink>
        </p>
        <p className="auth__switch">
          New here? <SignedOutLink to="/signup">Create an account</SignedOutLink>
        </p>
      </form>
    </main>
  );
}
