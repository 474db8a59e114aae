import { useEffect, useRef, useState } from 'react';
import { useT } from '#web/lib/i18n/i18n.js';
import { useNotify } from '#web/ui/Dialog.js';
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
  const t = useT();
  // The answer is awaited on a tap, never read as 'off' while it is on its way: a tap right after
  // the page hydrates must open Google, not say that Google is not configured.
  const googleEnabled = useRef<Promise<boolean> | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    googleEnabled.current = fetchProviders().then(
      (providers) => providers.google,
      () => false,
    );
  }, []);

  /** Spends the grant the refused Google sign-in left, ending the other session and signing in here. */
  async function takeOver() {
    try {
      const user = await signOutOtherDevice();
      notify({
        title: t('takeover.otherDeviceSignedOut'),
        message: t('spec.welcome', { name: user.displayName }),
        tone: 'success',
      });
      setSessionUser(user);
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      notify({ title: t('spec.signupFailedTitle'), message: t('spec.signupFailedText'), tone: 'error' });
    }
  }

  async function handleGoogle() {
    if (!(await googleEnabled.current)) {
      notify({
        title: t('signup.googleOffTitle'),
        message: t('signup.googleOffText'),
        tone: 'info',
      });
      return;
    }
    setBusy(true);
    const result = await signInWithGooglePopup();
    setBusy(false);
    if (result.status === 'success') {
      notify({
        title: t('spec.signupSuccessTitle'),
        message: t('spec.welcome', { name: result.user.displayName }),
        tone: 'success',
      });
      await refreshSession();
    } else if (result.status === 'already_active') {
      notify({
        title: t('spec.alreadyLoggedIn'),
        tone: 'error',
        action: { label: t('takeover.signOutOtherDevice'), run: () => void takeOver() },
      });
    } else {
      console.error('Google sign-up failed:', result.reason);
      notify({ title: t('spec.signupFailedTitle'), message: t('spec.signupFailedText'), tone: 'error' });
    }
  }

  return (
    <main className="auth" id="main">
      <section className="auth__card auth__card--wide" aria-labelledby="signup-heading">
        <img className="auth__logo" src={logoUrl} alt={t('signin.logoAlt')} width={64} height={64} />
        <h1 id="signup-heading" className="auth__heading">
          {t('spec.signupHeading')}
        </h1>
        <button
          type="button"
          className="button button--google"
          onClick={() => void handleGoogle()}
          disabled={busy}
          aria-busy={busy}
        >
          <GoogleIcon />
          {t('spec.signupWithGoogle')}
        </button>
        <p className="auth__hint">{t('signup.googleHint')}</p>
        <EmailSignUpForm />
        <p className="auth__switch">
          {t('signup.haveAccount')} <SignedOutLink to="/signin">{t('signup.loginLink')}</SignedOutLink>
        </p>
      </section>
    </main>
  );
}
