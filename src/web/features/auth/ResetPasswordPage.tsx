import { useEffect, useState, type FormEvent } from 'react';
import { resetPasswordRequestSchema } from '#shared/api/account.js';
import { ApiRequestError } from '#web/lib/api/client.js';
import { localizeServerMessage, usePartT, type Translate } from '#web/lib/i18n/i18n.js';
import '#web/lib/zod-without-eval.js';
import { navigate, SignedOutLink } from '#web/lib/signed-out-navigation.js';
import { useNotify } from '#web/ui/Dialog.js';
import { PasswordInput } from '#web/ui/PasswordInput.js';
import { AuthStatus } from './AuthStatus.js';
import { useLinkToken } from './link-token.js';
import { checkResetLink, resetPassword } from './recovery-api.js';
import { RecoveryCard, RecoveryForm, useRecoveryField } from './RecoveryForm.js';
import { currentSession, setSessionUser } from './session-store.js';

type LinkState = { kind: 'checking' } | { kind: 'valid' } | { kind: 'broken'; message: string };

const brokenMessage = (error: unknown, t: Translate) =>
  error instanceof ApiRequestError ? localizeServerMessage(error.message, t) : t('server.network');

/** The e-mailed link's page: checks the link first, then takes a new password under the usual policy. */
export default function ResetPasswordPage() {
  const token = useLinkToken();
  const [link, setLink] = useState<LinkState>({ kind: 'checking' });
  const password = useRecoveryField('reset-password');
  const notify = useNotify();
  const t = usePartT('account');

  useEffect(() => {
    checkResetLink(token)
      .then(() => setLink({ kind: 'valid' }))
      .catch((failure: unknown) => setLink({ kind: 'broken', message: brokenMessage(failure, t) }));
    // The link is checked once per token; a language switch keeps its answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = resetPasswordRequestSchema.safeParse({ token, password: password.value });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]?.message;
      password.refuse(issue ? localizeServerMessage(issue, t) : t('server.choosePassword'));
      return;
    }
    await password.submit(
      async () => {
        const message = await resetPassword(parsed.data);
        notify({ title: t('recovery.passwordChanged'), message: localizeServerMessage(message, t), tone: 'success' });
        // Every session of the account ended, this browser's too if it had one: as at Logout, the
        // address changes before the signed-in app lets go, so its router never runs /signin.
        if (currentSession().status === 'signed-in') {
          window.history.replaceState(null, '', '/signin');
          setSessionUser(null);
        } else navigate('/signin', { replace: true });
      },
      (failure) => {
        if (failure instanceof ApiRequestError && failure.code === 'weak_password') {
          password.refuse(localizeServerMessage(failure.message, t));
        } else {
          setLink({ kind: 'broken', message: brokenMessage(failure, t) });
        }
      },
    );
  }

  return (
    <RecoveryCard>
      {link.kind === 'checking' ? (
        <p className="auth__text" role="status">
          {t('recovery.checking')}
        </p>
      ) : link.kind === 'broken' ? (
        <>
          <AuthStatus failed>{link.message}</AuthStatus>
          <SignedOutLink className="button button--primary" to="/forgot-password">
            {t('recovery.askNew')}
          </SignedOutLink>
        </>
      ) : (
        <RecoveryForm
          label={t('recovery.newPasswordForm')}
          text={t('recovery.signsOut')}
          field={password}
          fieldLabel={t('account.newPassword')}
          submitLabel={t('recovery.save')}
          onSubmit={handleSubmit}
        >
          {(control) => <PasswordInput {...control} name="password" autoComplete="new-password" />}
        </RecoveryForm>
      )}
    </RecoveryCard>
  );
}
