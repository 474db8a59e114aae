import { useState, type FormEvent } from 'react';
import type { AccountProfile } from '#shared/api/account-messages.js';
import { announceSessionEnded } from '#web/lib/api/client.js';
import { localizeServerMessage, usePartT } from '#web/lib/i18n/i18n.js';
import { useNotify } from '#web/ui/Dialog.js';
import { PasswordInput } from '#web/ui/PasswordInput.js';
import { deleteAccount } from './account-api.js';
import { DataDownloads } from './DataDownloads.js';
import { ActionMessage, useAccountAction } from './use-account-action.js';
import { Form } from '#web/ui/Form.js';

/**
 * Delete my account: the password again (an account without one types its e-mail address), with
 * the export offered first. The server deletes everything keyed to the account at once; reports
 * filed stay, detached.
 */
export function DeleteAccountForm({ profile }: { profile: AccountProfile }) {
  const [proof, setProof] = useState('');
  const action = useAccountAction();
  const notify = useNotify();
  const t = usePartT('account');
  const id = 'delete-confirmation';

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!proof) {
      action.fail(t(profile.hasPassword ? 'serverAccount.enterPassword' : 'account.enterEmail'));
      document.getElementById(id)?.focus();
      return;
    }
    let message = '';
    const deleted = await action.run(async () => {
      message = await deleteAccount(profile.hasPassword ? { password: proof } : { email: proof });
      return message;
    });
    if (!deleted) return;
    notify({ title: t('account.deleted'), message: localizeServerMessage(message, t), tone: 'success' });
    // Its session went with it. As at Logout, the address changes before the signed-in app lets go.
    window.history.replaceState(null, '', '/signin');
    announceSessionEnded();
  }

  return (
    <Form
      className="account__form account__form--danger"
      onSubmit={handleSubmit}
      noValidate
      aria-labelledby="delete-heading"
    >
      <h2 id="delete-heading">{t('account.deleteHeading')}</h2>
      <p>{t('account.deleteText')}</p>
      {/* What goes cannot come back: the copy is offered here, before the password, not only higher up. */}
      <p id="delete-keep-copy">{t('account.deleteKeepCopy')}</p>
      <DataDownloads labelledBy="delete-keep-copy" />
      <label htmlFor={id}>{t(profile.hasPassword ? 'account.yourPassword' : 'account.yourEmail')}</label>
      {profile.hasPassword ? (
        <PasswordInput
          id={id}
          className="text-input"
          autoComplete="current-password"
          value={proof}
          onChange={(event) => setProof(event.target.value)}
        />
      ) : (
        <input
          id={id}
          className="text-input"
          type="email"
          autoComplete="email"
          value={proof}
          onChange={(event) => setProof(event.target.value)}
        />
      )}
      <button type="submit" className="button button--danger" disabled={action.state.kind === 'busy'}>
        {t('account.deleteButton')}
      </button>
      <ActionMessage state={action.state} />
    </Form>
  );
}
