import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { offlineAnswers } from '#shared/pages/offline-answers.js';
import { SIGNED_IN_PAGES } from '#shared/pages/signed-in-pages.js';
import type { PageDeclaration } from '#shared/pages/page-types.js';
import { useLanguage, usePartT } from '#web/lib/i18n/i18n.js';
import { pageTitle } from '#web/lib/i18n/page-texts.js';
import { servableAnswers } from '#web/lib/offline-save.js';

/** Pages with something of their own to read (content or the student's data), not only the layout. */
const READABLE = SIGNED_IN_PAGES.filter((page) => (page.content?.length ?? 0) + (page.userData?.length ?? 0) > 0);

/** The pages whose every answer the worker can serve now, in the navigation's order. */
export function pagesOnDevice(
  kept: readonly string[],
  language: Parameters<typeof offlineAnswers>[1],
): PageDeclaration[] {
  const servable = new Set(kept);
  return READABLE.filter((page) => offlineAnswers([page], language).every((answer) => servable.has(answer)));
}

/**
 * What a signed-in page shows when its data cannot be fetched because there is no connection: not
 * the crash screen, but that this page is not on the device, the pages that are (saved, or opened
 * recently enough to be kept), and how to keep more next time. Loaded on demand by RouteError; the
 * worker precaches it like every chunk, so it shows offline.
 */
export default function OfflineNotSaved({ onRetry }: { onRetry: () => void }) {
  const t = usePartT('account');
  const language = useLanguage();
  const [pages, setPages] = useState<PageDeclaration[] | null>(null);
  useEffect(() => {
    let active = true;
    void servableAnswers().then((kept) => active && setPages(pagesOnDevice(kept ?? [], language)));
    return () => {
      active = false;
    };
  }, [language]);
  return (
    <main id="main" className="page error-screen" aria-labelledby="offline-not-saved-title">
      <h1 id="offline-not-saved-title">{t('offlineNotSaved.title')}</h1>
      <p role="status">{t('offlineNotSaved.text')}</p>
      {pages === null ? null : pages.length > 0 ? (
        <section aria-labelledby="offline-not-saved-pages">
          <h2 id="offline-not-saved-pages">{t('offlineNotSaved.onDevice')}</h2>
          <ul className="error-screen__pages">
            {pages.map((page) => (
              <li key={page.path}>
                <Link to={page.path}>{pageTitle(page.path, t)}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <p>{t('offlineNotSaved.nothing')}</p>
      )}
      <p>
        {t('offlineNotSaved.nextTime')} <Link to="/account">{t('offlineNotSaved.accountLink')}</Link>
      </p>
      <div className="error-screen__actions">
        <button type="button" className="button button--primary" onClick={onRetry}>
          {t('errorScreen.retry')}
        </button>
      </div>
    </main>
  );
}
