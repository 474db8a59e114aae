import { useEffect, useState, type FormEvent } from 'react';
import { forgotPasswordRequestSchema } from '#shared/api/account.js';
import { ApiRequestError } from '#web/lib/api/client.js';
import { localizeServerMessage, usePartT } from '#web/lib/i18n/i18n.js';
import '#web/lib/zod-without-eval.js';
import { SignedOutLink } from '#web/lib/signed-out-navigation.js';
import { FormField } from '#web/ui/FormField.js';
import { AuthCard } from './AuthCard.js';
import { AuthStatus } from './AuthStatus.js';
import { fetchEmailDelivery, requestPasswordReset } from './recovery-api.js';
import { Form } from '#web/ui/Form.js';

/** 'Forgot password?': one neutral answer whether or not the address has an account. */
export default function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<string | null>(null);
  const [mailAvailable, setMailAvailable] = useState<boolean | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const t = usePartT('account');

  useEffect(() => {
    fetchEmailDelivery()
      .then(setMailAvailable)
      .catch(() => setMailAvailable(true)); // the request itself will say if it cannot send
  }, []);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = forgotPasswordRequestSchema.safeParse({ email });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]?.message;
      setError(issue ? localizeServerMessage(issue, t) : t('server.enterEmail'));
      document.getElementById('forgot-email')?.focus();
      return;
    }
    setSubmitting(true);
    try {
      setAnswer(localizeServerMessage(await requestPasswordReset(parsed.data), t));
    } catch (failure) {
      setError(failure instanceof ApiRequestError ? localizeServerMessage(failure.message, t) : t('account.failed'));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <AuthCard>
      {mailAvailable === false ? (
        <AuthStatus failed>{t('serverAccount.mailUnavailable')}</AuthStatus>
      ) : answer ? (
        <AuthStatus>{answer}</AuthStatus>
      ) : (
        <Form className="signup-form" onSubmit={handleSubmit} noValidate aria-label={t('recovery.forgotLabel')}>
          <p className="auth__text">{t('recovery.forgotText')}</p>
          <FormField id="forgot-email" label={t('account.email')} error={error}>
            {(control) => (
              <input
                {...control}
                required
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
            {t('recovery.sendLink')}
          </button>
        </Form>
      )}
      <p className="auth__switch">
        <SignedOutLink to="/signin">{t('recovery.backToLogin')}</SignedOutLink>
      </p>
    </AuthCard>
  );
}
