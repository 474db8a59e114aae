import { ApiRequestError } from '#web/lib/api/client.js';
import { useT } from '#web/lib/i18n/i18n.js';
import { isChunkLoadError, reloadNow } from './chunk-errors.js';
import './error-screen.css';

/**
 * What a route shows instead of a blank page: after a deploy, a way to the new version; for any
 * other error, Retry and a way home. `onRetry` re-runs the page (its data and its render).
 */
export function ErrorScreen({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useT();
  if (isChunkLoadError(error)) {
    return (
      <main id="main" className="page error-screen" role="alert" aria-labelledby="error-screen-title">
        <h1 id="error-screen-title">{t('errorScreen.newVersionTitle')}</h1>
        <p>{t('errorScreen.newVersionText')}</p>
        <button type="button" className="button button--primary" onClick={reloadNow}>
          {t('errorScreen.reload')}
        </button>
      </main>
    );
  }
  return (
    <main id="main" className="page error-screen" role="alert" aria-labelledby="error-screen-title">
      <h1 id="error-screen-title">{t('errorScreen.failedTitle')}</h1>
      <p>{t('errorScreen.failedText')}</p>
      {error instanceof ApiRequestError && error.requestId ? (
        <p className="error-screen__reference">
          {t('errorScreen.reference')} <code>{error.requestId}</code>
        </p>
      ) : null}
      <div className="error-screen__actions">
        <button type="button" className="button button--primary" onClick={onRetry}>
          {t('errorScreen.retry')}
        </button>
        {/* A plain link: it must work even when the router itself is what failed. */}
        <a className="button button--secondary" href="/">
          {t('errorScreen.home')}
        </a>
      </div>
    </main>
  );
}
