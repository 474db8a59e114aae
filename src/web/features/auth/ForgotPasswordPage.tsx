import { useEffect, useState, type FormEvent } from 'react';
import { forgotPasswordRequestSchema } from '#shared/api/account.js';
import { ApiRequestError } from '#web/lib/api/client.js';
import { localizeServerMessage, usePartT } from '#web/lib/i18n/i18n.js';
import '#web/lib/zod-without-eval.js';
import { AuthStatus } from './AuthStatus.js';
import { fetchEmailDelivery, requestPasswordReset } from './recovery-api.js';
import { RecoveryCard, RecoveryForm, useRecoveryField } from './RecoveryForm.js';

/** 'Forgot password?': one neutral answer whether or not the address has an account. */
export default function ForgotPasswordPage() {
  const email = useRecoveryField('forgot-email');
  const [answer, setAnswer] = useState<string | null>(null);
  const [mailAvailable, setMailAvailable] = useState<boolean | null>(null);
  const t = usePartT('account');

  useEffect(() => {
    fetchEmailDelivery()
      .then(setMailAvailable)
      .catch(() => setMailAvailable(true)); // the request itself will say if it cannot send
  }, []);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = forgotPasswordRequestSchema.safeParse({ email: email.value });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]?.message;
      email.refuse(issue ? localizeServerMessage(issue, t) : t('server.enterEmail'));
      return;
    }
    await email.submit(
      async () => setAnswer(localizeServerMessage(await requestPasswordReset(parsed.data), t)),
      (failure) =>
        email.setError(
          failure instanceof ApiRequestError ? localizeServerMessage(failure.message, t) : t('account.failed'),
        ),
    );
  }

  return (
    <RecoveryCard>
      {mailAvailable === false ? (
        <AuthStatus failed>{t('serverAccount.mailUnavailable')}</AuthStatus>
      ) : answer ? (
        <AuthStatus>{answer}</AuthStatus>
      ) : (
        <RecoveryForm
          label={t('recovery.forgotLabel')}
          text={t('recovery.forgotText')}
          field={email}
          fieldLabel={t('account.email')}
          submitLabel={t('recovery.sendLink')}
          onSubmit={handleSubmit}
        >
          {(control) => <input {...control} type="email" name="email" autoComplete="email" />}
        </RecoveryForm>
      )}
    </RecoveryCard>
  );
}
