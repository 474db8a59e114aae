import { lazy, Suspense } from 'react';
import type { AccountProfile } from '#shared/api/account-messages.js';
import { useAccount } from '#web/lib/api/account.js';
import { usePageTitle } from '#web/lib/page-context.js';
import { ContentState } from '#web/ui/ContentState.js';
import '#web/ui/text-input.css';
import { ACCOUNT_EXPORT_URL, resendVerification, sendPasswordLink } from './account-api.js';
import { ChangePasswordForm } from './ChangePasswordForm.js';
import { DeleteAccountForm } from './DeleteAccountForm.js';
import { ReminderSection } from './ReminderForm.js';
import { SuggestionsSection } from './SuggestionsSection.js';
import { ActionMessage, useAccountAction } from './use-account-action.js';
import './account.css';

// 'Reset all progress' is a rare action: its code arrives after the page.
const ResetProgress = lazy(() =>
  import('#web/ui/ResetProgress.js').then((module) => ({ default: module.ResetProgress })),
);

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

function AccountDetails({ profile }: { profile: AccountProfile }) {
  const verification = useAccountAction();
  const passwordLink = useAccountAction();
  return (
    <>
      <section className="account__section" aria-labelledby="profile-heading">
        <h2 id="profile-heading">Profile</h2>
        <dl className="account__facts">
          <dt>Name</dt>
          <dd>{profile.name}</dd>
          <dt>E-mail</dt>
          <dd>
            {profile.email}{' '}
            <span className={`account__badge${profile.emailVerified ? ' account__badge--ok' : ''}`}>
              {profile.emailVerified ? 'Verified' : 'Not verified'}
            </span>
          </dd>
          <dt>Signs in with</dt>
          <dd>{[profile.hasPassword && 'password', profile.google && 'Google'].filter(Boolean).join(' and ')}</dd>
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
                Resend verification e-mail
              </button>
              <ActionMessage state={verification.state} />
            </>
          ) : (
            <p>This server cannot send e-mail at the moment, so your address cannot be confirmed yet.</p>
          )
        ) : null}
      </section>

      <section className="account__section">
        {profile.hasPassword ? (
          <ChangePasswordForm />
        ) : (
          <div className="account__form">
            <h2>Password</h2>
            <p>Your account signs in with Google and has no password. We can e-mail you a link to set one.</p>
            <button
              type="button"
              className="button button--secondary"
              disabled={!profile.mailAvailable || passwordLink.state.kind === 'busy'}
              onClick={() => void passwordLink.run(() => sendPasswordLink(profile.email))}
            >
              E-mail me a link to set a password
            </button>
            <ActionMessage state={passwordLink.state} />
          </div>
        )}
      </section>

      <SuggestionsSection />

      <ReminderSection />

      <section className="account__section" aria-labelledby="data-heading">
        <h2 id="data-heading">Download my data</h2>
        <p>
          Your profile, progress, saved items, notes, suggested listings, reports and the notification subscriptions of
          your browsers (where and since when, never their keys): the complete JSON file, or a Markdown file of your
          progress, saved items and notes that is easy to read.
        </p>
        <div className="account__downloads">
          <a className="button button--secondary" href={ACCOUNT_EXPORT_URL} download>
            Download my data
          </a>
          <a className="button button--secondary" href={`${ACCOUNT_EXPORT_URL}?format=markdown`} download>
            Download as Markdown
          </a>
        </div>
      </section>

      <section className="account__section" aria-labelledby="reset-heading">
        <h2 id="reset-heading">Reset progress</h2>
        <p>Start again: clear every link you marked done. Saved items and notes stay.</p>
        <Suspense fallback={null}>
          <ResetProgress />
        </Suspense>
      </section>

      <section className="account__section">
        <DeleteAccountForm profile={profile} />
      </section>
    </>
  );
}
