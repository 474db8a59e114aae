import { useState } from 'react';
import { Link } from 'react-router';
import CalendarDays from 'lucide-react/icons/calendar-days';
import GraduationCap from 'lucide-react/icons/graduation-cap';
import Laptop from 'lucide-react/icons/laptop';
import MapPin from 'lucide-react/icons/map-pin';
import type { ListedHackathon } from '#shared/api/listings.js';
import { useHashTarget } from '#web/lib/use-hash-target.js';
import { ExternalLink } from '#web/ui/ExternalLink.js';
import { Icon } from '#web/ui/Icon.js';
import { CardGrid, FactList, ItemCard, TagList } from '#web/ui/ItemCard.js';
import { ListingStatusBadge, MODE_LABELS, ShowPastToggle, VerifiedNote } from '#web/ui/ListingFacts.js';
import { SaveToggle } from '#web/ui/SaveToggle.js';
import { LazyItemNote } from '#web/ui/LazyItemNote.js';
import { anchorOf, itemIds } from '#shared/item-ids.js';
import { ContentState } from '#web/ui/ContentState.js';
import { EnglishFallbackNote } from '#web/ui/EnglishFallbackNote.js';
import { useHackathonListings } from '#web/lib/api/listings.js';
import './hackathons.css';
import { usePageTitle } from '#web/lib/page-context.js';
import { textLang } from '#web/lib/i18n/english-fallback.js';
import { usePartT } from '#web/lib/i18n/i18n.js';

/** An event whose window has closed shows 'Closed', and its Register Now button is disabled. */
function HackathonCard({ hackathon, today }: { hackathon: ListedHackathon; today: string }) {
  const closed = hackathon.state === 'closed';
  const statusId = `event-status-${hackathon.id}`;
  const t = usePartT('listings');
  return (
    <ItemCard
      id={anchorOf(itemIds.hackathon(hackathon.id))}
      media={
        <span className="hackathon-banner">
          <Icon name={hackathon.image} size={48} />
        </span>
      }
      title={hackathon.title}
      badges={
        <ListingStatusBadge
          id={statusId}
          window={hackathon.window}
          today={today}
          nextExpected={hackathon.nextExpected}
          dateShown
        />
      }
      actions={
        <>
          {closed ? (
            <button type="button" className="button button--secondary" disabled aria-describedby={statusId}>
              {t('hackathons.register')}
            </button>
          ) : (
            <ExternalLink href={hackathon.url} className="button button--primary">
              {t('hackathons.register')}
              <span className="visually-hidden">: {hackathon.title}</span>
            </ExternalLink>
          )}
          <SaveToggle itemId={itemIds.hackathon(hackathon.id)} title={hackathon.title} />
          <LazyItemNote itemId={itemIds.hackathon(hackathon.id)} title={hackathon.title} />
        </>
      }
    >
      <FactList
        facts={[
          {
            icon: CalendarDays,
            label: t('hackathons.date'),
            value: <span lang={textLang(hackathon, 'date')}>{hackathon.date}</span>,
          },
          {
            icon: MapPin,
            label: t('listing.location'),
            value: <span lang={textLang(hackathon, 'location')}>{hackathon.location}</span>,
          },
          { icon: Laptop, label: t('listing.mode'), value: t(MODE_LABELS[hackathon.mode]) },
          {
            icon: GraduationCap,
            label: t('hackathons.whoCanTakePart'),
            value: <span lang={textLang(hackathon, 'eligibility')}>{hackathon.eligibility}</span>,
          },
        ]}
      />
      <p className="item-card__text" lang={textLang(hackathon, 'description')}>
        {hackathon.description}
      </p>
      <TagList tags={hackathon.tags} />
      <VerifiedNote
        sourceUrl={hackathon.sourceUrl}
        verifiedOn={hackathon.verifiedOn}
        verifiedBy={hackathon.verifiedBy}
      />
    </ItemCard>
  );
}

function HackathonList({ hackathons, today }: { hackathons: ListedHackathon[]; today: string }) {
  const [showPast, setShowPast] = useState(false);
  const t = usePartT('listings');
  const closedCount = hackathons.filter((event) => event.state === 'closed').length;
  const shown = hackathons.filter((event) => showPast || event.state !== 'closed');
  return (
    <>
      <ShowPastToggle count={closedCount} checked={showPast} onChange={setShowPast} />
      <CardGrid label={t('hackathons.list')}>
        {shown.map((hackathon) => (
          <li key={hackathon.id}>
            <HackathonCard hackathon={hackathon} today={today} />
          </li>
        ))}
      </CardGrid>
    </>
  );
}

export default function HackathonsPage() {
  const title = usePageTitle();
  const query = useHackathonListings();
  const t = usePartT('listings');
  useHashTarget(query.isSuccess);
  return (
    <main id="main" className="page">
      <h1 className="page-title">{title}</h1>
      <p className="page-lead">{t('hackathons.lead')}</p>
      <p className="page-lead">
        {t('listing.suggestEventPrompt')} <Link to="/suggest-listing">{t('listing.suggest')}</Link>
        {t('listing.period')}
      </p>
      <ContentState query={query}>
        {(answer) => (
          <>
            <EnglishFallbackNote entry={answer} />
            <HackathonList hackathons={answer.hackathons} today={answer.today} />
          </>
        )}
      </ContentState>
    </main>
  );
}
