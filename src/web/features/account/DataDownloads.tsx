import { usePartT } from '#web/lib/i18n/i18n.js';
import { ACCOUNT_EXPORT_URL } from './account-api.js';

/**
 * 'Download my data' as JSON and as Markdown: in its own section, and again in the deletion form
 * (what goes cannot come back, so the copy is offered where the decision is made).
 */
export function DataDownloads({ labelledBy }: { labelledBy?: string }) {
  const t = usePartT('account');
  return (
    <div className="account__downloads" role={labelledBy ? 'group' : undefined} aria-labelledby={labelledBy}>
      <a className="button button--secondary" href={ACCOUNT_EXPORT_URL} download>
        {t('account.download')}
      </a>
      <a className="button button--secondary" href={`${ACCOUNT_EXPORT_URL}?format=markdown`} download>
        {t('account.downloadMarkdown')}
      </a>
    </div>
  );
}
