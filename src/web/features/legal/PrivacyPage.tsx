import { Link } from 'react-router';
import { contactSchema } from '#shared/content/contact.js';
import { useContent } from '#web/lib/api/content.js';
import { usePartT } from '#web/lib/i18n/i18n.js';
import { LegalPage } from './LegalPage.js';

/** How to reach us by e-mail: the address maintainers set in the site settings, once there is one. */
function EmailContact() {
  const { data } = useContent('contact', contactSchema);
  const t = usePartT('legal');
  if (data?.email) {
    return (
      <p>
        {t('privacy.writeBefore')}
        <a href={`mailto:${data.email}`}>{data.email}</a>
        {t('privacy.writeAfter')}
      </p>
    );
  }
  return (
    <p>
      {t('privacy.publishedBefore')}
      <Link to="/contact">{t('page./contact')}</Link>
      {t('privacy.publishedMiddle')}
      <Link to="/issue">{t('page./issue')}</Link>
      {t('privacy.publishedAfter')}
    </p>
  );
}

/**
 * The spec's privacy policy, dated 10 Jan 2025. Its statements are kept as they stand, although
 * the portal asks visitors to sign in (the spec keeps both; see docs/decisions.md).
 */
export default function PrivacyPage() {
  const t = usePartT('legal');
  return (
    <LegalPage
      dateLine={
        <>
          {t('privacy.updated')} <time dateTime="2025-01-10">{t('privacy.date')}</time>
        </>
      }
      intro={t('privacy.intro')}
      sections={[
        { heading: t('privacy.personalData'), body: <p>{t('privacy.personalDataText')}</p> },
        { heading: t('privacy.accounts'), body: <p>{t('privacy.accountsText')}</p> },
        { heading: t('privacy.cookies'), body: <p>{t('privacy.cookiesText')}</p> },
        { heading: t('privacy.thirdParty'), body: <p>{t('privacy.thirdPartyText')}</p> },
        {
          heading: t('privacy.contact'),
          body: (
            <>
              <p>{t('privacy.contactText')}</p>
              <EmailContact />
            </>
          ),
        },
      ]}
    />
  );
}
