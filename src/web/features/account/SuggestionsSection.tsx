import { Link } from 'react-router';
import type { MySuggestion } from '#shared/api/suggestions.js';
import { formatListingDate } from '#shared/listing-state.js';
import { useMySuggestions } from '#web/lib/api/suggestions.js';
import { ContentState } from '#web/ui/ContentState.js';
import { localIsoDate } from '#web/lib/dates.js';

const STATUS_TEXT: Record<MySuggestion['status'], string> = {
  pending: 'Waiting for review',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** The student's suggested listings and where each stands in review. */
export function SuggestionsSection() {
  const query = useMySuggestions();
  return (
    <section className="account__section" aria-labelledby="suggestions-heading">
      <h2 id="suggestions-heading">Your suggested listings</h2>
      <ContentState query={query}>
        {({ suggestions }) =>
          suggestions.length === 0 ? (
            <p>
              You have not suggested a listing yet. <Link to="/suggest-listing">Suggest a listing</Link>
            </p>
          ) : (
            <>
              <ul className="account__suggestions" aria-label="Your suggested listings">
                {suggestions.map((item) => (
                  <li key={item.id}>
                    <strong>{item.title}</strong> ({item.kind === 'internship' ? 'internship' : 'hackathon'}, sent{' '}
                    {formatListingDate(localIsoDate(new Date(item.createdAt)))}):{' '}
                    <span
                      className={`account__badge${item.status === 'approved' ? ' account__badge--ok' : ''}`}
                      data-status={item.status}
                    >
                      {STATUS_TEXT[item.status]}
                    </span>
                    {item.reason ? <span className="account__reason"> Reason: {item.reason}</span> : null}
                  </li>
                ))}
              </ul>
              <p>
                <Link to="/suggest-listing">Suggest another listing</Link>
              </p>
            </>
          )
        }
      </ContentState>
    </section>
  );
}
