import { ERROR_SCREEN_MESSAGES as TEXT } from '#shared/messages.js';
import { isChunkLoadError, reloadNow } from './chunk-errors.js';
import './error-screen.css';

/**
 * What a route shows instead of a blank page: after a deploy, a way to the new version; for any
 * other error, Retry and a way home. `onRetry` re-runs the page (its data and its render).
 */
export function ErrorScreen({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (isChunkLoadError(error)) {
    return (
      <main id="main" className="page error-screen" role="alert" aria-labelledby="error-screen-title">
        <h1 id="error-screen-title">{TEXT.newVersionTitle}</h1>
        <p>{TEXT.newVersionText}</p>
        <button type="button" className="button button--primary" onClick={reloadNow}>
          {TEXT.reload}
        </button>
      </main>
    );
  }
  return (
    <main id="main" className="page error-screen" role="alert" aria-labelledby="error-screen-title">
      <h1 id="error-screen-title">{TEXT.failedTitle}</h1>
      <p>{TEXT.failedText}</p>
      <div className="error-screen__actions">
        <button type="button" className="button button--primary" onClick={onRetry}>
          {TEXT.retry}
        </button>
        {/* A plain link: it must work even when the router itself is what failed. */}
        <a className="button button--secondary" href="/">
          {TEXT.home}
        </a>
      </div>
    </main>
  );
}
