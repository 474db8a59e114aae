import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { usePartT } from '#web/lib/i18n/i18n.js';
import './item-card.css';

interface ItemCardProps {
  /** Element id, so a search result or saved item can scroll to this card. */
  id?: string;
  title: ReactNode;
  headingLevel?: 2 | 3;
  /** Artwork above the text (book cover, event banner). */
  media?: ReactNode;
  /** A small logo beside the title. */
  logo?: ReactNode;
  subtitle?: ReactNode;
  /** Status and category badges under the title. */
  badges?: ReactNode;
  children?: ReactNode;
  /** The card's buttons, kept at the bottom so rows of cards line up. */
  actions?: ReactNode;
}

/** The one card of the opportunity pages: books, groups, internships, hackathons and projects. */
export function ItemCard({
  id,
  title,
  headingLevel = 2,
  media,
  logo,
  subtitle,
  badges,
  children,
  actions,
}: ItemCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article id={id} className="item-card">
      {media ? <div className="item-card__media">{media}</div> : null}
      <div className="item-card__body">
        <div className="item-card__head">
          {logo ? <span className="item-card__logo">{logo}</span> : null}
          <div>
            <Heading className="item-card__title">{title}</Heading>
            {subtitle ? <p className="item-card__subtitle">{subtitle}</p> : null}
          </div>
        </div>
        {badges ? <div className="item-card__badges">{badges}</div> : null}
        {children}
      </div>
      {actions ? <div className="item-card__actions">{actions}</div> : null}
    </article>
  );
}

/** A grid of cards; each child should be an <li>. */
export function CardGrid({ label, id, children }: { label: string; id?: string; children: ReactNode }) {
  return (
    <ul id={id} className="item-grid" aria-label={label}>
      {children}
    </ul>
  );
}

export function Badge({
  tone = 'neutral',
  children,
}: {
  tone?: 'neutral' | 'success' | 'muted' | 'brand';
  children: ReactNode;
}) {
  return <span className={`badge badge--${tone}`}>{children}</span>;
}

export function TagList({ tags, label }: { tags: readonly string[]; label?: string }) {
  const t = usePartT('learning');
  return (
    <ul className="tag-list" aria-label={label ?? t('items.tags')}>
      {tags.map((tag) => (
        <li key={tag}>{tag}</li>
      ))}
    </ul>
  );
}

export interface Fact {
  icon: LucideIcon;
  label: string;
  value: ReactNode;
}

/** Short labelled facts (location, duration, members...) with an icon each. */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className="fact-list">
      {facts.map(({ icon: FactIcon, label, value }) => (
        <div key={label} className="fact-list__item">
          <dt>
            <FactIcon aria-hidden="true" size={16} />
            {label}
          </dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
