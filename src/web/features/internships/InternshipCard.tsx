import Clock from 'lucide-react/icons/clock';
import GraduationCap from 'lucide-react/icons/graduation-cap';
import Hourglass from 'lucide-react/icons/hourglass';
import Laptop from 'lucide-react/icons/laptop';
import MapPin from 'lucide-react/icons/map-pin';
import type { ListedInternship } from '#shared/api/listings.js';
import { stipendText } from '#shared/listing-state.js';
import { textLang } from '#web/lib/i18n/english-fallback.js';
import { usePartT } from '#web/lib/i18n/i18n.js';
import { ExternalLink } from '#web/ui/ExternalLink.js';
import { Icon } from '#web/ui/Icon.js';
import { FactList, ItemCard, TagList } from '#web/ui/ItemCard.js';
import { ListingStatusBadge, MODE_LABELS, VerifiedNote, stipendIcon } from '#web/ui/ListingFacts.js';
import { SaveToggle } from '#web/ui/SaveToggle.js';
import { LazyItemNote } from '#web/ui/LazyItemNote.js';
import { anchorOf, itemIds } from '#shared/item-ids.js';

/**
 * One listing with every field of the spec. The hiring status is computed from the listing's window
 * on `today` (the server's day in India); once closed, the Apply button is disabled rather than pretending to hire.
 */
export function InternshipCard({ internship, today }: { internship: ListedInternship; today: string }) {
  const closed = internship.state === 'closed';
  const statusId = `status-${internship.id}`;
  const t = usePartT('listings');
  const tags = internship.mode === 'remote' ? [internship.tag, t('internships.remote')] : [internship.tag];
  const titleAt = t('internships.at', { title: internship.title, company: internship.company });
  // A text still in English on a Hindi page (no Hindi written yet) says so to screen readers.
  const prose = (key: 'location' | 'duration' | 'time' | 'eligibility') => (
    <span lang={textLang(internship, key)}>{internship[key]}</span>
  );
  return (
    <ItemCard
      id={anchorOf(itemIds.internship(internship.id))}
      headingLevel={3}
      title={internship.title}
      subtitle={internship.company}
      logo={internship.logo ? <Icon name={internship.logo} size={24} /> : undefined}
      badges={
        <ListingStatusBadge
          id={statusId}
          window={internship.window}
          today={today}
          nextExpected={internship.nextExpected}
        />
      }
      actions={
        <>
          {closed ? (
            <button type="button" className="button button--secondary" disabled aria-describedby={statusId}>
              {internship.apply}
            </button>
          ) : (
            <ExternalLink href={internship.url} className="button button--primary">
              {internship.apply}
              <span className="visually-hidden">: {titleAt}</span>
            </ExternalLink>
          )}
          <SaveToggle itemId={itemIds.internship(internship.id)} title={titleAt} />
          <LazyItemNote itemId={itemIds.internship(internship.id)} title={titleAt} />
        </>
      }
    >
      <FactList
        facts={[
          { icon: MapPin, label: t('listing.location'), value: prose('location') },
          { icon: Laptop, label: t('listing.mode'), value: t(MODE_LABELS[internship.mode]) },
          { icon: Hourglass, label: t('internships.duration'), value: prose('duration') },
          {
            icon: stipendIcon(internship.stipend),
            label: t('internships.stipend'),
            value: stipendText(internship.stipend),
          },
          { icon: Clock, label: t('internships.time'), value: prose('time') },
          { icon: GraduationCap, label: t('internships.whoCanApply'), value: prose('eligibility') },
        ]}
      />
      <TagList tags={tags} />
      <VerifiedNote
        sourceUrl={internship.sourceUrl}
        verifiedOn={internship.verifiedOn}
        verifiedBy={internship.verifiedBy}
      />
    </ItemCard>
  );
}
