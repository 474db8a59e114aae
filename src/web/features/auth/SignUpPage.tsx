import { useEffect, useState } from 'react';
import { MESSAGES, TAKEOVER_MESSAGES, welcomeText } from '#shared/messages.js';
import { useNotify } from '#web/ui/notice.js';
import { SignedOutLink } from '#web/lib/signed-out-navigation.js';
import logoUrl from '#web/ui/logo.svg';
import { fetchProviders, signOutOtherDevice } from './auth-api.js';
import { EmailSignUpForm } from './EmailSignUpForm.js';
import { GoogleIcon } from './GoogleIcon.js';
import { signInWithGooglePopup } from './google-popup.js';
import { refreshSession, setSessionUser } from './session-store.js';
import '#web/ui/text-input.css';
import './auth.css';

export default function SignUpPage() {
  const notify = useNotify();
  const [googleEnabled, setGoogleEnabled] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    fetchProviders()
      .then((providers) => setGoogleEnabled(providers.google))
      .catch(() => setGoogleEnabled(false));
  }, []);

  /** Spends the grant the refused Google sign-in left, ending the other session and signing in here. */
  async function takeOver() {
    try {
      const user = await signOutOtherDevice();
      notify({
        title: TAKEOVER_MESSAGES.otherDeviceSignedOut,
        message: welcomeText(user.displayName),
        tone: 'success',
      });
      setSessionUser(user);
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      notify({ title: MESSAGES.signupFailedTitle, message: MESSAGES.signupFailedText, tone: 'error' });
    }
  }

  async function handleGoogle() {
    if (!googleEnabled) {
      notify({
        title: 'Google sign-up is not configured on this server',
        message: 'Use the e-mail sign-up form below instead; it works the same way.',
        tone: 'info',
      });
      return;
    }
    setBusy(true);
    const result = await signInWithGooglePopup();
    setBusy(false);
    if (result.status === 'success') {
      notify({ title: MESSAGES.signupSuccessTitle, message: welcomeText(result.user.displayName), tone: 'success' });
      await refreshSession();
    } else if (result.status === 'already_active') {
      notify({
        title: MESSAGES.alreadyLoggedIn,
        tone: 'error',
        action: { label: TAKEOVER_MESSAGES.signOutOtherDevice, run: () => void takeOver() },
      });
    } else {
      console.error('Google sign-up failed:', result.reason);
      notify({ title: MESSAGES.signupFailedTitle, message: MESSAGES.signupFailedText, tone: 'error' });
    }
  }

  return (
    <main className="auth" id="main">
      <section className="auth__card auth__card--wide" aria-labelledby="signup-heading">
        <img className="auth__logo" src={logoUrl} alt="StudyHub logo" width={64} height={64} />
        <h1 id="signup-heading" className="auth__heading">
          {MESSAGES.signupHeading}
        </h1>
        <button
          type="button"
          className="button button--google"
          onClick={() => void handleGoogle()}
          disabled={busy}
          aria-busy={busy}
        >
          <GoogleIcon />
          {MESSAGES.signupWithGoogle}
        </button>
        <p className="auth__hint">Already signed up with Google? Use the same button to sign in to your account.</p>
        <EmailSignUpForm />
        <p className="auth__switch">
          Already have an account? <SignedOutLink to="/signin">Login</SignedOutLink>
        </p>
      </section>
    </main>
  );
}
