import { useEffect, useState, type FormEvent } from 'react';
import { resetPasswordRequestSchema } from '#shared/api/account.js';
import { ApiRequestError } from '#web/lib/api/client.js';
import '#web/lib/zod-without-eval.js';
import { navigate, SignedOutLink } from '#web/lib/signed-out-navigation.js';
import { useNotify } from '#web/ui/notice.js';
import { PasswordInput } from '#web/ui/PasswordInput.js';
import { AuthCard } from './AuthCard.js';
import { AuthStatus, FormField } from './FormField.js';
import { useLinkToken } from './link-token.js';
import { checkResetLink, resetPassword } from './recovery-api.js';
import { currentSession, setSessionUser } from './session-store.js';

type LinkState = { kind: 'checking' } | { kind: 'valid' } | { kind: 'broken'; message: string };

const brokenMessage = (error: unknown) =>
  error instanceof ApiRequestError ? error.message : 'Cannot reach the server. Check your connection and try again.';

/** The e-mailed link's page: checks the link first, then takes a new password under the usual policy. */
export default function ResetPasswordPage() {
  const token = useLinkToken();
  const [link, setLink] = useState<LinkState>({ kind: 'checking' });
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const notify = useNotify();

  useEffect(() => {
    checkResetLink(token)
      .then(() => setLink({ kind: 'valid' }))
      .catch((failure: unknown) => setLink({ kind: 'broken', message: brokenMessage(failure) }));
  }, [token]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = resetPasswordRequestSchema.safeParse({ token, password });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Choose a password.');
      document.getElementById('reset-password')?.focus();
      return;
    }
    setSubmitting(true);
    try {
      const message = await resetPassword(parsed.data);
      notify({ title: 'Password changed', message, tone: 'success' });
      // Every session of the account ended, this browser's too if it had one: as at Logout, the
      // address changes before the signed-in app lets go, so its router never runs /signin.
      if (currentSession().status === 'signed-in') {
        window.history.replaceState(null, '', '/signin');
        setSessionUser(null);
      } else navigate('/signin', { replace: true });
    } catch (failure) {
      setSubmitting(false);
      if (failure instanceof ApiRequestError && failure.code === 'weak_password') {
        setError(failure.message);
        document.getElementById('reset-password')?.focus();
      } else {
        setLink({ kind: 'broken', message: brokenMessage(failure) });
      }
    }
  }

  return (
    <AuthCard>
      {link.kind === 'checking' ? (
        <p className="auth__text" role="status">
          Checking your link...
        </p>
      ) : link.kind === 'broken' ? (
        <>
          <AuthStatus failed>{link.message}</AuthStatus>
          <SignedOutLink className="button button--primary" to="/forgot-password">
            Ask for a new link
          </SignedOutLink>
        </>
      ) : (
        <form className="signup-form" onSubmit={handleSubmit} noValidate aria-label="New password">
          <p className="auth__text">Choosing a new password signs your account out on every device.</p>
          <FormField id="reset-password" label="New password (at least 8 characters)" error={error}>
            {(control) => (
              <PasswordInput
                {...control}
                name="password"
                autoComplete="new-password"
                value={password}
                onChange={(event) => {
                  setPassword(event.target.value);
                  setError(null);
                }}
              />
            )}
          </FormField>
          <button type="submit" className="button button--primary" disabled={submitting}>
            Save new password
          </button>
        </form>
      )}
      <p className="auth__switch">
        <SignedOutLink to="/signin">Back to Login</SignedOutLink>
      </p>
    </AuthCard>
  );
}
