import { lazy, Suspense, useState } from 'react';
import type { QueueItem } from '#shared/api/maintain.js';
import { formatListingDate, stipendText } from '#shared/listing-state.js';
import { usePartT, type Translate } from '#web/lib/i18n/i18n.js';
import { ExternalLink } from '#web/ui/ExternalLink.js';
import { useReview } from './maintain-api.js';
import { utcTime } from './utc-time.js';

// The correction form (and the form texts it says) arrives when a maintainer first opens one.
const SuggestionCorrection = lazy(() =>
  import('./SuggestionCorrection.js').then((module) => ({ default: module.SuggestionCorrection })),
);

function windowText(t: Translate, window: QueueItem['suggestion']['window']): string {
  if (window.kind === 'rolling') return t('maintain.rolling');
  if (window.kind === 'recurring') return t('maintain.recurring', { season: window.season ?? '' });
  const closes = formatListingDate(window.closes!);
  return window.opens
    ? t('maintain.opensCloses', { opens: formatListingDate(window.opens), closes })
    : t('maintain.closes', { closes });
}

/**
 * One pending suggestion with everything needed to check it against its source (the student's own
 * description, and who sent it so a doubt can be asked), and the decisions.
 */
function QueueCard({ item }: { item: QueueItem }) {
  const review = useReview();
  const t = usePartT('maintain');
  const [reason, setReason] = useState('');
  const [correcting, setCorrecting] = useState(false);
  const { suggestion } = item;
  const reasonId = `reject-reason-${item.id}`;
  return (
    <li className="maintain-card">
      <h3>{suggestion.title}</h3>
      <dl className="maintain-facts">
        <dt>{t('maintain.kind')}</dt>
        <dd>
          {suggestion.kind === 'internship'
            ? t('maintain.internship', { category: suggestion.category ?? '' })
            : t('maintain.hackathon')}
        </dd>
        <dt>{t('maintain.organiser')}</dt>
        <dd>{suggestion.organiser}</dd>
        <dt>{t('maintain.link')}</dt>
        <dd>
          <ExternalLink href={suggestion.url}>{suggestion.url}</ExternalLink>
        </dd>
        <dt>{t('maintain.dates')}</dt>
        <dd>{windowText(t, suggestion.window)}</dd>
        <dt>{t('maintain.whoCanApply')}</dt>
        <dd>{suggestion.eligibility}</dd>
        {suggestion.kind === 'internship' ? (
          <>
            <dt>{t('maintain.stipend')}</dt>
            <dd>{stipendText(suggestion.stipend)}</dd>
          </>
        ) : null}
        <dt>{t('maintain.location')}</dt>
        <dd>
          {suggestion.location} ({suggestion.mode})
        </dd>
        <dt>{t('maintain.description')}</dt>
        <dd className="maintain-prose">{suggestion.description ?? t('maintain.noDescription')}</dd>
        <dt>{t('maintain.sentBy')}</dt>
        <dd>
          {item.sender
            ? t('maintain.sender', { ...item.sender, time: utcTime(item.createdAt) })
            : t('maintain.senderGone', { time: utcTime(item.createdAt) })}
        </dd>
      </dl>
      {/* Approving as sent and as corrected are never offered side by side: while the correction
          form is open, its 'Approve as corrected' is the only approval (Cancel brings 'Approve' back). */}
      {correcting ? (
        <Suspense fallback={null}>
          <SuggestionCorrection item={item} onCancel={() => setCorrecting(false)} />
        </Suspense>
      ) : (
        <div className="maintain-actions">
          <button
            type="button"
            className="button button--primary"
            disabled={review.isPending}
            onClick={() => review.mutate({ id: item.id, action: 'approve' })}
          >
            {t('maintain.approve')}
            <span className="visually-hidden">: {suggestion.title}</span>
          </button>
          <button type="button" className="button button--secondary" onClick={() => setCorrecting(true)}>
            {t('maintain.edit')}
            <span className="visually-hidden">: {suggestion.title}</span>
          </button>
        </div>
      )}
      <div className="maintain-actions maintain-reject">
        <label htmlFor={reasonId}>{t('maintain.reason')}</label>
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
          {t('maintain.reject')}
          <span className="visually-hidden">: {suggestion.title}</span>
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
  const t = usePartT('maintain');
  if (items.length === 0) return <p>{t('maintain.noSuggestions')}</p>;
  return (
    <ul className="maintain-list" aria-label={t('maintain.waiting')}>
      {items.map((item) => (
        <QueueCard key={item.id} item={item} />
      ))}
    </ul>
  );
}
