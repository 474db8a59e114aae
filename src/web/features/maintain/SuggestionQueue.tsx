import { useState } from 'react';
import type { QueueItem } from '#shared/api/maintain.js';
import { formatListingDate, stipendText } from '#shared/listing-state.js';
import { ExternalLink } from '#web/ui/ExternalLink.js';
import { useReview } from './maintain-api.js';

function windowText(window: QueueItem['suggestion']['window']): string {
  if (window.kind === 'rolling') return 'Rolling';
  if (window.kind === 'recurring') return `Recurring: ${window.season}`;
  const closes = `closes ${formatListingDate(window.closes!)}`;
  return window.opens ? `Opens ${formatListingDate(window.opens)}, ${closes}` : closes;
}

/** One pending suggestion with everything needed to check it against its source, and the two decisions. */
function QueueCard({ item }: { item: QueueItem }) {
  const review = useReview();
  const [reason, setReason] = useState('');
  const { suggestion } = item;
  const reasonId = `reject-reason-${item.id}`;
  return (
    <li className="maintain-card">
      <h3>{suggestion.title}</h3>
      <dl className="maintain-facts">
        <dt>Kind</dt>
        <dd>{suggestion.kind === 'internship' ? `Internship (${suggestion.category ?? ''})` : 'Hackathon'}</dd>
        <dt>Organiser</dt>
        <dd>{suggestion.organiser}</dd>
        <dt>Link</dt>
        <dd>
          <ExternalLink href={suggestion.url}>{suggestion.url}</ExternalLink>
        </dd>
        <dt>Dates</dt>
        <dd>{windowText(suggestion.window)}</dd>
        <dt>Who can apply</dt>
        <dd>{suggestion.eligibility}</dd>
        <dt>Stipend</dt>
        <dd>{stipendText(suggestion.stipend)}</dd>
        <dt>Location</dt>
        <dd>
          {suggestion.location} ({suggestion.mode})
        </dd>
      </dl>
      <div className="maintain-actions">
        <button
          type="button"
          className="button button--primary"
          disabled={review.isPending}
          onClick={() => review.mutate({ id: item.id, action: 'approve' })}
        >
          Approve<span className="visually-hidden">: {suggestion.title}</span>
        </button>
        <label htmlFor={reasonId}>Reason for rejecting</label>
        <input
          id={reasonId}
          className="text-input"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          maxLength={500}
        />
        <button
          type="button"
          className="button button--secondary"
          disabled={review.isPending}
          onClick={() => review.mutate({ id: item.id, action: 'reject', reason })}
        >
          Reject<span className="visually-hidden">: {suggestion.title}</span>
        </button>
      </div>
      {review.isError ? (
        <p className="maintain-error" role="alert">
          {review.error.message}
        </p>
      ) : null}
    </li>
  );
}

export function SuggestionQueue({ items }: { items: QueueItem[] }) {
  if (items.length === 0) return <p>No suggestions are waiting.</p>;
  return (
    <ul className="maintain-list" aria-label="Suggestions waiting for review">
      {items.map((item) => (
        <QueueCard key={item.id} item={item} />
      ))}
    </ul>
  );
}
