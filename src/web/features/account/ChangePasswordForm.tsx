import { useState, type FormEvent } from 'react';
import { changePasswordRequestSchema } from '#shared/api/account.js';
import { localizeServerMessage, usePartT } from '#web/lib/i18n/i18n.js';
import { PasswordInput } from '#web/ui/PasswordInput.js';
import { changePassword } from './account-api.js';
import { ActionMessage, useAccountAction } from './use-account-action.js';
import { Form } from '#web/ui/Form.js';

/** Change password: the current one is required; the new one follows the sign-up policy. */
export function ChangePasswordForm() {
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const action = useAccountAction();
  const t = usePartT('account');

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = changePasswordRequestSchema.safeParse({ currentPassword, newPassword });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]?.message;
      action.fail(issue ? localizeServerMessage(issue, t) : t('serverAccount.enterPassword'));
      return;
    }
    if (await action.run(() => changePassword(parsed.data))) {
      setCurrentPassword('');
      setNewPassword('');
    }
  }

  return (
    <Form className="account__form" onSubmit={handleSubmit} noValidate aria-labelledby="password-heading">
      <h2 id="password-heading">{t('account.changePassword')}</h2>
      <label htmlFor="current-password">{t('account.currentPassword')}</label>
      <PasswordInput
        id="current-password"
        className="text-input"
        autoComplete="current-password"
        value={currentPassword}
        onChange={(event) => setCurrentPassword(event.target.value)}
      />
      <label htmlFor="new-password">{t('account.newPassword')}</label>
      <PasswordInput
        id="new-password"
        className="text-input"
        autoComplete="new-password"
        value={newPassword}
        onChange={(event) => setNewPassword(event.target.value)}
      />
      <button type="submit" className="button button--primary" disabled={action.state.kind === 'busy'}>
        {t('account.changePassword')}
      </button>
      <ActionMessage state={action.state} />
    </Form>
  );
}
