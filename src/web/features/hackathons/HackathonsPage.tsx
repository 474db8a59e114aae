import { CalendarDays, MapPin } from 'lucide-react';
import { hackathonsSchema, type Hackathon } from '#shared/content/opportunities.js';
import { useHashTarget } from '#web/lib/use-hash-target.js';
import { ExternalLink } from '#web/ui/ExternalLink.js';
import { Icon } from '#web/ui/Icon.js';
import { Badge, CardGrid, FactList, ItemCard, TagList } from '#web/ui/ItemCard.js';
import { SaveToggle } from '#web/ui/SaveToggle.js';
import { anchorOf, itemIds } from '#shared/item-ids.js';
import { ContentState } from '#web/ui/ContentState.js';
import { isPastDate } from '#web/lib/dates.js';
import { useContent } from '#web/lib/api/content.js';
import './hackathons.css';
import { usePageTitle } from '#web/lib/page-context.js';

/** An event whose `endsOn` day has passed shows 'Ended', and its Register Now button is disabled. */
function HackathonCard({ hackathon, today }: { hackathon: Hackathon; today: Date }) {
  const ended = hackathon.endsOn !== undefined && isPastDate(hackathon.endsOn, today);
  const statusId = `event-status-${hackathon.id}`;
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
        ended ? (
          <span id={statusId}>
            <Badge tone="muted">Ended</Badge>
          </span>
        ) : undefined
      }
      actions={
        <>
          {ended ? (
            <button type="button" className="button button--secondary" disabled aria-describedby={statusId}>
              Register Now
            </button>
          ) : (
            <ExternalLink href={hackathon.url} className="button button--primary">
              Register Now<span className="visually-hidden">: {hackathon.title}</span>
            </ExternalLink>
          )}
          <SaveToggle itemId={itemIds.hackathon(hackathon.id)} title={hackathon.title} />
        </>
      }
    >
      <FactList
        facts={[
          { icon: CalendarDays, label: 'Date', value: hackathon.date },
          { icon: MapPin, label: 'Location', value: hackathon.location },
        ]}
      />
      <p className="item-card__text">{hackathon.description}</p>
      <TagList tags={hackathon.tags} />
    </ItemCard>
  );
}

export default function HackathonsPage() {
  const title = usePageTitle();
  const query = useContent('hackathons', hackathonsSchema);
  useHashTarget(query.isSuccess);
  const today = new Date();
  return (
    <main id="main" className="page">
      <h1 className="page-title">{title}</h1>
      <p className="page-lead">
        Recurring hackathons and coding events open to students. Dates are the organisers&apos; usual season; the
        official page has this year&apos;s schedule.
      </p>
      <ContentState query={query}>
        {({ hackathons }) => (
          <CardGrid label="Hackathons">
            {hackathons.map((hackathon) => (
              <li key={hackathon.id}>
                <HackathonCard hackathon={hackathon} today={today} />
              </li>
            ))}
          </CardGrid>
        )}
      </ContentState>
    </main>
  );
}
