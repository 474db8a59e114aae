import { Banknote, DollarSign, Euro, IndianRupee, PoundSterling, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ListingMode, ListingWindow, Stipend } from '#shared/content/listing-fields.js';
import { formatListingDate, listingState, listingStatusText, type ListingState } from '#shared/listing-state.js';
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

export const MODE_LABELS: Record<ListingMode, string> = {
  remote: 'Remote',
  'on-site': 'On-site',
  hybrid: 'Hybrid',
  varies: 'Varies',
};

const STATE_TONES: Record<ListingState, 'success' | 'brand' | 'neutral' | 'muted'> = {
  open: 'success',
  rolling: 'success',
  'closing-soon': 'brand',
  upcoming: 'neutral',
  recurring: 'neutral',
  closed: 'muted',
};

/** The card's hiring status: computed from the window on today's date, never typed by hand. */
export function ListingStatusBadge({ id, window, today }: { id: string; window: ListingWindow; today: string }) {
  const state = listingState(window, today);
  return (
    <span id={id} data-state={state}>
      <Badge tone={STATE_TONES[state]}>{listingStatusText(window, today)}</Badge>
    </span>
  );
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
  return (
    <p className="item-card__note">
      Checked on {formatListingDate(verifiedOn)} by {verifiedBy} against{' '}
      <ExternalLink href={sourceUrl}>the source</ExternalLink>.
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
  if (count === 0) return null;
  return (
    <p className="show-past">
      <label>
        <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
        Show past
      </label>{' '}
      <span className="show-past__count">
        {count === 1 ? '1 closed listing' : `${count} closed listings`} {checked ? 'shown' : 'hidden'}
      </span>
    </p>
  );
}
