import { Link } from 'react-router';
import type { MySuggestion } from '#shared/api/suggestions.js';
import { formatListingDate } from '#shared/listing-state.js';
import type { MessageId } from '#web/lib/i18n/i18n.js';
import { usePartT } from '#web/lib/i18n/i18n.js';
import { useMySuggestions } from '#web/lib/api/suggestions.js';
import { ContentState } from '#web/ui/ContentState.js';
import { localIsoDate } from '#web/lib/dates.js';

const STATUS_TEXT: Record<MySuggestion['status'], MessageId> = {
  pending: 'suggestions.pending',
  approved: 'suggestions.approved',
  rejected: 'suggestions.rejected',
};

/** The student's suggested listings and where each stands in review. */
export function SuggestionsSection() {
  const query = useMySuggestions();
  const t = usePartT('account');
  return (
    <section className="account__section" aria-labelledby="suggestions-heading">
      <h2 id="suggestions-heading">{t('suggestions.heading')}</h2>
      <ContentState query={query}>
        {({ suggestions }) =>
          suggestions.length === 0 ? (
            <p>
              {t('suggestions.none')} <Link to="/suggest-listing">{t('suggestions.suggest')}</Link>
            </p>
          ) : (
            <>
              <ul className="account__suggestions" aria-label={t('suggestions.heading')}>
                {suggestions.map((item) => (
                  <li key={item.id}>
                    <strong>{item.title}</strong>{' '}
                    {t(item.kind === 'internship' ? 'suggestions.internship' : 'suggestions.hackathon', {
                      date: formatListingDate(localIsoDate(new Date(item.createdAt))),
                    })}{' '}
                    <span
                      className={`account__badge${item.status === 'approved' ? ' account__badge--ok' : ''}`}
                      data-status={item.status}
                    >
                      {t(STATUS_TEXT[item.status])}
                    </span>
                    {item.reason ? (
                      <span className="account__reason"> {t('suggestions.reason', { reason: item.reason })}</span>
                    ) : null}
                  </li>
                ))}
              </ul>
              <p>
                <Link to="/suggest-listing">{t('suggestions.another')}</Link>
              </p>
            </>
          )
        }
      </ContentState>
    </section>
  );
}
