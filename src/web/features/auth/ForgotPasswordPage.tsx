import { useEffect, useState, type FormEvent } from 'react';
import { forgotPasswordRequestSchema } from '#shared/api/account.js';
import { ACCOUNT_MESSAGES } from '#shared/api/account-messages.js';
import { ApiRequestError } from '#web/lib/api/client.js';
import '#web/lib/zod-without-eval.js';
import { SignedOutLink } from '#web/lib/signed-out-navigation.js';
import { AuthCard } from './AuthCard.js';
import { AuthStatus, FormField } from './FormField.js';
import { fetchEmailDelivery, requestPasswordReset } from './recovery-api.js';

/** 'Forgot password?': one neutral answer whether or not the address has an account. */
export default function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<string | null>(null);
  const [mailAvailable, setMailAvailable] = useState<boolean | null>(null);
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    fetchEmailDelivery()
      .then(setMailAvailable)
      .catch(() => setMailAvailable(true)); // the request itself will say if it cannot send
  }, []);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = forgotPasswordRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Enter your e-mail address.');
      document.getElementById('forgot-email')?.focus();
      return;
    }
    setSubmitting(true);
    try {
      setAnswer(await requestPasswordReset(parsed.data));
    } catch (failure) {
      setError(failure instanceof ApiRequestError ? failure.message : 'Something went wrong. Try again!');
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <AuthCard>
      {mailAvailable === false ? (
        <AuthStatus failed>{ACCOUNT_MESSAGES.mailUnavailable}</AuthStatus>
      ) : answer ? (
        <AuthStatus>{answer}</AuthStatus>
      ) : (
        <form className="signup-form" onSubmit={handleSubmit} noValidate aria-label="Ask for a reset link">
          <p className="auth__text">
            Enter the e-mail address of your account and we will send you a link to choose a new password.
          </p>
          <FormField id="forgot-email" label="E-mail" error={error}>
            {(control) => (
              <input
                {...control}
                type="email"
                name="email"
                autoComplete="email"
                value={email}
                onChange={(event) => {
                  setEmail(event.target.value);
                  setError(null);
                }}
              />
            )}
          </FormField>
          <button type="submit" className="button button--primary" disabled={submitting}>
            Send reset link
          </button>
        </form>
      )}
      <p className="auth__switch">
        <SignedOutLink to="/signin">Back to Login</SignedOutLink>
      </p>
    </AuthCard>
  );
}
