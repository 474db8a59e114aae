import { useEffect, useState } from 'react';
import { MESSAGES, welcomeText } from '#shared/messages.js';
import { useNotify } from '#web/ui/notice.js';
import { SignedOutLink } from '#web/lib/signed-out-navigation.js';
import logoUrl from '#web/ui/logo.svg';
import { fetchProviders } from './auth-api.js';
import { EmailSignUpForm } from './EmailSignUpForm.js';
import { GoogleIcon } from './GoogleIcon.js';
import { signInWithGooglePopup } from './google-popup.js';
import { refreshSession } from './session-store.js';
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
      notify({ title: MESSAGES.alreadyLoggedIn, tone: 'error' });
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
