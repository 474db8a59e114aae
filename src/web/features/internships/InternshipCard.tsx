import { Clock, Hourglass, IndianRupee, MapPin } from 'lucide-react';
import type { Internship } from '#shared/content/opportunities.js';
import { ExternalLink } from '#web/ui/ExternalLink.js';
import { Icon } from '#web/ui/Icon.js';
import { Badge, FactList, ItemCard, TagList } from '#web/ui/ItemCard.js';
import { SaveToggle } from '#web/ui/SaveToggle.js';
import { anchorOf, itemIds } from '#shared/item-ids.js';
import { formatIsoDate, isPastDate } from '#web/lib/dates.js';

/**
 * One listing with every field of the spec. Past its `openUntil` day the listing shows 'Closed'
 * instead of its hiring status and the Apply button is disabled, rather than pretending to hire.
 */
export function InternshipCard({ internship, today }: { internship: Internship; today: Date }) {
  const closed = isPastDate(internship.openUntil, today);
  const statusId = `status-${internship.id}`;
  const tags = internship.remote ? [internship.tag, 'Remote'] : [internship.tag];
  return (
    <ItemCard
      id={anchorOf(itemIds.internship(internship.id))}
      headingLevel={3}
      title={internship.title}
      subtitle={internship.company}
      logo={internship.logo ? <Icon name={internship.logo} size={24} /> : undefined}
      badges={
        <span id={statusId}>
          {closed ? <Badge tone="muted">Closed</Badge> : <Badge tone="success">{internship.hiringStatus}</Badge>}
        </span>
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
              <span className="visually-hidden">
                : {internship.title} at {internship.company}
              </span>
            </ExternalLink>
          )}
          <SaveToggle
            itemId={itemIds.internship(internship.id)}
            title={`${internship.title} at ${internship.company}`}
          />
        </>
      }
    >
      <FactList
        facts={[
          { icon: MapPin, label: 'Location', value: internship.location },
          { icon: Hourglass, label: 'Duration', value: internship.duration },
          { icon: IndianRupee, label: 'Stipend', value: internship.stipend },
          { icon: Clock, label: 'Time', value: internship.time },
        ]}
      />
      <TagList tags={tags} />
      <p className="item-card__note">
        Checked against the source on {formatIsoDate(internship.reviewedOn)}
        {closed ? '; this listing has closed.' : `; shown as open until ${formatIsoDate(internship.openUntil)}.`}
      </p>
    </ItemCard>
  );
}
