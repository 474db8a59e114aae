import { Link } from 'react-router';
import { MESSAGES } from '../../../shared/messages.js';
import { useNotify } from '../../app/notice.js';
import { useDocumentTitle } from '../../app/use-document-title.js';
import logoUrl from '../../ui/logo.svg';
import { GoogleIcon } from './GoogleIcon.js';
import './auth.css';

export default function SignUpPage() {
  useDocumentTitle('Sign up');
  const notify = useNotify();

  return (
    <main className="auth" id="main">
      <section className="auth__card" aria-labelledby="signup-heading">
        <img className="auth__logo" src={logoUrl} alt="StudyHub logo" width={64} height={64} />
        <h1 id="signup-heading" className="auth__heading">
          {MESSAGES.signupHeading}
        </h1>
        <button
          type="button"
          className="button button--google"
          onClick={() =>
            notify({
              title: 'Google sign-up is not configured on this server',
              message: 'Ask the site administrator for an account, then sign in on the Login page.',
              tone: 'info',
            })
          }
        >
          <GoogleIcon />
          {MESSAGES.signupWithGoogle}
        </button>
        <p className="auth__switch">
          Already have an account? <Link to="/signin">Login</Link>
        </p>
      </section>
    </main>
  );
}
