import { Fragment, lazy } from 'react';
import { AfterFirstPage } from '#web/ui/AfterFirstPage.js';
import type { AccountProfile } from '#shared/api/account-messages.js';
import { useAccount } from '#web/lib/api/account.js';
import { usePartT } from '#web/lib/i18n/i18n.js';
import { usePageTitle } from '#web/lib/page-context.js';
import { ContentState } from '#web/ui/ContentState.js';
import '#web/ui/text-input.css';
import { resendVerification, sendPasswordLink } from './account-api.js';
import { DataDownloads } from './DataDownloads.js';
import { ChangePasswordForm } from './ChangePasswordForm.js';
import { DeleteAccountForm } from './DeleteAccountForm.js';
import { NotificationTopicsSection } from './NotificationTopicsForm.js';
import { ReminderSection } from './ReminderForm.js';
import { SuggestionsSection } from './SuggestionsSection.js';
import { ActionMessage, useAccountAction } from './use-account-action.js';
import './account.css';

// 'Save everything for offline' and its size: asked of the service worker after the page shows
// (neither is in the server's HTML: their code arrives after the first page).
const SaveForOffline = lazy(() => import('#web/ui/SaveForOffline.js'));
// 'Reset all progress' is a rare action: its code arrives after the page.
const ResetProgress = lazy(() =>
  import('#web/ui/ResetProgress.js').then((module) => ({ default: module.ResetProgress })),
);

/**
 * An e-mail address that wraps only before an '@' or a '.', never inside a word (nor after a
 * hyphen, which would read as hyphenation: each piece is kept on one line); a piece still
 * wider than the line ends in an ellipsis, with the whole address in its title (account.css).
 */
function EmailAddress({ email }: { email: string }) {
  return (
    <span className="account__email" title={email}>
      {email.split(/(?=[@.])/).map((piece, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          <span>{piece}</span>
        </Fragment>
      ))}
    </span>
  );
}

/** /account: who you are, your password, your data, and leaving. */
export default function AccountPage() {
  const title = usePageTitle();
  const account = useAccount();
  return (
    <main id="main" className="page account">
      <h1 className="page-title">{title}</h1>
      <ContentState query={account}>{(profile) => <AccountDetails profile={profile} />}</ContentState>
    </main>
  );
}

function OfflineHeading() {
  const t = usePartT('account');
  return (
    <>
      <h2 id="offline-heading">{t('saveOffline.heading')}</h2>
      <p>{t('saveOffline.intro')}</p>
    </>
  );
}

function AccountDetails({ profile }: { profile: AccountProfile }) {
  const verification = useAccountAction();
  const passwordLink = useAccountAction();
  const t = usePartT('account');
  const signInMethods = profile.hasPassword
    ? t(profile.google ? 'account.withPasswordAndGoogle' : 'account.withPassword')
    : 'Google';
  return (
    <>
      <section className="account__section" aria-labelledby="profile-heading">
        <h2 id="profile-heading">{t('account.profile')}</h2>
        <dl className="account__facts">
          <dt>{t('account.name')}</dt>
          <dd>{profile.name}</dd>
          <dt>{t('account.email')}</dt>
          <dd>
            <EmailAddress email={profile.email} />{' '}
            <span className={`account__badge${profile.emailVerified ? ' account__badge--ok' : ''}`}>
              {t(profile.emailVerified ? 'account.verified' : 'account.notVerified')}
            </span>
          </dd>
          <dt>{t('account.signsInWith')}</dt>
          <dd>{signInMethods}</dd>
        </dl>
        {!profile.emailVerified ? (
          profile.mailAvailable ? (
            <>
              <button
                type="button"
                className="button button--secondary"
                disabled={verification.state.kind === 'busy'}
                onClick={() => void verification.run(resendVerification)}
              >
                {t('account.resendVerification')}
              </button>
              <ActionMessage state={verification.state} />
            </>
          ) : (
            <p>{t('account.cannotSendMail')}</p>
          )
        ) : null}
      </section>

      <section className="account__section">
        {profile.hasPassword ? (
          <ChangePasswordForm />
        ) : (
          <div className="account__form">
            <h2>{t('account.password')}</h2>
            <p>{t('account.noPassword')}</p>
            <button
              type="button"
              className="button button--secondary"
              disabled={!profile.mailAvailable || passwordLink.state.kind === 'busy'}
              onClick={() => void passwordLink.run(() => sendPasswordLink(profile.email))}
            >
              {t('account.sendPasswordLink')}
            </button>
            <ActionMessage state={passwordLink.state} />
          </div>
        )}
      </section>

      <SuggestionsSection />

      <ReminderSection />

      <NotificationTopicsSection />

      <section className="account__section" aria-labelledby="data-heading">
        <h2 id="data-heading">{t('account.downloadHeading')}</h2>
        <p>{t('account.downloadText')}</p>
        <DataDownloads />
      </section>

      <section className="account__section" aria-labelledby="offline-heading">
        <AfterFirstPage>
          <OfflineHeading />
          <SaveForOffline />
        </AfterFirstPage>
      </section>

      <section className="account__section" aria-labelledby="reset-heading">
        <h2 id="reset-heading">{t('account.resetHeading')}</h2>
        <p>{t('account.resetText')}</p>
        <AfterFirstPage>
          <ResetProgress />
        </AfterFirstPage>
      </section>

      <section className="account__section">
        <DeleteAccountForm profile={profile} />
      </section>
    </>
  );
}
