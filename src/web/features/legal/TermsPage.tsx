import { Link } from 'react-router';
import { SITE_NAME } from '#web/lib/document-title.js';
import { usePartT } from '#web/lib/i18n/i18n.js';
import { LegalPage } from './LegalPage.js';

/** Terms of use of a free resource portal, in our own words (the spec gives none). */
export default function TermsPage() {
  const t = usePartT('legal');
  const site = { site: SITE_NAME };
  return (
    <LegalPage
      intro={t('terms.intro', site)}
      sections={[
        { heading: t('terms.free'), body: <p>{t('terms.freeText', site)}</p> },
        { heading: t('terms.account'), body: <p>{t('terms.accountText')}</p> },
        { heading: t('terms.others'), body: <p>{t('terms.othersText')}</p> },
        { heading: t('terms.fairUse'), body: <p>{t('terms.fairUseText')}</p> },
        { heading: t('terms.noGuarantee'), body: <p>{t('terms.noGuaranteeText')}</p> },
        {
          heading: t('terms.changes'),
          body: (
            <p>
              {t('terms.changesBefore')}
              <Link to="/issue">{t('terms.changesLink')}</Link>
              {t('terms.changesAfter')}
            </p>
          ),
        },
      ]}
    />
  );
}
