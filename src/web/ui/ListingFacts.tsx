import type { LucideIcon } from 'lucide-react';
import Banknote from 'lucide-react/icons/banknote';
import DollarSign from 'lucide-react/icons/dollar-sign';
import Euro from 'lucide-react/icons/euro';
import IndianRupee from 'lucide-react/icons/indian-rupee';
import PoundSterling from 'lucide-react/icons/pound-sterling';
import type { ReactNode } from 'react';
import type { ListingMode, ListingWindow, Stipend } from '#shared/content/listing-fields.js';
import { daysBetween, formatListingDate, listingState, type ListingState } from '#shared/listing-state.js';
import { FORMAT_LOCALES } from '#shared/languages.js';
import { useLanguage, usePartT, type MessageId, type Translate } from '#web/lib/i18n/i18n.js';
import { ExternalLink } from './ExternalLink.js';
import { Badge } from './ItemCard.js';

/** The icon beside a stipend matches its currency: a rupee sign never sits beside US dollars. */
export function stipendIcon(stipend: Stipend): LucideIcon {
  switch (stipend.currency) {
    case 'INR':
      return IndianRupee;
    case 'USD':
      return DollarSign;
    case 'EUR':
      return Euro;
    case 'GBP':
      return PoundSterling;
    default:
      return Banknote;
  }
}

/** A listing's mode as a message id of the listings part: say it with usePartT('listings'). */
export const MODE_LABELS: Record<ListingMode, MessageId> = {
  remote: 'facts.remote',
  'on-site': 'facts.onSite',
  hybrid: 'facts.hybrid',
  varies: 'facts.varies',
};

const STATE_TONES: Record<ListingState, 'success' | 'brand' | 'neutral' | 'muted'> = {
  open: 'success',
  rolling: 'success',
  'closing-soon': 'brand',
  upcoming: 'neutral',
  recurring: 'neutral',
  closed: 'muted',
};

/**
 * The status in the reader's language (listingStatusText in #shared says the same in English for the
 * server). `dateShown`: the card states its date itself (a hackathon's Date), so a recurring window
 * says only 'Recurring' rather than its season a second time (decision 0050).
 */
function statusText(
  t: Translate,
  state: ListingState,
  window: ListingWindow,
  today: string,
  dateShown: boolean,
): string {
  switch (state) {
    case 'upcoming':
      return t('facts.opens', { date: formatListingDate(window.opens!) });
    case 'open':
      return t('facts.openUntil', { date: formatListingDate(window.closes!) });
    case 'closing-soon': {
      const left = daysBetween(today, window.closes!);
      return left === 0 ? t('facts.closesToday') : t('facts.daysLeft', { count: left });
    }
    case 'closed':
      return t('facts.closed');
    case 'rolling':
      return t('facts.rolling');
    case 'recurring':
      return dateShown ? t('facts.recurringDated') : t('facts.recurring', { season: window.season! });
  }
}

/**
 * The card's hiring status: computed from the window on today's date, never typed by hand. A recurring
 * listing whose season names a month also says the month it is next expected in (`nextExpected`,
 * YYYY-MM, from the server: #shared/listing-urgency), in the reader's language.
 * `dateShown`: the card already shows the date, so a recurring badge says only 'Recurring'.
 */
export function ListingStatusBadge({
  id,
  window,
  today,
  nextExpected,
  dateShown = false,
}: {
  id: string;
  window: ListingWindow;
  today: string;
  nextExpected?: string;
  dateShown?: boolean;
}) {
  const state = listingState(window, today);
  const t = usePartT('listings');
  const language = useLanguage();
  return (
    <>
      <span id={id} data-state={state}>
        <Badge tone={STATE_TONES[state]}>{statusText(t, state, window, today, dateShown)}</Badge>
      </span>
      {state === 'recurring' && nextExpected ? (
        <span data-next-expected={nextExpected}>
          <Badge tone="neutral">
            {t('facts.nextExpected', { month: monthName(nextExpected, FORMAT_LOCALES[language]) })}
          </Badge>
        </span>
      ) : null}
    </>
  );
}

/** 'YYYY-MM' -> 'October 2027' / 'अक्तूबर 2027': the month's name as the reader's language writes it. */
function monthName(yearMonth: string, locale: string): string {
  const [year, month] = yearMonth.split('-').map(Number);
  const first = new Date(Date.UTC(year!, month! - 1, 1));
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(first);
}

/** Where the card's facts come from and when someone last checked them. */
export function VerifiedNote({
  sourceUrl,
  verifiedOn,
  verifiedBy,
}: {
  sourceUrl: string;
  verifiedOn: string;
  verifiedBy: string;
}): ReactNode {
  const t = usePartT('listings');
  return (
    <p className="item-card__note">
      {t('facts.checked', { date: formatListingDate(verifiedOn), by: verifiedBy })}{' '}
      <ExternalLink href={sourceUrl}>{t('facts.source')}</ExternalLink>
      {t('listing.period')}
    </p>
  );
}

/** 'Show past' reveals closed listings, which are hidden by default. */
export function ShowPastToggle({
  count,
  checked,
  onChange,
}: {
  count: number;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const t = usePartT('listings');
  if (count === 0) return null;
  return (
    <p className="show-past">
      <label>
        <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
        {t('facts.showPast')}
      </label>{' '}
      <span className="show-past__count">{t(checked ? 'facts.pastShown' : 'facts.pastHidden', { count })}</span>
    </p>
  );
}
