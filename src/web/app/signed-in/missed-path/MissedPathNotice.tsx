import { Link } from 'react-router';
import Search from 'lucide-react/icons/search';
import { SIGNED_IN_PAGES } from '#shared/pages/signed-in-pages.js';
import { usePartT } from '#web/lib/i18n/i18n.js';
import { pageTitle } from '#web/lib/i18n/page-texts.js';
import { likelyPage, searchWords } from './likely-page.js';
import './missed-path-notice.css';

/**
 * Pages a mistyped path may mean: every declared page but the maintainers' console, which a learner
 * cannot open (it sends them Home like an unknown path).
 */
const LIKELY_PAGES = SIGNED_IN_PAGES.filter((page) => !page.maintainersOnly);

/**
 * Shown on Home after an unknown path was sent there (the spec's redirect, decision 0049): says there
 * is no page at that path, offers the page it most likely meant and a search for its words, and can be
 * dismissed. Its own chunk: only a reader who typed a wrong address downloads it.
 */
export default function MissedPathNotice({ path, onDismiss }: { path: string; onDismiss: () => void }) {
  const t = usePartT('home');
  const likely = likelyPage(path, LIKELY_PAGES);
  const words = searchWords(path);
  return (
    <section className="missed-path" aria-label={t('home.missedPath.label')}>
      <div role="status" className="missed-path__body">
        <p className="missed-path__text">
          {t('home.missedPath.noPage', { path })}
          {likely ? (
            <>
              {' '}
              {t('home.missedPath.likely')} <Link to={likely.path}>{pageTitle(likely.path, t)}</Link>{' '}
              {t('home.missedPath.likelyEnd', { path: likely.path })}
            </>
          ) : null}
        </p>
        <p className="missed-path__actions">
          {words ? (
            <Link className="button button--secondary" to={`/search?q=${encodeURIComponent(words)}`}>
              <Search aria-hidden="true" size={16} />
              {t('home.missedPath.search', { words })}
            </Link>
          ) : null}
          <button type="button" className="button button--secondary" onClick={onDismiss}>
            {t('home.missedPath.dismiss')}
          </button>
        </p>
      </div>
    </section>
  );
}
